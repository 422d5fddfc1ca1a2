import { describe, expect, it } from 'vitest';
import { MAX_BID_AMOUNT } from './bidding';
import { formatRupees, parseRupees, rupeesInWords } from './money';

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

describe('rupeesInWords', () => {
  it('says amounts in crore, lakh, thousand and hundred', () => {
    expect(rupeesInWords(7_310_000)).toBe('Seventy-three lakh ten thousand rupees');
    expect(rupeesInWords(12_000_000)).toBe('One crore twenty lakh rupees');
    expect(rupeesInWords(2_450_000)).toBe('Twenty-four lakh fifty thousand rupees');
    expect(rupeesInWords(100_000)).toBe('One lakh rupees');
    expect(rupeesInWords(10_000)).toBe('Ten thousand rupees');
    expect(rupeesInWords(1000)).toBe('One thousand rupees');
    expect(rupeesInWords(500)).toBe('Five hundred rupees');
    expect(rupeesInWords(98_76_54_321)).toBe(
      'Ninety-eight crore seventy-six lakh fifty-four thousand three hundred twenty-one rupees',
    );
  });

  it('hyphenates tens and units and spells the teens', () => {
    expect(rupeesInWords(21)).toBe('Twenty-one rupees');
    expect(rupeesInWords(99)).toBe('Ninety-nine rupees');
    expect(rupeesInWords(40)).toBe('Forty rupees');
    expect(rupeesInWords(13)).toBe('Thirteen rupees');
    expect(rupeesInWords(11_11_111)).toBe('Eleven lakh eleven thousand one hundred eleven rupees');
  });

  it('skips empty places', () => {
    expect(rupeesInWords(10_000_001)).toBe('One crore one rupees');
    expect(rupeesInWords(10_000_100)).toBe('One crore one hundred rupees');
    expect(rupeesInWords(100_005)).toBe('One lakh five rupees');
  });

  it('says one rupee and zero rupees', () => {
    expect(rupeesInWords(1)).toBe('One rupee');
    expect(rupeesInWords(0)).toBe('Zero rupees');
  });

  it('counts crores past ninety-nine crore, up to the largest bid the engine takes', () => {
    expect(rupeesInWords(1_000_000_000)).toBe('One hundred crore rupees');
    expect(rupeesInWords(123_45_67_89_012)).toBe(
      'Twelve thousand three hundred forty-five crore sixty-seven lakh eighty-nine thousand twelve rupees',
    );
    expect(rupeesInWords(MAX_BID_AMOUNT)).toBe('One lakh crore rupees');
    expect(rupeesInWords(MAX_BID_AMOUNT - 1)).toBe(
      'Ninety-nine thousand nine hundred ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees',
    );
  });

  it('refuses what is not a whole number of rupees', () => {
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('rupeesInWords in Hindi', () => {
  it.each([
    [0, 'शून्य रुपये'],
    [1, 'एक रुपया'],
    [99, 'निन्यानवे रुपये'],
    [100, 'एक सौ रुपये'],
    [1_200_000, 'बारह लाख रुपये'],
    [1_234_567, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये'],
    [7_310_000, 'तिहत्तर लाख दस हज़ार रुपये'],
    [10_000_001, 'एक करोड़ एक रुपये'],
    [12_000_000, 'एक करोड़ बीस लाख रुपये'],
    [MAX_BID_AMOUNT, 'एक लाख करोड़ रुपये'],
  ])('%i → %s', (amount, words) => {
    expect(rupeesInWords(amount, 'hi')).toBe(words);
  });

  it('names every number below a hundred with a word of its own', () => {
    const words = Array.from({ length: 99 }, (_, i) => rupeesInWords(i + 1, 'hi'));
    expect(new Set(words).size).toBe(99);
    for (const text of words) expect(text).toMatch(/^[\u0900-\u097F]+ (रुपया|रुपये)$/);
  });

  it('refuses what is not a whole number of rupees', () => {
    expect(() => rupeesInWords(1.5, 'hi')).toThrow(RangeError);
    expect(() => rupeesInWords(-1, 'hi')).toThrow(RangeError);
  });
});

describe('parseRupees', () => {
  it('reads rupees as people type them and refuses fractions', () => {
    expect(parseRupees('Rs. 12,50,000/-')).toBe(1_250_000);
    expect(parseRupees('₹ 1,000')).toBe(1000);
    expect(parseRupees(2500)).toBe(2500);
    expect(parseRupees('12.50')).toBeNull();
    expect(parseRupees('twelve')).toBeNull();
  });
});
