import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { Group, Pagination, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { AuctionState } from '@eauction/shared';
import type { AdminListQuery } from '../api/get-admin-auctions';

export const PAGE_SIZE = 20;

/** A list's filter: one of its values, or 'all'. */
export type ListFilter<F extends string> = F | 'all';

/** The labels are message keys. */
const STATE_FILTERS: Array<{ value: ListFilter<AuctionState>; label: string }> = [
  { value: 'all', label: 'admin.list.all' },
  { value: 'upcoming', label: 'admin.auctionState.upcoming' },
  { value: 'live', label: 'admin.auctionState.live' },
  { value: 'ended', label: 'admin.auctionState.ended' },
];

/**
 * Search, one filter and the page of an admin list. Typing waits 300 ms before asking the server; a new
 * search or filter goes back to the first page. The state lives as long as the tab is open, so a
 * dialog's change that refreshes the list keeps the officer's search, filter and page.
 */
export function usePagedSearch<F extends string>() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ListFilter<F>>('all');
  const [debounced] = useDebouncedValue(search, 300);
  const text = debounced.trim();
  // The page belongs to one search and filter: a new one starts on page 1 in the same render, so no
  // request goes out for the old search's first page or the new search's old page.
  const key = `${filter}\u0000${text}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key, page: next }), [key]);
  return {
    search,
    setSearch,
    filter,
    setFilter,
    /** The filter to send, none for 'all'. */
    chosenFilter: filter === 'all' ? undefined : (filter as F),
    /** The search to send once typing has paused, none when blank. */
    searchText: text === '' ? undefined : text,
    page,
    setPage,
    offset: (page - 1) * PAGE_SIZE,
    /** Whether anything narrows the list (the empty message then says so). */
    isFiltered: text !== '' || filter !== 'all',
  };
}

type PagedSearch = ReturnType<typeof usePagedSearch<string>>;

/**
 * After a change elsewhere shortened the list (a deletion, a status that no longer matches the
 * filter), a page past the end moves back to the last page instead of showing nothing.
 */
export function useLastPageClamp(list: Pick<PagedSearch, 'page' | 'setPage'>, total: number | undefined) {
  const { page, setPage } = list;
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (page > last) setPage(last);
  }, [page, setPage, total]);
}

/** The Auction List's and the Auction Reports' query: search, auction state and page. */
export function useListQuery() {
  const list = usePagedSearch<AuctionState>();
  const query: AdminListQuery = {
    search: list.searchText,
    auctionState: list.chosenFilter,
    limit: PAGE_SIZE,
    offset: list.offset,
  };
  return { ...list, query };
}

type ListFiltersProps<F extends string> = {
  list: Pick<PagedSearch, 'search' | 'setSearch'> & {
    filter: ListFilter<F>;
    setFilter: (value: ListFilter<F>) => void;
  };
  /** What the search matches, for its placeholder. */
  searchHint: string;
  /** The search box's label ('Search reports'). */
  label: string;
  /** The filter's choices (shown labels) and its accessible name; the auction states by default. */
  filters?: Array<{ value: ListFilter<F>; label: string }>;
  filterLabel?: string;
};

export function ListFilters<F extends string>({
  list,
  searchHint,
  label,
  filters,
  filterLabel,
}: ListFiltersProps<F>) {
  const { _ } = useLingui();
  const choices =
    filters ??
    (STATE_FILTERS as Array<{ value: ListFilter<F>; label: string }>).map((choice) => ({
      value: choice.value,
      label: _(choice.label),
    }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={label}
        placeholder={searchHint}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        style={{ flex: '1 1 16rem', maxWidth: '30rem' }}
      />
      <SegmentedControl
        aria-label={filterLabel ?? _('admin.list.auctionState')}
        data={choices}
        value={list.filter}
        onChange={(value) => list.setFilter(value as ListFilter<F>)}
      />
    </Group>
  );
}

/** What a list counts, in the pager's texts ('Showing 1–20 of 45 registrations'). */
export type PagerNoun = 'auctions' | 'registrations' | 'refundsDue' | 'refundsMade';

type ListPagerProps = {
  list: Pick<PagedSearch, 'page' | 'setPage' | 'offset'>;
  total: number;
  shown: number;
  noun: PagerNoun;
};

export function ListPager({ list, total, shown, noun }: ListPagerProps) {
  const { _ } = useLingui();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : list.offset + 1;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? _('admin.list.pagerEmpty', { noun })
          : _('admin.list.pagerRange', {
              noun,
              first,
              last: list.offset + shown,
              total: total.toLocaleString('en-IN'),
            })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={list.page}
          onChange={list.setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': _('admin.list.pageControl', { control }) })}
          getItemProps={(page) => ({ 'aria-label': _('admin.list.page', { page }) })}
        />
      ) : null}
    </Group>
  );
}
