import {
  IconChartBar,
  IconClipboardList,
  IconFileSpreadsheet,
  IconGavel,
  IconLayoutDashboard,
  IconReceiptRupee,
  IconSquarePlus,
  type TablerIcon,
} from '@tabler/icons-react';

/** The tab values, in their order, with their labels' message keys (docs/product.md, "Admin tabs"). */
export const ADMIN_TABS = [
  { value: 'dashboard', label: 'admin.tabs.dashboard', Icon: IconLayoutDashboard },
  { value: 'properties', label: 'admin.tabs.propertyUpload', Icon: IconFileSpreadsheet },
  { value: 'reports', label: 'admin.tabs.auctionReports', Icon: IconChartBar },
  { value: 'add-property', label: 'admin.tabs.addProperty', Icon: IconSquarePlus },
  { value: 'registrations', label: 'admin.tabs.registrationManagement', Icon: IconClipboardList },
  { value: 'auctions', label: 'admin.tabs.auctionList', Icon: IconGavel },
  { value: 'sales', label: 'admin.tabs.sales', Icon: IconReceiptRupee },
] as const satisfies ReadonlyArray<{ value: string; label: string; Icon: TablerIcon }>;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** Props of every tab: a way to send the admin to another tab (a counter leads to its list). */
export type TabProps = { onNavigate: (tab: AdminTab) => void };
