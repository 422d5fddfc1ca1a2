import { describe, expect, it } from 'vitest';
import { INDIAN_REGIONS, districtsOf, findDistrict, findIndianRegion, isIndianRegion } from './india-places';
import { INDIAN_BANKS, INDIAN_BANK_NAMES, bankOfIfsc, findBankByName } from './indian-banks';
import { IFSC_PATTERN } from './fields';

describe("India's states, union territories and districts", () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(INDIAN_REGIONS.filter((r) => r.kind === 'state')).toHaveLength(28);
    expect(INDIAN_REGIONS.filter((r) => r.kind === 'union-territory').map((r) => r.name)).toEqual([
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ]);
    expect(new Set(INDIAN_REGIONS.map((r) => r.name)).size).toBe(36);
  });

  it('gives every one its districts, sorted and without repeats', () => {
    for (const region of INDIAN_REGIONS) {
      expect(region.districts.length, region.name).toBeGreaterThan(0);
      expect(new Set(region.districts).size, region.name).toBe(region.districts.length);
      expect(
        [...region.districts].sort((a, b) => a.localeCompare(b)),
        region.name,
      ).toEqual(region.districts);
    }
    expect(districtsOf('Uttar Pradesh')).toHaveLength(75);
    expect(districtsOf('Goa')).toEqual(['North Goa', 'South Goa']);
    expect(districtsOf('Atlantis')).toEqual([]);
    expect(isIndianRegion('Tamil Nadu')).toBe(true);
    expect(isIndianRegion('tamil nadu')).toBe(false);
  });

  it('reads the spellings a profile may hold', () => {
    expect(findIndianRegion('madhya-pradesh')?.name).toBe('Madhya Pradesh');
    expect(findIndianRegion('  DELHI ')?.name).toBe('Delhi');
    expect(findIndianRegion('')).toBeNull();
    expect(findDistrict('Madhya Pradesh', 'indore')).toBe('Indore');
    expect(findDistrict('Delhi', 'new-delhi')).toBe('New Delhi');
    expect(findDistrict('Maharashtra', 'aurangabad')).toBe('Chhatrapati Sambhajinagar (Aurangabad)');
    expect(findDistrict('Maharashtra', 'Mumbai')).toBeNull();
  });
});

describe('Indian banks and their IFSC codes', () => {
  it('has one entry per name and per code, sorted by name, each code four capitals', () => {
    expect(new Set(INDIAN_BANKS.map((b) => b.code)).size).toBe(INDIAN_BANKS.length);
    expect(new Set(INDIAN_BANK_NAMES).size).toBe(INDIAN_BANKS.length);
    expect([...INDIAN_BANK_NAMES].sort((a, b) => a.localeCompare(b, 'en-IN'))).toEqual(INDIAN_BANK_NAMES);
    for (const bank of INDIAN_BANKS) {
      expect(bank.code, bank.name).toMatch(/^[A-Z]{4}$/);
      expect(IFSC_PATTERN.test(`${bank.code}0ABC123`), bank.name).toBe(true);
    }
  });

  it('covers public, private, small finance, payments, foreign and co-operative banks', () => {
    const kinds = new Set(INDIAN_BANKS.map((b) => b.kind));
    for (const kind of [
      'public-sector',
      'private-sector',
      'small-finance',
      'payments',
      'foreign',
      'co-operative',
    ]) {
      expect(kinds.has(kind as never), kind).toBe(true);
    }
    expect(INDIAN_BANKS.filter((b) => b.kind === 'public-sector')).toHaveLength(12);
  });

  it('finds the bank of an IFSC by its first four letters', () => {
    expect(bankOfIfsc('SBIN0001234')?.name).toBe('State Bank of India');
    expect(bankOfIfsc('utib0000123')?.name).toBe('Axis Bank');
    expect(bankOfIfsc('HDFC')?.name).toBe('HDFC Bank');
    expect(bankOfIfsc('HDF')).toBeNull();
    expect(bankOfIfsc('QQQQ0001234')).toBeNull();
    expect(bankOfIfsc('12340001234')).toBeNull();
    expect(findBankByName('Canara Bank')?.code).toBe('CNRB');
    expect(findBankByName('canara bank')).toBeNull();
  });
});
