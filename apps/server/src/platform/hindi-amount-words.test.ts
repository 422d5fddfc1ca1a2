import { describe, expect, it } from 'vitest';
import { rupeesInHindiWords } from './hindi-amount-words';

describe('rupees in Hindi words', () => {
  it.each([
    [0, 'शून्य रुपये'],
    [1, 'एक रुपया'],
    [99, 'निन्यानवे रुपये'],
    [100, 'एक सौ रुपये'],
    [1_200_000, 'बारह लाख रुपये'],
    [1_234_567, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये'],
    [7_310_000, 'तिहत्तर लाख दस हज़ार रुपये'],
    [12_000_000, 'एक करोड़ बीस लाख रुपये'],
    [1_000_000_000_000, 'एक लाख करोड़ रुपये'],
  ])('%i → %s', (amount, words) => {
    expect(rupeesInHindiWords(amount)).toBe(words);
  });

  it('refuses what is not a whole number of rupees', () => {
    expect(() => rupeesInHindiWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInHindiWords(-1)).toThrow(RangeError);
  });
});
