import { describe, expect, it } from 'vitest';
import { issueMessage } from './messages';
import {
  borrowerName,
  capitalizeWords,
  cardState,
  defaultEmdAmount,
  emdProgressPercent,
  matchesFilters,
  propertyTitle,
  PropertyListQuerySchema,
} from './property';

const timed = {
  auctionStartTime: '2026-12-10T04:30:00.000Z', // 10:00 IST
  auctionEndTime: '2026-12-10T11:30:00.000Z', // 17:00 IST
  emdSubmission: '2026-12-08',
};

describe('cardState', () => {
  it('is live from the start instant until just before the end', () => {
    expect(cardState(timed, '2026-12-10T04:30:00.000Z')).toBe('live');
    expect(cardState(timed, '2026-12-10T11:29:59.999Z')).toBe('live');
  });

  it('is closed from the end instant on', () => {
    expect(cardState(timed, '2026-12-10T11:30:00.000Z')).toBe('closed');
  });

  it('keeps EMD registration open to the last millisecond of the deadline day in IST', () => {
    expect(cardState(timed, '2026-12-01T00:00:00.000Z')).toBe('registration-open');
    expect(cardState(timed, '2026-12-08T18:29:59.999Z')).toBe('registration-open');
    expect(cardState(timed, '2026-12-08T18:30:00.000Z')).toBe('closed');
  });

  it('is closed before the start once the EMD deadline has passed', () => {
    expect(cardState(timed, '2026-12-09T12:00:00.000Z')).toBe('closed');
  });
});

describe('emdProgressPercent', () => {
  it('measures days left out of 30, clamped to 0–100', () => {
    expect(emdProgressPercent('2026-12-16', '2026-12-01T06:00:00Z')).toBe(50);
    expect(emdProgressPercent('2026-12-31', '2026-12-01T06:00:00Z')).toBe(100);
    expect(emdProgressPercent('2027-03-01', '2026-12-01T06:00:00Z')).toBe(100);
    expect(emdProgressPercent('2026-11-20', '2026-12-01T06:00:00Z')).toBe(0);
    expect(emdProgressPercent('2026-12-01', '2026-12-01T06:00:00Z')).toBe(0);
  });
});

describe('borrower name and title', () => {
  it('cuts trailing text starting "(Property"', () => {
    expect(borrowerName('M/s Sharma Traders (Property of Mr. Ramesh Sharma)')).toBe('M/s Sharma Traders');
    expect(borrowerName('Anita Devi')).toBe('Anita Devi');
    expect(borrowerName('')).toBe('');
    expect(borrowerName(null)).toBe('');
  });

  it('titles with the borrower when a customer name exists, else "in" the location, the type by its label', () => {
    const keys = (key: string, values?: Record<string, string>) =>
      values ? `${key} ${JSON.stringify(values)}` : key;
    expect(
      propertyTitle({ propertyType: 'LAND', customerName: 'Anita Devi', propertyLocation: 'Jaipur' }, keys),
    ).toBe('labels.propertyType.land - Anita Devi');
    expect(propertyTitle({ propertyType: 'LAND', customerName: '', propertyLocation: 'JAIPUR' }, keys)).toBe(
      'labels.propertyTitle.inCity {"type":"labels.propertyType.land","city":"Jaipur"}',
    );
  });

  it('capitalises location words', () => {
    expect(capitalizeWords('new delhi')).toBe('New Delhi');
    expect(capitalizeWords('NAVI MUMBAI')).toBe('Navi Mumbai');
    expect(capitalizeWords('north-delhi')).toBe('North-Delhi');
  });
});

describe('EMD amount', () => {
  it('is 10% of the reserve price in whole rupees, rounded up', () => {
    expect(defaultEmdAmount(2500000)).toBe(250000);
    expect(defaultEmdAmount(1234567)).toBe(123457);
  });
});

describe('home filter meanings', () => {
  const p = {
    propertyType: 'AGRICULTURAL LAND',
    propertyLocation: 'Jaipur',
    reservePrice: 500000,
    auctionDate: '2026-12-10',
    bankName: 'Bharat Housing Finance Ltd',
  };

  it('matches type by containment, ignoring case', () => {
    expect(matchesFilters(p, { type: 'LAND' })).toBe(true);
    expect(matchesFilters(p, { type: 'land' })).toBe(true);
    expect(matchesFilters(p, { type: 'RESIDENTIAL' })).toBe(false);
  });

  it('matches location by exact equality', () => {
    expect(matchesFilters(p, { location: 'Jaipur' })).toBe(true);
    expect(matchesFilters(p, { location: 'Jaipu' })).toBe(false);
  });

  it('keeps a reserve price equal to the maximum and drops a higher one', () => {
    expect(matchesFilters(p, { maxPrice: 500000 })).toBe(true);
    expect(matchesFilters(p, { maxPrice: 499999 })).toBe(false);
  });

  it('includes both ends of the date range', () => {
    expect(matchesFilters(p, { dateFrom: '2026-12-10', dateTo: '2026-12-10' })).toBe(true);
    expect(matchesFilters(p, { dateFrom: '2026-12-11' })).toBe(false);
    expect(matchesFilters(p, { dateTo: '2026-12-09' })).toBe(false);
  });

  it('matches the bank exactly', () => {
    expect(matchesFilters(p, { bank: 'Bharat Housing Finance Ltd' })).toBe(true);
    expect(matchesFilters(p, { bank: 'Other Bank' })).toBe(false);
  });
});

describe('PropertyListQuerySchema', () => {
  const parse = (q: Record<string, string>) => PropertyListQuerySchema.safeParse(q);
  const message = (q: Record<string, string>) => {
    const r = parse(q);
    return r.success ? null : r.error.issues.map((i) => i.message).join('; ');
  };

  it('defaults to 50 rows from offset 0 and drops empty values', () => {
    const r = parse({ type: '', location: '' });
    expect(r.success && r.data).toEqual({ limit: 50, offset: 0, type: undefined, location: undefined });
  });

  it('parses every filter', () => {
    const r = parse({
      type: 'LAND',
      location: 'Jaipur',
      maxPrice: '500000',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-31',
      bank: 'Bharat Housing Finance Ltd',
      limit: '24',
      offset: '48',
    });
    expect(r.success && r.data).toMatchObject({
      maxPrice: 500000,
      limit: 24,
      offset: 48,
      dateTo: '2026-12-31',
    });
  });

  it("refuses bad values with the key of the parameter's message", () => {
    expect(message({ maxPrice: '-1' })).toBe('errors.query.maxPrice.invalid');
    expect(message({ maxPrice: 'abc' })).toBe('errors.query.maxPrice.invalid');
    expect(message({ dateFrom: '2026-02-30' })).toBe('errors.query.dateFrom.notDate');
    expect(message({ dateTo: 'tomorrow' })).toBe('errors.query.dateTo.notDate');
    expect(message({ limit: '100000' })).toBe('errors.query.limit.invalid');
    expect(message({ limit: '0' })).toBe('errors.query.limit.invalid');
    expect(message({ limit: '2.5' })).toBe('errors.query.limit.invalid');
    expect(message({ offset: '-3' })).toBe('errors.query.offset.invalid');
    expect(message({ dateFrom: '2026-12-31', dateTo: '2026-12-01' })).toBe(
      'errors.query.dateTo.beforeDateFrom',
    );
    expect(message({ auctionState: 'sold' })).toBe('errors.query.auctionState.invalid');
    expect(message({ bank: 'x'.repeat(101) })).toBe('errors.query.bank.tooLong');
  });

  it('gives the limit it broke to the message', () => {
    const messages = (q: Record<string, string>) => {
      const r = parse(q);
      return r.success ? [] : r.error.issues.map(issueMessage);
    };
    expect(messages({ limit: '201' })).toEqual([
      { id: 'errors.query.limit.invalid', values: { maximum: 200 } },
    ]);
    expect(messages({ type: 'x'.repeat(51) })).toEqual([
      { id: 'errors.query.type.tooLong', values: { maximum: 50 } },
    ]);
  });

  it('accepts the limit bounds 1 and 200', () => {
    expect(parse({ limit: '1' }).success).toBe(true);
    expect(parse({ limit: '200' }).success).toBe(true);
  });

  it('refuses unknown parameters', () => {
    expect(parse({ colour: 'red' }).success).toBe(false);
  });
});
