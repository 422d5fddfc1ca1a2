import { useLingui } from '@lingui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { Link, NavLink, useNavigate } from 'react-router';
import { BrandMark } from '../components/brand-logo';
import { useAuth } from '../lib/auth';
import { AccountButton } from './account-button';
import classes from './layout.module.css';
import { MAIN_LINKS } from './nav-items';
import { SITE_KEYS } from '@eauction/shared';

// Only signed-in visitors need the dropdown, and only phone users who tap the button need the drawer;
// both stay out of the first load (the home page's JavaScript budget is 200 KB gzip).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/**
 * The fixed navigation bar (docs/product.md, "Navigation bar"): brand, the four main links, and either the
 * Registration and Login buttons or the 'Welcome, {first name}' dropdown (neither while a stored session
 * is being checked: a signed-in visitor never sees the anonymous buttons). Under 768px the links move into a
 * drawer, and under wider widths too while the text is enlarged (layout.module.css: `.wide` and `.narrow`).
 */
export function NavBar({ isNavigating = false }: { isNavigating?: boolean }) {
  const { _ } = useLingui();
  const { user, isAdmin, isLoading, logout } = useAuth();
  const navigate = useNavigate();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  // A click (or Enter) on the greeting before the menu's chunk has arrived opens the menu when it comes.
  const [accountMenuAsked, setAccountMenuAsked] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  const toggleDrawer = () => {
    setDrawerRequested(true);
    setDrawerOpened((open) => !open);
  };
  // Focus goes back to the menu button, also after the first opening: the drawer is mounted already
  // open then, and Mantine only returns focus for openings it saw happen. Choosing a page moves focus on
  // to that page's heading afterwards (route-focus.ts).
  const closeDrawer = () => {
    setDrawerOpened(false);
    burgerRef.current?.focus();
  };

  const onLogout = () => {
    closeDrawer();
    logout();
    navigate('/login');
  };

  return (
    <header className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.brand}>
            <BrandMark size={36} />
            <span className={classes.brandText}>{_(SITE_KEYS.name)}</span>
          </Link>

          <Box
            component="nav"
            aria-label={_('nav.mainLandmark')}
            className={`${classes.navLinks} ${classes.wide}`}
          >
            {MAIN_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className={classes.navLink}>
                {_(link.label)}
              </NavLink>
            ))}
          </Box>

          <Group gap="xs" wrap="nowrap" className={classes.wide}>
            {user ? (
              <Suspense
                fallback={
                  <AccountButton
                    firstName={user.firstName}
                    aria-busy="true"
                    onClick={() => setAccountMenuAsked(true)}
                  />
                }
              >
                <AccountMenu
                  firstName={user.firstName}
                  isAdmin={isAdmin}
                  onLogout={onLogout}
                  openAtStart={accountMenuAsked}
                />
              </Suspense>
            ) : isLoading ? null : (
              <>
                <Button component={Link} to="/register" color="saffron" className={classes.barButton}>
                  {_('nav.registration')}
                </Button>
                <Button component={Link} to="/login" variant="outline" className={classes.barButton}>
                  {_('nav.login')}
                </Button>
              </>
            )}
          </Group>

          <Burger
            ref={burgerRef}
            className={classes.narrow}
            opened={drawerOpened}
            onClick={toggleDrawer}
            aria-label={drawerOpened ? _('nav.closeMenu') : _('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls={drawerOpened ? 'mobile-menu' : undefined}
          />
        </Group>
      </Container>
      {isNavigating ? <div className={classes.progress} aria-hidden="true" /> : null}
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileMenu
            opened={drawerOpened}
            onClose={closeDrawer}
            user={user}
            checking={isLoading}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
