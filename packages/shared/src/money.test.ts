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
