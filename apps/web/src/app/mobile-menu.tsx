import { useLingui } from '@lingui/react';
import { Box, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import type { AuthUser } from '@eauction/shared';
import classes from './layout.module.css';
import { ACCOUNT_LINKS, MAIN_LINKS } from './nav-items';

type MobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  user: AuthUser | null;
  /** The stored session is still being checked: neither the account's links nor Registration/Login. */
  checking?: boolean;
  onLogout: () => void;
};

/**
 * The collapsible menu under 768px (docs/product.md, "Mobile menu"): the user's full name and e-mail,
 * the same links as the bar, and no admin link. Loaded on the first tap of the menu button.
 */
export function MobileMenu({ opened, onClose, user, checking = false, onLogout }: MobileMenuProps) {
  const { _ } = useLingui();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={_('nav.menu')}
      closeButtonProps={{ 'aria-label': _('nav.closeMenu') }}
    >
      <Stack gap="xs">
        {user ? (
          <Box px="sm" pb="xs">
            <Text fw={700} c="navy.7">
              {user.firstName} {user.lastName}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Box>
        ) : null}
        <nav aria-label={_('nav.mobileLandmark')}>
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.drawerLink} onClick={onClose}>
              {_(link.label)}
            </NavLink>
          ))}
          {user ? (
            <>
              <Divider my="xs" />
              {ACCOUNT_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} end className={classes.drawerLink} onClick={onClose}>
                  {_(link.label)}
                </NavLink>
              ))}
            </>
          ) : null}
        </nav>
        <Divider />
        {user ? (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={onLogout}
          >
            {_('nav.logout')}
          </Button>
        ) : checking ? null : (
          <Stack gap="xs">
            <Button component={Link} to="/register" color="saffron" onClick={onClose}>
              {_('nav.registration')}
            </Button>
            <Button component={Link} to="/login" variant="outline" onClick={onClose}>
              {_('nav.login')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
