import { useLingui } from '@lingui/react';
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
import { useLocale } from '../../../lib/i18n';
import { textOf } from '../../../lib/translate';
import { AdminSection } from './admin-section';
import { RefreshButton } from './refresh-button';
import { StackedTable } from './stacked-table';

/** Texts are message keys, translated where shown. */
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
    label: 'admin.dashboard.totalProperties',
    hint: 'admin.dashboard.totalPropertiesHint',
    Icon: IconBuildingCommunity,
    tab: 'auctions',
    action: 'admin.dashboard.openAuctionList',
  },
  {
    key: 'pendingRegistrations',
    label: 'admin.dashboard.pendingRegistrations',
    hint: 'admin.dashboard.pendingRegistrationsHint',
    Icon: IconClipboardList,
    tab: 'registrations',
    action: 'admin.dashboard.reviewRegistrations',
  },
  {
    key: 'activeAuctions',
    label: 'admin.dashboard.activeAuctions',
    hint: 'admin.dashboard.activeAuctionsHint',
    Icon: IconGavel,
    tab: 'reports',
    action: 'admin.dashboard.openAuctionReports',
  },
];

function RecentActivity({ entries }: { entries: DashboardStats['recentActivity'] }) {
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" c="navy.7">
        {_('admin.dashboard.recentActivity')}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">{_('admin.dashboard.noActivity')}</Text>
      ) : (
        <StackedTable minWidth={520} striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{_('admin.dashboard.when')}</Table.Th>
              <Table.Th scope="col">{_('admin.dashboard.what')}</Table.Th>
              <Table.Th scope="col">{_('admin.dashboard.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry._id}>
                <Table.Td data-label={_('admin.dashboard.when')} style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.createdAt, locale)}
                </Table.Td>
                <Table.Td data-label={_('admin.dashboard.what')}>
                  {/* The sentence in the page's language; an event without a key shows its code. */}
                  {entry.message ? textOf(entry.message) : entry.description}
                </Table.Td>
                <Table.Td data-label={_('admin.dashboard.by')}>
                  {entry.actorEmail ?? _('admin.dashboard.system')}
                </Table.Td>
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
  const { _ } = useLingui();
  const stats = useDashboardStats();
  useEffect(() => {
    if (stats.isError) console.error('Failed to load the dashboard stats', stats.error);
  }, [stats.isError, stats.error]);

  return (
    <AdminSection
      title={_('admin.dashboard.title')}
      lead={_('admin.dashboard.lead')}
      actions={<RefreshButton query={stats} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {COUNTERS.map(({ key, label, hint, Icon, tab, action }) => (
          <Paper key={key} withBorder radius="md" p="md" component="section" aria-label={_(label)}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={600} c="navy.7">
                    {_(label)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {_(hint)}
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
                {_(action)}
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {stats.data ? <RecentActivity entries={stats.data.recentActivity} /> : null}
    </AdminSection>
  );
}
