import { useEffect, useState } from 'react';

/**
 * False in the first render, true from the browser's first commit on. For what a page rendered on the
 * server (decision 035) must not show, because it depends on the moment or on the browser: the
 * first render then matches the server's, and the browser adds the rest right after hydrating.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
