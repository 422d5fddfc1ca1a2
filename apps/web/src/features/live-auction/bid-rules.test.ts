import { describe, expect, it } from 'vitest';
import { autoBidErrors, bidAmountError } from './bid-rules';

describe('bidAmountError (bid rules)', () => {
  it('asks for an amount higher than the current bid, in the product’s words', () => {
    const message = 'Please enter a valid bid amount higher than ₹25,00,000';
    expect(bidAmountError(2_500_000, 2_500_000, 2_510_000)).toBe(message);
    expect(bidAmountError(2_400_000, 2_500_000, 2_510_000)).toBe(message);
    expect(bidAmountError('', 2_500_000, 2_510_000)).toBe(message);
    expect(bidAmountError('abc', 2_500_000, 2_510_000)).toBe(message);
  });

  it('accepts the minimum and anything above it', () => {
    expect(bidAmountError(2_510_000, 2_500_000, 2_510_000)).toBeNull();
    expect(bidAmountError(3_000_000, 2_500_000, 2_510_000)).toBeNull();
  });

  it('uses the engine’s minimum between the current bid and the next step', () => {
    expect(bidAmountError(2_505_000, 2_500_000, 2_510_000)).toBe('Your bid must be at least ₹25,10,000');
  });

  it('takes the reserve price as the floor before the first bid', () => {
    expect(bidAmountError(2_450_000, null, 2_450_000)).toBeNull();
    expect(bidAmountError(2_000_000, null, 2_450_000)).toBe('Your bid must be at least ₹24,50,000');
    expect(bidAmountError('', null, 2_450_000)).toBe('Please enter a valid bid amount');
  });

  it('refuses fractions and absurd amounts', () => {
    expect(bidAmountError(2_510_000.5, 2_500_000, 2_510_000)).toBe(
      'Bid amount must be a whole number of rupees',
    );
    expect(bidAmountError(1e16, 2_500_000, 2_510_000)).toBe('Bid amount cannot exceed ₹10,00,00,00,00,000');
  });
});

describe('autoBidErrors (auto-bid rules)', () => {
  it('needs a maximum higher than the current bid', () => {
    expect(autoBidErrors({ maxAmount: 2_500_000, increment: 1000 }, 2_500_000, 2_510_000, 1000)).toEqual({
      maxAmount: 'Please enter a maximum bid amount higher than the current bid',
    });
    expect(autoBidErrors({ maxAmount: '', increment: 1000 }, null, 2_450_000, 1000)).toEqual({
      maxAmount: 'Please enter a maximum bid amount higher than the current bid',
    });
  });

  it("refuses a maximum below the server's minimum auto-bid amount with the product's text", () => {
    expect(autoBidErrors({ maxAmount: 2_505_000, increment: 1000 }, 2_500_000, 2_510_000, 1000)).toEqual({
      maxAmount: 'AutoBid limit reached, Please entered different amount',
    });
  });

  it("needs an increment of at least the property's bid increment", () => {
    expect(autoBidErrors({ maxAmount: 3_000_000, increment: 500 }, 2_500_000, 2_510_000, 1000)).toEqual({
      increment: "Auto-bid increment must be at least ₹1,000, this auction's bid increment",
    });
    expect(autoBidErrors({ maxAmount: 3_000_000, increment: 5000 }, 2_500_000, 2_510_000, 10_000)).toEqual({
      increment: "Auto-bid increment must be at least ₹10,000, this auction's bid increment",
    });
    expect(autoBidErrors({ maxAmount: 3_000_000, increment: '' }, 2_500_000, 2_510_000, 1000)).toEqual({
      increment: 'Please enter a valid auto-bid increment',
    });
  });

  it('passes good settings', () => {
    expect(autoBidErrors({ maxAmount: 3_000_000, increment: 5000 }, 2_500_000, 2_510_000, 1000)).toEqual({});
    expect(autoBidErrors({ maxAmount: 2_450_000, increment: 1000 }, null, 2_450_000, 1000)).toEqual({});
  });
});
