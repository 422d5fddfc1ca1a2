import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(99999)).toBe('₹99,999');
    expect(formatRupees(125000000)).toBe('₹12,50,00,000');
  });

  it('shows whole rupees', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999.6)).toBe('₹1,000');
    expect(formatRupees(-5000)).toBe('-₹5,000');
  });
});

describe('formatRupees against the en-IN number format', () => {
  it('groups every magnitude exactly as Intl.NumberFormat en-IN does', () => {
    const reference = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const amounts = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890];
    for (let n = 1; n < 1e15; n = n * 7 + 3) amounts.push(n);
    amounts.push(Number.MAX_SAFE_INTEGER, 10 ** 18);
    for (const amount of amounts) {
      expect(formatRupees(amount), String(amount)).toBe(`₹${reference.format(amount)}`);
      expect(formatRupees(-amount), String(-amount)).toBe(`-₹${reference.format(amount)}`);
    }
  });

  it('says nothing misleading for a value that is not an amount', () => {
    expect(formatRupees(Number.NaN)).toBe('₹—');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹—');
  });
});
