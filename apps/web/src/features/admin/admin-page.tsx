import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Tabs } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { PageLoader } from '../../components/loaders';
import { PageMeta } from '../../components/page-meta';
import { ADMIN_TABS, type AdminTab, type TabProps } from './admin-tabs';
import classes from './admin-page.module.css';

/*
 * Each tab is its own chunk: an admin opening the console loads the Dashboard only, and the date
 * picker, the report tables and the import screen arrive when their tab is first opened.
 */
const PANELS: Record<AdminTab, ComponentType<TabProps>> = {
  dashboard: lazy(() => import('./components/dashboard-tab').then((m) => ({ default: m.DashboardTab }))),
  properties: lazy(() =>
    import('./components/property-upload-tab').then((m) => ({ default: m.PropertyUploadTab })),
  ),
  reports: lazy(() =>
    import('./components/auction-reports-tab').then((m) => ({ default: m.AuctionReportsTab })),
  ),
  'add-property': lazy(() =>
    import('./components/add-property-tab').then((m) => ({ default: m.AddPropertyTab })),
  ),
  registrations: lazy(() =>
    import('./components/registration-management').then((m) => ({ default: m.RegistrationManagement })),
  ),
  auctions: lazy(() => import('./components/auction-list-tab').then((m) => ({ default: m.AuctionListTab }))),
  sales: lazy(() => import('./components/sales-tab').then((m) => ({ default: m.SalesTab }))),
};

const isTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((t) => t.value === value);

/**
 * docs/product.md, "Admin tabs": seven tabs switched in place (the route stays /admin), Dashboard first.
 * Only the open tab is mounted, so each refetches its data when reopened.
 */
export function AdminPage() {
  const { _ } = useLingui();
  const [tab, setTab] = useState<AdminTab>('dashboard');
  return (
    <>
      <PageMeta
        title={_('admin.page.title')}
        description={_('admin.page.description')}
        path="/admin"
        noIndex
      />
      <PageContainer title={_('admin.page.title')} size="xl">
        <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
          <Tabs.List className={classes.tabList} aria-label={_('admin.page.sectionsLabel')}>
            {ADMIN_TABS.map(({ value, label, Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden="true" />}>
                {_(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADMIN_TABS.map(({ value, label }) => {
            const Panel = PANELS[value];
            return (
              <Tabs.Panel key={value} value={value} pt="lg">
                <Suspense fallback={<PageLoader label={_('admin.page.loadingTab', { tab: _(label) })} />}>
                  <Panel onNavigate={setTab} />
                </Suspense>
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </PageContainer>
    </>
  );
}
