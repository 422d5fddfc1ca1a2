import { useLingui } from '@lingui/react';
import { useDeferredValue, useState } from 'react';
import { Center, Loader, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { ACCOUNT_MESSAGES, toIstDate, labelOf, PROPERTY_TYPE_KEYS, type Property } from '@eauction/shared';
import { FormAlert } from '../../components/form/form-alert';
import { AccountPage } from '../../components/account-page';
import { useServerNow } from '../../lib/server-clock';
import { useInterestedProperties } from './api/get-interested-properties';
import { useRemoveInterest } from './api/remove-interest';
import { InterestedPropertyCard } from './components/interested-property-card';
import { ListToolbar } from './components/list-toolbar';

export type InterestFilter = 'all' | 'upcoming' | 'completed';

/** The filter's choices, their labels' message keys. */
const INTEREST_FILTERS: ReadonlyArray<{ value: InterestFilter; label: string }> = [
  { value: 'all', label: 'dashboard.interested.filter.all' },
  { value: 'upcoming', label: 'dashboard.interested.filter.upcoming' },
  { value: 'completed', label: 'dashboard.interested.filter.completed' },
];

/**
 * Upcoming when the auction date is today or later, compared at the start of the day (docs/product.md,
 * "Interested Properties") in the auction house's zone: auction dates are IST calendar dates, so comparing
 * the dates is exactly that.
 */
export function isUpcomingAuction(p: Pick<Property, 'auctionDate'>, now: Date): boolean {
  return p.auctionDate >= toIstDate(now);
}

/**
 * The search box matches property type (as stored or as the page names it, `typeLabel`), location or
 * owner, ignoring case.
 */
export function matchesSearch(p: Property, search: string, typeLabel = ''): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [p.propertyType, typeLabel, p.propertyLocation, p.state, p.customerName].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * Interested Properties (docs/product.md, "Interested Properties"): the user's saved properties,
 * searchable and filterable.
 */
export function InterestedPropertiesPage() {
  const { _ } = useLingui();
  const list = useInterestedProperties();
  const remove = useRemoveInterest();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<InterestFilter>('all');
  const deferredSearch = useDeferredValue(search);
  // The server's day, not the browser's: a minute's resolution is plenty for a date comparison.
  const now = useServerNow(60_000);

  const all = list.data ?? [];
  const shown = all.filter((p) => {
    if (!matchesSearch(p, deferredSearch, labelOf(_, PROPERTY_TYPE_KEYS, p.propertyType))) return false;
    if (filter === 'all') return true;
    return isUpcomingAuction(p, now) === (filter === 'upcoming');
  });

  let body;
  if (list.isPending) {
    body = (
      <Center py="xl" role="status" aria-label={_('dashboard.interested.loading')}>
        <Loader />
      </Center>
    );
  } else if (list.isError) {
    body = <FormAlert tone="error">{_(ACCOUNT_MESSAGES.interestedLoadFailed)}</FormAlert>;
  } else if (all.length === 0) {
    body = (
      <Text ta="center" py="xl" data-testid="interested-empty">
        {_('dashboard.interested.empty')}
      </Text>
    );
  } else if (shown.length === 0) {
    body = (
      <Text ta="center" py="xl" data-testid="interested-empty">
        {_('dashboard.interested.noMatch')}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((p) => (
          <InterestedPropertyCard
            key={p._id}
            property={p}
            isUpcoming={isUpcomingAuction(p, now)}
            isRemoving={remove.isPending && remove.variables === p._id}
            onRemove={() => remove.mutate(p._id)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <AccountPage
      title={_('dashboard.interested.title')}
      lead={_('dashboard.interested.lead')}
      description={_('dashboard.interested.metaDescription')}
      path="/dashboard/interested-properties"
    >
      {remove.isError ? (
        <FormAlert tone="error">{_(ACCOUNT_MESSAGES.interestedRemoveFailed)}</FormAlert>
      ) : null}
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        filter={filter}
        onFilterChange={setFilter}
        filters={INTEREST_FILTERS.map((f) => ({ value: f.value, label: _(f.label) }))}
        filterLabelId="interest-filter-label"
      />
      {list.isSuccess ? (
        <VisuallyHidden role="status">
          {_('dashboard.interested.shown', { count: shown.length })}
        </VisuallyHidden>
      ) : null}
      {body}
    </AccountPage>
  );
}
