import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SiteFooter } from './footer';
import classes from './layout.module.css';
import { NavBar } from './nav-bar';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  // Moving focus, not only scrolling, so the next Tab continues inside the main content.
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Every page: skip link, fixed navigation bar, the page in <main>, footer. */
export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state === 'loading';
  return (
    <>
      <a href="#main-content" className={classes.skipLink} onClick={focusMain}>
        Skip to main content
      </a>
      <NavBar isNavigating={isNavigating} />
      <main id="main-content" tabIndex={-1} className={classes.main} aria-busy={isNavigating || undefined}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
