import { useLingui } from '@lingui/react';
import { memo, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilter, IconRefresh, IconSearch } from '@tabler/icons-react';
import { FILTER_PROPERTY_TYPES, capitalizeWords } from '@eauction/shared';
import { useBanks } from '../api/get-banks';
import { useLocations } from '../api/get-locations';
import { DateFilterField } from './date-filter-field';
import classes from './filter-panel.module.css';
import {
  AUCTION_STATE_OPTIONS,
  EMPTY_FILTERS,
  FILTER_KEYS,
  validateFilters,
  type CatalogueFilters,
  type FilterErrors,
  type FilterKey,
} from '../filters';

type FilterPanelProps = {
  /** The filters currently applied (from the URL); the form starts from them. */
  applied: CatalogueFilters;
  /** `applied` as one string: when it changes (a search, the back button) the form follows it. */
  appliedKey: string;
  onApply: (filters: CatalogueFilters) => void;
  onReset: () => void;
};

const anyOption = (label: string) => ({ value: '', label });

/**
 * The home filter panel (docs/product.md, "Filters"). Typing changes nothing until 'Search Properties';
 * when the applied filters change (a search, the back button) the form is reset to them in place. It
 * is not remounted: that would drop a keyboard user's focus from the button just pressed to the page.
 * Memoized: the list loading beside it does not render the form again.
 */
export const FilterPanel = memo(function FilterPanel({
  applied,
  appliedKey,
  onApply,
  onReset,
}: FilterPanelProps) {
  const { _ } = useLingui();
  const [values, setValues] = useState<Required<CatalogueFilters>>({ ...EMPTY_FILTERS, ...applied });
  const [errors, setErrors] = useState<FilterErrors>({});
  const [isOpenOnPhone, setOpenOnPhone] = useState(false);
  const [shownKey, setShownKey] = useState(appliedKey);
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setValues({ ...EMPTY_FILTERS, ...applied });
    setErrors({});
    // On a phone the panel folds away to show the results.
    setOpenOnPhone(false);
  }
  const locations = useLocations();
  const banks = useBanks();
  const appliedCount = FILTER_KEYS.filter((key) => applied[key]).length;

  const setValue = (key: FilterKey, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key] || (key === 'dateFrom' && errors.dateTo)) setErrors({});
  };
  const set = (key: FilterKey) => (event: { currentTarget: { value: string } }) =>
    setValue(key, event.currentTarget.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFilters(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      keepFocusWhenFolded();
      onApply(values);
    }
  };

  const reset = () => {
    setValues({ ...EMPTY_FILTERS });
    setErrors({});
    keepFocusWhenFolded();
    onReset();
  };

  // Where the panel folds (phones), the button that opens it again keeps the keyboard focus.
  function keepFocusWhenFolded() {
    const toggle = toggleRef.current;
    if (toggle && getComputedStyle(toggle).display !== 'none') toggle.focus();
  }

  const locationOptions = [
    anyOption(
      locations.isLoading ? _('properties.filters.loadingLocations') : _('properties.filters.allLocations'),
    ),
    ...(locations.data ?? []).map((city) => ({ value: city, label: capitalizeWords(city) })),
  ];
  // A location from a shared link that is no longer offered still shows as chosen.
  if (values.location && !locationOptions.some((o) => o.value === values.location)) {
    locationOptions.push({ value: values.location, label: capitalizeWords(values.location) });
  }

  // The banks that have properties, from the data; a bank from a shared link still shows as chosen.
  const bankOptions = [
    anyOption(banks.isLoading ? _('properties.filters.loadingBanks') : _('properties.filters.allBanks')),
    ...(banks.data ?? []).map((bank) => ({ value: bank, label: bank })),
  ];
  if (values.bank && !bankOptions.some((o) => o.value === values.bank)) {
    bankOptions.push({ value: values.bank, label: values.bank });
  }
  const stateOptions = AUCTION_STATE_OPTIONS.map((o) => ({ value: o.value, label: _(o.label) }));
  if (values.auctionState && !stateOptions.some((o) => o.value === values.auctionState)) {
    stateOptions.push({ value: values.auctionState, label: values.auctionState });
  }

  return (
    <>
      <Button
        ref={toggleRef}
        className={classes.toggle}
        variant="default"
        fullWidth
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          appliedCount > 0 ? (
            <Badge size="sm" circle>
              {appliedCount}
            </Badge>
          ) : undefined
        }
        aria-expanded={isOpenOnPhone}
        aria-controls="filter-panel"
        onClick={() => setOpenOnPhone((o) => !o)}
      >
        {isOpenOnPhone ? _('properties.filters.hide') : _('properties.filters.show')}
      </Button>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        id="filter-panel"
        aria-labelledby="filter-panel-title"
        className={classes.panel}
        data-collapsed={isOpenOnPhone ? undefined : true}
        mt={{ base: isOpenOnPhone ? 'sm' : 0, md: 0 }}
      >
        <form onSubmit={submit} noValidate role="search" aria-label={_('properties.filters.formLabel')}>
          <Stack gap="sm">
            <Group gap={6}>
              <IconFilter size={18} aria-hidden />
              <Title order={2} size="h4" id="filter-panel-title">
                {_('properties.filters.title')}
              </Title>
            </Group>
            <NativeSelect
              label={_('properties.filters.auctionStatus')}
              value={values.auctionState}
              onChange={set('auctionState')}
              data={stateOptions}
              error={errors.auctionState && _(errors.auctionState)}
            />
            <NativeSelect
              label={_('properties.filters.propertyType')}
              value={values.type}
              onChange={set('type')}
              data={[
                anyOption(_('properties.filters.allPropertyTypes')),
                ...FILTER_PROPERTY_TYPES.map((t) => ({ value: t.value, label: _(t.labelKey) })),
              ]}
            />
            <TextInput
              label={_('properties.filters.reservePrice')}
              description={_('properties.filters.reservePriceHelp')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              placeholder={_('properties.filters.maxPricePlaceholder')}
              value={values.maxPrice}
              onChange={set('maxPrice')}
              error={errors.maxPrice && _(errors.maxPrice)}
            />
            <NativeSelect
              label={_('properties.filters.location')}
              value={values.location}
              onChange={set('location')}
              data={locationOptions}
              error={locations.isError ? _('properties.filters.locationsError') : undefined}
            />
            <DateFilterField
              id="filter-date-from"
              label={_('properties.filters.dateFrom')}
              value={values.dateFrom}
              onChange={(value) => setValue('dateFrom', value)}
              error={errors.dateFrom && _(errors.dateFrom)}
              maxDate={values.dateTo}
            />
            <DateFilterField
              id="filter-date-to"
              label={_('properties.filters.dateTo')}
              value={values.dateTo}
              onChange={(value) => setValue('dateTo', value)}
              error={errors.dateTo && _(errors.dateTo)}
              minDate={values.dateFrom}
            />
            <NativeSelect
              label={_('properties.filters.bank')}
              value={values.bank}
              onChange={set('bank')}
              data={bankOptions}
              error={banks.isError ? _('properties.filters.banksError') : undefined}
            />
            <div className={classes.buttons}>
              <Button
                type="button"
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={reset}
              >
                {_('properties.filters.reset')}
              </Button>
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                {_('properties.filters.search')}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
    </>
  );
});
