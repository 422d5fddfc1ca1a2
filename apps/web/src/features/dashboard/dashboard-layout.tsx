import { Container, Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconGavel, IconHeart, IconUserCog } from '@tabler/icons-react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';

const MENU = [
  { to: '/dashboard/profile', label: 'Profile Settings', icon: IconUserCog },
  { to: '/dashboard/interested-properties', label: 'Interested Properties', icon: IconHeart },
  { to: '/dashboard/bidding-history', label: 'Bidding History', icon: IconGavel },
] as const;

/** The bidder dashboard frame (spec 2, "Bidder dashboard"): greeting, side menu and account summary. */
export function DashboardLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // /dashboard itself shows Profile Settings.
  const current = pathname.replace(/\/+$/, '') === '/dashboard' ? '/dashboard/profile' : pathname;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Text fw={700} c="navy.7">
                Welcome, {user?.firstName} {user?.lastName}
              </Text>
              <Text size="sm" c="dimmed">
                {user?.email}
              </Text>
              {user?.organizationName ? <Text size="sm">{user.organizationName}</Text> : null}
            </Paper>
            <Paper component="nav" withBorder radius="md" p="xs" aria-label="Dashboard">
              {MENU.map((item) => (
                <NavLink
                  key={item.to}
                  component={RouterNavLink}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={18} aria-hidden="true" />}
                  active={current === item.to}
                />
              ))}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
