import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AccessibilityBar, MAIN_CONTENT_ID } from './accessibility-bar';
import { SiteFooter } from './footer';
import classes from './layout.module.css';
import { NavBar } from './nav-bar';
import { useFocusOnRouteChange } from './route-focus';

/** Every page: accessibility strip (skip link first), navigation bar, the page in <main>, footer. */
export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state === 'loading';
  useFocusOnRouteChange(MAIN_CONTENT_ID);
  return (
    <>
      <AccessibilityBar />
      <NavBar isNavigating={isNavigating} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main} aria-busy={isNavigating || undefined}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
