import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Menu } from '@mantine/core';
import {
  IconClipboardCheck,
  IconGavel,
  IconHeart,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUserCog,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { AccountButton } from './account-button';
import { ACCOUNT_LINKS } from './nav-items';

const ACCOUNT_ICONS = {
  '/dashboard': IconLayoutDashboard,
  '/dashboard/profile': IconUserCog,
  '/dashboard/interested-properties': IconHeart,
  '/dashboard/bidding-history': IconGavel,
  '/dashboard/registrations': IconClipboardCheck,
} as const;

type AccountMenuProps = {
  firstName: string;
  isAdmin: boolean;
  onLogout: () => void;
  /** The greeting was clicked before this chunk arrived: the menu opens as it appears. */
  openAtStart?: boolean;
};

/**
 * The signed-in dropdown of the desktop bar (docs/product.md, "Navigation bar"). Its own chunk: anonymous
 * visitors, most of the home page's traffic, never download the menu and its positioning library.
 *
 * Escape closes it wherever the focus is: Mantine closes it on Escape inside the dropdown, and this
 * does on its button, where the focus still is while the menu opens or after a click.
 */
export function AccountMenu({ firstName, isAdmin, onLogout, openAtStart = false }: AccountMenuProps) {
  const { _ } = useLingui();
  const [opened, setOpened] = useState(openAtStart);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <AccountButton
          firstName={firstName}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) {
              event.preventDefault();
              setOpened(false);
            }
          }}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {ACCOUNT_LINKS.map((link) => {
          const Icon = ACCOUNT_ICONS[link.to];
          return (
            <Menu.Item
              key={link.to}
              component={Link}
              to={link.to}
              leftSection={<Icon size={18} aria-hidden="true" />}
            >
              {_(link.label)}
            </Menu.Item>
          );
        })}
        {isAdmin ? (
          <Menu.Item
            component={Link}
            to="/admin"
            leftSection={<IconShieldLock size={18} aria-hidden="true" />}
          >
            {_('nav.adminDashboard')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={onLogout}>
          {_('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
