import { describe, expect, it } from 'vitest';
import {
  FILTER_PROPERTY_TYPES,
  INDUSTRIES,
  PAYMENT_MODES,
  POSSESSION_TYPE_KEYS,
  POSSESSION_TYPES,
  PROPERTY_TYPE_KEYS,
  PROPERTY_TYPES,
  SITE,
  SITE_KEYS,
  SUB_INDUSTRY_KEYS,
  VENDOR_KEYS,
  ZONE_KEYS,
  ZONES,
} from './constants';
import { REGISTRATION_STATUS_KEYS } from './auction-registration';
import { BID_HISTORY_FILTERS } from './bidding';
import { SHARED_CATALOGUES } from './catalogues';
import { labelKeyOf, labelOf } from './labels';
import { EMD_ACCOUNT_KEYS } from './property';
import { PROPERTY_FIELD_KEYS, PROPERTY_FIELD_LABELS } from './property-input';
import {
  AUCTION_OUTCOME_KEYS,
  AUCTION_OUTCOMES,
  EMD_STATE_KEYS,
  EMD_STATES,
  SALE_STATUS_KEYS,
  SALE_STATUSES,
} from './sale-outcome';

const english = (key: string) => SHARED_CATALOGUES.en[key];

describe('the labels of stored values', () => {
  it('name a key of the labels catalogue for every value of every enumeration', () => {
    const keys = [
      ...SALE_STATUSES.map((s) => SALE_STATUS_KEYS[s]),
      ...EMD_STATES.map((s) => EMD_STATE_KEYS[s]),
      ...AUCTION_OUTCOMES.map((s) => AUCTION_OUTCOME_KEYS[s]),
      ...Object.values(REGISTRATION_STATUS_KEYS),
      ...Object.values(EMD_ACCOUNT_KEYS),
      ...PROPERTY_TYPES.map((t) => PROPERTY_TYPE_KEYS[t]),
      ...ZONES.map((z) => ZONE_KEYS[z]),
      ...POSSESSION_TYPES.map((p) => POSSESSION_TYPE_KEYS[p]),
      ...Object.values(VENDOR_KEYS),
      ...FILTER_PROPERTY_TYPES.map((t) => t.labelKey),
      ...PAYMENT_MODES.map((m) => m.labelKey),
      ...INDUSTRIES.flatMap((i) => [i.labelKey, ...i.subIndustries.map((s) => SUB_INDUSTRY_KEYS[s])]),
      ...BID_HISTORY_FILTERS.map((f) => f.labelKey),
      ...Object.values(SITE_KEYS).flat(),
    ];
    for (const key of keys) {
      expect(key, key).toMatch(/^labels\./);
      expect(SHARED_CATALOGUES.en[key], key).toBeTruthy();
      expect(SHARED_CATALOGUES.hi[key], key).toBeTruthy();
    }
  });

  it('name the form fields of the staff screens by keys of the admin catalogue', () => {
    for (const key of Object.values(PROPERTY_FIELD_KEYS)) {
      expect(key, key).toMatch(/^admin\.propertyField\./);
      expect(SHARED_CATALOGUES.hi[key], key).toBeTruthy();
    }
  });

  it('keep the English field labels of the API’s sentences equal to the catalogue’s English', () => {
    for (const [field, key] of Object.entries(PROPERTY_FIELD_KEYS)) {
      expect(PROPERTY_FIELD_LABELS[field as keyof typeof PROPERTY_FIELD_KEYS]).toBe(english(key));
    }
  });

  it("write SITE's facts in the catalogue's English as SITE has them", () => {
    expect(english(SITE_KEYS.name)).toBe(SITE.name);
    expect(english(SITE_KEYS.fullName)).toBe(SITE.fullName);
    expect(SITE_KEYS.postalAddress.map(english)).toEqual(SITE.postalAddress);
    expect(english(SITE_KEYS.hours)).toBe(SITE.hours);
    expect(english(SITE_KEYS.businessDays)).toBe(SITE.businessDays);
    expect(english(SITE_KEYS.businessHours)).toBe(`${SITE.businessDays}, ${SITE.hours}`);
  });

  it('finds the key of a stored value in any case, and none for a value outside the list', () => {
    expect(labelKeyOf(PROPERTY_TYPE_KEYS, 'RESIDENTIAL HOUSE')).toBe('labels.propertyType.residentialHouse');
    expect(labelKeyOf(PROPERTY_TYPE_KEYS, 'Agricultural land ')).toBe('labels.propertyType.agriculturalLand');
    expect(labelKeyOf(PROPERTY_TYPE_KEYS, 'Shop')).toBeUndefined();
    expect(labelKeyOf(PROPERTY_TYPE_KEYS, 'constructor')).toBeUndefined();
    expect(labelKeyOf(ZONE_KEYS, null)).toBeUndefined();
  });

  it('writes a value in words through the translation, or as it is in capitalised words', () => {
    const hindi = (key: string) => SHARED_CATALOGUES.hi[key] ?? key;
    expect(labelOf(hindi, PROPERTY_TYPE_KEYS, 'RESIDENTIAL FLAT')).toBe('आवासीय फ़्लैट');
    expect(labelOf(hindi, POSSESSION_TYPE_KEYS, 'SYMBOLIC')).toBe('सांकेतिक');
    expect(labelOf(hindi, PROPERTY_TYPE_KEYS, 'WAREHOUSE UNIT')).toBe('Warehouse Unit');
    expect(labelOf(hindi, ZONE_KEYS, '')).toBe('');
  });
});
