import { useState } from 'react';
import { Group, Pagination, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { AuctionState } from '@eauction/shared';
import type { AdminListQuery } from '../api/get-admin-auctions';

export const PAGE_SIZE = 20;

type StateFilter = AuctionState | 'all';
const STATE_FILTERS: Array<{ value: StateFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'live', label: 'Live' },
  { value: 'ended', label: 'Ended' },
];

/**
 * Search, state filter and page of the Auction List and the Auction Reports. Typing waits 300 ms before
 * asking the server; a new search or filter goes back to the first page.
 */
export function useListQuery() {
  const [search, setSearchText] = useState('');
  const [state, setStateFilter] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const query: AdminListQuery = {
    search: debounced.trim() || undefined,
    auctionState: state === 'all' ? undefined : state,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  return {
    query,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    state,
    setState: (value: StateFilter) => {
      setStateFilter(value);
      setPage(1);
    },
    page,
    setPage,
    /** Whether anything narrows the list (the empty message then says so). */
    isFiltered: debounced.trim() !== '' || state !== 'all',
  };
}

type ListQueryState = ReturnType<typeof useListQuery>;

type ListFiltersProps = {
  list: ListQueryState;
  /** What the search matches, for its placeholder and label. */
  searchHint: string;
  label: string;
};

export function ListFilters({ list, searchHint, label }: ListFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={`Search ${label}`}
        placeholder={searchHint}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        style={{ flex: '1 1 16rem', maxWidth: '30rem' }}
      />
      <SegmentedControl
        aria-label="Auction state"
        data={STATE_FILTERS}
        value={list.state}
        onChange={(value) => list.setState(value as StateFilter)}
      />
    </Group>
  );
}

type ListPagerProps = { list: ListQueryState; total: number; shown: number; noun: string };

export function ListPager({ list, total, shown, noun }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : list.query.offset + 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `Showing ${first}–${list.query.offset + shown} of ${total.toLocaleString('en-IN')} ${noun}`}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={list.page}
          onChange={list.setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      ) : null}
    </Group>
  );
}
