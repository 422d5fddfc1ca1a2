/**
 * Where to go after signing in: the path the guards or the interest toggle remembered in the history state
 * (docs/product.md, "Access guards in the browser"), when it is a path of this site; otherwise the home page.
 * Anything else (another origin, '//host') is ignored so a crafted link cannot send a fresh session
 * elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')
    ? from
    : '/';
}

/** The auction registration steps behind the login (tender terms, then the form). */
const REGISTRATION_STEP = /^\/property\/[^/?#]+\/(tender-payment|auction-registration)(\?|$)/;

/**
 * Why the login page is asking, when a guard sent the visitor there from a step that needs an account, as
 * the key of its message; null otherwise (the visitor opened the login page themselves).
 */
export function loginReason(state: unknown): string | null {
  return REGISTRATION_STEP.test(returnPath(state)) ? 'auth.login.reason.auctionRegistration' : null;
}
