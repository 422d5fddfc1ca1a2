import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading before focus stays on <main>. */
const HEADING_WAIT_MS = 5000;

function focusHeading(heading: HTMLElement) {
  // A heading is not focusable by itself; -1 lets a script focus it without adding a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a client-side navigation the link that was followed is gone, and the browser would drop focus to
 * <body>: a keyboard or screen-reader user would start again from the top of the page. Focus moves to
 * the new page's h1 instead (its name is read, and the next Tab continues in the page), or to <main>
 * while the page is still loading, and on to the h1 once it shows unless the user has moved on.
 * The first load keeps the browser's own start, so the skip link stays the first Tab stop.
 * Only a change of path counts: filters written to the query string keep focus where it is.
 */
export function useFocusOnRouteChange(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      focusHeading(heading);
      return;
    }
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      const shown = main.querySelector<HTMLElement>('h1');
      if (!shown) return;
      stop();
      if (document.activeElement === main) focusHeading(shown);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
