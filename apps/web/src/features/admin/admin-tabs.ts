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

/** The tab values, in their order, with their labels (docs/product.md, "Admin tabs"). */
export const ADMIN_TABS = [
  { value: 'dashboard', label: 'Dashboard', Icon: IconLayoutDashboard },
  { value: 'properties', label: 'Property Upload', Icon: IconFileSpreadsheet },
  { value: 'reports', label: 'Auction Reports', Icon: IconChartBar },
  { value: 'add-property', label: 'Add Property', Icon: IconSquarePlus },
  { value: 'registrations', label: 'Registration Management', Icon: IconClipboardList },
  { value: 'auctions', label: 'Auction List', Icon: IconGavel },
  { value: 'sales', label: 'Sales', Icon: IconReceiptRupee },
] as const satisfies ReadonlyArray<{ value: string; label: string; Icon: TablerIcon }>;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** Props of every tab: a way to send the admin to another tab (a counter leads to its list). */
export type TabProps = { onNavigate: (tab: AdminTab) => void };
