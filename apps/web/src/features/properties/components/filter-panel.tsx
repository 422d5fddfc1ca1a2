import { memo, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilter, IconRefresh, IconSearch } from '@tabler/icons-react';
import { FILTER_BANKS, FILTER_PROPERTY_TYPES, capitalizeWords } from '@eauction/shared';
import { useLocations } from '../api/get-locations';
import classes from './filter-panel.module.css';
import {
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
 * The home filter panel (spec 2, "Home (listing)"). Typing changes nothing until 'Search Properties';
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
  const appliedCount = FILTER_KEYS.filter((key) => applied[key]).length;

  const set = (key: FilterKey) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key] || (key === 'dateFrom' && errors.dateTo)) setErrors({});
  };

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
    anyOption(locations.isLoading ? 'Loading locations…' : 'All locations'),
    ...(locations.data ?? []).map((city) => ({ value: city, label: capitalizeWords(city) })),
  ];
  // A location from a shared link that is no longer offered still shows as chosen.
  if (values.location && !locationOptions.some((o) => o.value === values.location)) {
    locationOptions.push({ value: values.location, label: capitalizeWords(values.location) });
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
        {isOpenOnPhone ? 'Hide filters' : 'Show filters'}
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
        <form onSubmit={submit} noValidate role="search" aria-label="Filter properties">
          <Stack gap="sm">
            <Group gap={6}>
              <IconFilter size={18} aria-hidden />
              <Title order={2} size="h4" id="filter-panel-title">
                Filter Properties
              </Title>
            </Group>
            <NativeSelect
              label="Property Type"
              value={values.type}
              onChange={set('type')}
              data={[anyOption('All property types'), ...FILTER_PROPERTY_TYPES]}
            />
            <TextInput
              label="Reserve Price"
              description="Show properties up to this reserve price (₹)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              placeholder="Maximum price"
              value={values.maxPrice}
              onChange={set('maxPrice')}
              error={errors.maxPrice}
            />
            <NativeSelect
              label="Location"
              value={values.location}
              onChange={set('location')}
              data={locationOptions}
              error={locations.isError ? 'Could not load locations' : undefined}
            />
            <TextInput
              label="Auction Date From"
              type="date"
              value={values.dateFrom}
              onChange={set('dateFrom')}
              error={errors.dateFrom}
              max={values.dateTo || undefined}
            />
            <TextInput
              label="Auction Date To"
              type="date"
              value={values.dateTo}
              onChange={set('dateTo')}
              error={errors.dateTo}
              min={values.dateFrom || undefined}
            />
            <NativeSelect
              label="Bank"
              value={values.bank}
              onChange={set('bank')}
              data={[anyOption('All banks'), ...FILTER_BANKS]}
            />
            <div className={classes.buttons}>
              <Button
                type="button"
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={reset}
              >
                Reset Filters
              </Button>
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                Search Properties
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
    </>
  );
});
