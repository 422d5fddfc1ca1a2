import { describe, expect, it } from 'vitest';
import { INDIAN_REGIONS, districtsOf, findDistrict, findIndianRegion, isIndianRegion } from './india-places';
import {
  INDIAN_BANKS,
  INDIAN_BANK_KINDS,
  INDIAN_BANK_NAMES,
  bankOfIfsc,
  findBankByName,
  ifscCodesOf,
} from './indian-banks';
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
  it('has one entry per name and per code, sorted by name, each with IFSCs of its own or from a sponsor', () => {
    const codes = INDIAN_BANKS.map((b) => b.code).filter(Boolean);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(INDIAN_BANK_NAMES.map((n) => n.toLowerCase())).size).toBe(INDIAN_BANKS.length);
    expect([...INDIAN_BANK_NAMES].sort((a, b) => a.localeCompare(b, 'en-IN'))).toEqual(INDIAN_BANK_NAMES);
    const listed = new Set(codes);
    for (const bank of INDIAN_BANKS) {
      expect(bank.name, bank.name).toBe(bank.name.trim());
      expect(bank.code || bank.sponsorIfscs.length, bank.name).toBeTruthy();
      if (bank.code) expect(IFSC_PATTERN.test(`${bank.code}0ABC123`), bank.name).toBe(true);
      // A sponsor is itself a bank of the list, and what it issued starts like an IFSC.
      for (const ifsc of bank.sponsorIfscs) {
        expect(listed.has(ifsc.slice(0, 4)), `${bank.name} ${ifsc}`).toBe(true);
        expect(ifsc, bank.name).toMatch(/^[A-Z]{4}0[A-Z0-9]{0,6}$/);
      }
    }
  });

  it('covers the whole register: public, private, small finance, payments, foreign, regional rural and co-operative banks', () => {
    expect(INDIAN_BANKS.length).toBeGreaterThan(1200);
    const count = (kind: string) => INDIAN_BANKS.filter((b) => b.kind === kind).length;
    expect(count('public-sector')).toBe(12);
    expect(count('payments')).toBe(6);
    expect(count('small-finance')).toBeGreaterThanOrEqual(10);
    expect(count('private-sector')).toBeGreaterThanOrEqual(20);
    expect(count('regional-rural')).toBeGreaterThanOrEqual(28);
    expect(count('co-operative')).toBeGreaterThan(1000);
    // Every kind has its heading in the Bank select, and no bank is left out of the groups.
    expect(INDIAN_BANKS.every((b) => INDIAN_BANK_KINDS.some((k) => k.kind === b.kind))).toBe(true);
    // Merged banks (IFSCs withdrawn) and institutions where nobody keeps an account are not offered.
    for (const gone of ['Allahabad Bank', 'Syndicate Bank', 'Laxmi Vilas Bank', 'Reserve Bank of India']) {
      expect(findBankByName(gone), gone).toBeNull();
    }
  });

  it('finds the bank of an IFSC by its first four letters, or by the IFSC a sponsor issued for it', () => {
    expect(bankOfIfsc('SBIN0001234')?.name).toBe('State Bank of India');
    expect(bankOfIfsc('utib0000123')?.name).toBe('Axis Bank');
    expect(bankOfIfsc('HDFC')?.name).toBe('HDFC Bank');
    expect(bankOfIfsc('ICIC0001234')?.name).toBe('ICICI Bank');
    expect(bankOfIfsc('ICIC00MPCUB')?.name).toBe('Maharana Pratap Co-operative Urban Bank');
    expect(bankOfIfsc(' fdrl0sawant ')?.name).toBe('Sawantwadi Urban Co-operative Bank');
    expect(bankOfIfsc('HDF')).toBeNull();
    expect(bankOfIfsc('QQQQ0001234')).toBeNull();
    expect(bankOfIfsc('12340001234')).toBeNull();
    expect(bankOfIfsc('ALLA0211234')).toBeNull();
    expect(findBankByName('Canara Bank')?.code).toBe('CNRB');
    expect(findBankByName('canara bank')).toBeNull();
    expect(ifscCodesOf(findBankByName('Pratap Co-operative Bank')!)).toEqual(['MDCB']);
    expect(ifscCodesOf(findBankByName('Canara Bank')!)).toEqual(['CNRB']);
  });
});
