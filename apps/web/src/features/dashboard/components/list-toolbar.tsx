import { useLingui } from '@lingui/react';
import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type ListToolbarProps<F extends string> = {
  search: string;
  onSearchChange: (search: string) => void;
  filter: F;
  onFilterChange: (filter: F) => void;
  filters: ReadonlyArray<{ value: F; label: string }>;
  /** Unique on the page: labels the filter control. */
  filterLabelId: string;
};

/**
 * The search box (property type, location or owner) and the filter of the dashboard's lists
 * (docs/product.md, "Interested Properties" and "Bidding History").
 */
export function ListToolbar<F extends string>({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  filters,
  filterLabelId,
}: ListToolbarProps<F>) {
  const { _ } = useLingui();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label={_('dashboard.toolbar.search')}
        placeholder={_('dashboard.toolbar.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        type="search"
        style={{ flex: '1 1 16rem' }}
      />
      <div>
        <Text component="span" id={filterLabelId} size="sm" fw={500} display="block" mb={4}>
          {_('dashboard.toolbar.show')}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(value) => onFilterChange(value as F)}
          data={filters.map((f) => ({ value: f.value, label: f.label }))}
        />
      </div>
    </Group>
  );
}
