import { useEffect } from 'react';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingCommunity, IconClipboardList, IconGavel } from '@tabler/icons-react';
import { formatDateTime, type DashboardStats } from '@eauction/shared';
import type { AdminTab, TabProps } from '../admin-tabs';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { AdminSection } from './admin-section';
import { RefreshButton } from './refresh-button';
import { StackedTable } from './stacked-table';

type Counter = {
  key: keyof Omit<DashboardStats, 'recentActivity'>;
  label: string;
  hint: string;
  Icon: typeof IconGavel;
  tab: AdminTab;
  action: string;
};

/** The counters of docs/product.md, "Dashboard tab", each leading to the tab where it is worked on. */
const COUNTERS: Counter[] = [
  {
    key: 'totalProperties',
    label: 'Total Properties',
    hint: 'Every property on the platform',
    Icon: IconBuildingCommunity,
    tab: 'auctions',
    action: 'Open Auction List',
  },
  {
    key: 'pendingRegistrations',
    label: 'Pending Registrations',
    hint: 'Waiting for approval',
    Icon: IconClipboardList,
    tab: 'registrations',
    action: 'Review registrations',
  },
  {
    key: 'activeAuctions',
    label: 'Active Auctions',
    hint: 'Bidding open now',
    Icon: IconGavel,
    tab: 'reports',
    action: 'Open Auction Reports',
  },
];

function RecentActivity({ entries }: { entries: DashboardStats['recentActivity'] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" c="navy.7">
        Recent activity
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">No admin activity recorded yet.</Text>
      ) : (
        <StackedTable minWidth={520} striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">What</Table.Th>
              <Table.Th scope="col">By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry._id}>
                <Table.Td data-label="When" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.createdAt)}
                </Table.Td>
                <Table.Td data-label="What">{entry.description}</Table.Td>
                <Table.Td data-label="By">{entry.actorEmail ?? 'System'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
    </Stack>
  );
}

/**
 * docs/product.md, "Dashboard tab" (the default tab): the three counters and the latest entries of the
 * audit log. A failed load is only logged; the counters then show a dash.
 */
export function DashboardTab({ onNavigate }: TabProps) {
  const stats = useDashboardStats();
  useEffect(() => {
    if (stats.isError) console.error('Failed to load the dashboard stats', stats.error);
  }, [stats.isError, stats.error]);

  return (
    <AdminSection
      title="Dashboard"
      lead="Today's picture of the platform. Times are India time."
      actions={<RefreshButton query={stats} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {COUNTERS.map(({ key, label, hint, Icon, tab, action }) => (
          <Paper key={key} withBorder radius="md" p="md" component="section" aria-label={label}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={600} c="navy.7">
                    {label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {hint}
                  </Text>
                </div>
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                  <Icon size={20} />
                </ThemeIcon>
              </Group>
              {stats.isPending ? (
                <Skeleton height={36} width={80} aria-hidden="true" />
              ) : (
                <Text fz={32} fw={700} lh={1.1} data-testid={`stat-${key}`}>
                  {stats.data ? stats.data[key].toLocaleString('en-IN') : '—'}
                </Text>
              )}
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => onNavigate(tab)}
                style={{ alignSelf: 'flex-start' }}
              >
                {action}
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {stats.data ? <RecentActivity entries={stats.data.recentActivity} /> : null}
    </AdminSection>
  );
}
