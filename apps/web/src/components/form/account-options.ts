import {
  ACCOUNT_STATES,
  citiesOf,
  INDUSTRIES,
  labelOf,
  SUB_INDUSTRY_KEYS,
  subIndustriesOf,
} from '@eauction/shared';

/*
 * Options of the account forms' dependent lists (docs/product.md, "Enumerations"). Values are the
 * listed slugs; labels read as words ('new-delhi' → 'New Delhi'): places by their names, industries by
 * their labels in the page's language (`_`, the labels catalogue).
 */
export type Option = { value: string; label: string };

export function slugLabel(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const STATE_OPTIONS: Option[] = ACCOUNT_STATES.map((s) => ({ value: s.value, label: s.label }));

export function cityOptions(state: string): Option[] {
  return citiesOf(state).map((city) => ({ value: city, label: slugLabel(city) }));
}

export function industryOptions(_: (key: string) => string): Option[] {
  return INDUSTRIES.map((i) => ({ value: i.value, label: _(i.labelKey) }));
}

export function subIndustryOptions(industry: string, _: (key: string) => string): Option[] {
  return subIndustriesOf(industry).map((sub) => ({ value: sub, label: labelOf(_, SUB_INDUSTRY_KEYS, sub) }));
}

/** A native select's first, empty choice, so nothing is chosen until the user picks. */
export function withPlaceholder(label: string, options: Option[]): Option[] {
  return [{ value: '', label }, ...options];
}
