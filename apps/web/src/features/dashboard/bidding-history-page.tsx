import { useLingui } from '@lingui/react';
import { useDeferredValue, useState } from 'react';
import { Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  BID_HISTORY_FILTERS,
  BIDDING_MESSAGES,
  matchesBidFilter,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type BidHistoryEntry,
  type BidHistoryFilter,
} from '@eauction/shared';
import { FormAlert } from '../../components/form/form-alert';
import { AccountPage } from '../../components/account-page';
import { useBiddingHistory } from './api/get-bidding-history';
import { BidHistoryCard } from './components/bid-history-card';
import classes from './bidding-history-page.module.css';
import { ListToolbar } from './components/list-toolbar';

/**
 * The search box matches property type (as stored or as the page names it, `typeLabel`), location (city
 * or state) or owner, ignoring case.
 */
export function matchesBidSearch(entry: BidHistoryEntry, search: string, typeLabel = ''): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const p = entry.property;
  return [p.propertyType, typeLabel, p.propertyLocation, p.State, p.customerName].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * Bidding History (docs/product.md, "Bidding History"): every bid the user placed, newest first,
 * searchable and filtered by All Bids / Active / Won / Lost (docs/product.md, "Bid display state").
 */
export function BiddingHistoryPage() {
  const { _ } = useLingui();
  const history = useBiddingHistory();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<BidHistoryFilter>('all');
  const deferredSearch = useDeferredValue(search);

  const all = history.data ?? [];
  const shown = all
    .filter(
      (entry) =>
        matchesBidFilter(entry, filter) &&
        matchesBidSearch(entry, deferredSearch, labelOf(_, PROPERTY_TYPE_KEYS, entry.property.propertyType)),
    )
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));

  let body;
  if (history.isPending) {
    body = (
      <Center py="xl" role="status" aria-label={_('dashboard.bids.loading')}>
        <Loader />
      </Center>
    );
  } else if (history.isError) {
    body = <FormAlert tone="error">{_(BIDDING_MESSAGES.biddingHistoryLoadFailed)}</FormAlert>;
  } else if (all.length === 0) {
    body = (
      <Text ta="center" py="xl" data-testid="bids-empty">
        {_(BIDDING_MESSAGES.biddingHistoryEmpty)}
      </Text>
    );
  } else if (shown.length === 0) {
    body = (
      <Text ta="center" py="xl" data-testid="bids-empty">
        {_(BIDDING_MESSAGES.biddingHistoryNoMatch)}
      </Text>
    );
  } else {
    body = (
      // The list scrolls with the page, not within about 15rem as first described (decision 030).
      <div
        className={classes.list}
        role="region"
        aria-label={_('dashboard.bids.listLabel')}
        data-testid="bid-list"
      >
        <Stack gap="sm">
          {shown.map((entry) => (
            <BidHistoryCard key={entry._id} entry={entry} />
          ))}
        </Stack>
      </div>
    );
  }

  return (
    <AccountPage
      title={_('dashboard.bids.title')}
      lead={_('dashboard.bids.lead')}
      description={_('dashboard.bids.metaDescription')}
      path="/dashboard/bidding-history"
    >
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        filter={filter}
        onFilterChange={setFilter}
        filters={BID_HISTORY_FILTERS.map((f) => ({ value: f.value, label: _(f.labelKey) }))}
        filterLabelId="bid-filter-label"
      />
      {history.isSuccess ? (
        <VisuallyHidden role="status">{_('dashboard.bids.shown', { count: shown.length })}</VisuallyHidden>
      ) : null}
      {body}
    </AccountPage>
  );
}
