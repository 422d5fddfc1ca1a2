import { useLingui } from '@lingui/react';
import { Container, Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import {
  IconBuilding,
  IconClipboardCheck,
  IconGavel,
  IconHeart,
  IconMail,
  IconUserCog,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';
import classes from './dashboard-layout.module.css';

/** The side menu, its labels' message keys. */
const MENU = [
  { to: '/dashboard/profile', label: 'dashboard.menu.profile', icon: IconUserCog },
  { to: '/dashboard/interested-properties', label: 'dashboard.menu.interestedProperties', icon: IconHeart },
  { to: '/dashboard/bidding-history', label: 'dashboard.menu.biddingHistory', icon: IconGavel },
  // Added to the first described menu: the buyer's auction registrations and their status (decision 032).
  { to: '/dashboard/registrations', label: 'dashboard.menu.registrations', icon: IconClipboardCheck },
] as const;

function SummaryItem({ icon: Icon, label, value }: { icon: typeof IconMail; label: string; value: string }) {
  return (
    <div className={classes.summaryItem}>
      <dt className={classes.term}>
        <Icon size={16} aria-hidden="true" />
        {label}
      </dt>
      <dd className={classes.value}>{value || '—'}</dd>
    </div>
  );
}

/**
 * The bidder dashboard frame (docs/product.md, "Dashboard frame"): a header greeting the user by first and
 * last name with the account summary (e-mail and organization), the side menu, and the current screen.
 */
export function DashboardLayout() {
  const { _ } = useLingui();
  const { user } = useAuth();
  const { pathname } = useLocation();
  // /dashboard itself shows Profile Settings, so that item is the current page there too.
  const current = pathname.replace(/\/+$/, '') === '/dashboard' ? '/dashboard/profile' : pathname;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Paper component="header" radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.header}>
          <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} c="navy.8">
            {_('dashboard.layout.welcome', {
              firstName: user?.firstName ?? '',
              lastName: user?.lastName ?? '',
            })}
          </Text>
          <dl className={classes.summary}>
            <SummaryItem icon={IconMail} label={_('dashboard.layout.email')} value={user?.email ?? ''} />
            <SummaryItem
              icon={IconBuilding}
              label={_('dashboard.layout.organization')}
              value={user?.organizationName ?? ''}
            />
          </dl>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper component="nav" withBorder radius="md" p="xs" aria-label={_('dashboard.layout.navLabel')}>
              {MENU.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={_(item.label)}
                  leftSection={<item.icon size={18} aria-hidden="true" />}
                  active={current === item.to}
                  aria-current={current === item.to ? 'page' : undefined}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Outlet />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
