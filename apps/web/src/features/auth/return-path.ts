/**
 * Where to go after signing in: the path the guards or the interest toggle remembered in the history
 * state (spec 2), when it is a path of this site; otherwise the home page. Anything else (another
 * origin, '//host') is ignored so a crafted link cannot send a fresh session elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')
    ? from
    : '/';
}
