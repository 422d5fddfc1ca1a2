import { describe, expect, it } from 'vitest';
import { isWorkingDay, nextWorkingDay, workingDayOnOrAfter } from './working-days';

const none = new Set<string>();

describe('working days (Asia/Kolkata)', () => {
  it('works Monday to Saturday except the second and fourth Saturdays', () => {
    // December 2026: Saturdays 5, 12, 19, 26; Sundays 6, 13, 20, 27.
    expect(isWorkingDay('2026-12-04', none)).toBe(true); // Friday
    expect(isWorkingDay('2026-12-05', none)).toBe(true); // first Saturday
    expect(isWorkingDay('2026-12-06', none)).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-12', none)).toBe(false); // second Saturday
    expect(isWorkingDay('2026-12-19', none)).toBe(true); // third Saturday
    expect(isWorkingDay('2026-12-26', none)).toBe(false); // fourth Saturday
    // A month with five Saturdays: the fifth works (May 2027: 1, 8, 15, 22, 29).
    expect(isWorkingDay('2027-05-29', none)).toBe(true);
    expect(isWorkingDay('2027-05-08', none)).toBe(false);
    expect(isWorkingDay('2027-05-22', none)).toBe(false);
  });

  it('skips the listed holidays', () => {
    const holidays = new Set(['2026-12-25']);
    expect(isWorkingDay('2026-12-25', holidays)).toBe(false);
    expect(isWorkingDay('2026-12-24', holidays)).toBe(true);
  });

  it('finds the next working day across Sundays, bank Saturdays and holidays', () => {
    const holidays = new Set(['2026-12-14']);
    // Friday 11th → Saturday 12th (second) → Sunday 13th → Monday 14th (holiday) → Tuesday 15th.
    expect(nextWorkingDay('2026-12-11', holidays)).toBe('2026-12-15');
    expect(nextWorkingDay('2026-12-04', none)).toBe('2026-12-05');
    expect(workingDayOnOrAfter('2026-12-15', holidays)).toBe('2026-12-15');
    expect(workingDayOnOrAfter('2026-12-13', holidays)).toBe('2026-12-15');
    // Across a month's end and a year's.
    expect(nextWorkingDay('2026-12-31', new Set(['2027-01-01']))).toBe('2027-01-02');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => isWorkingDay('2026-02-30', none)).toThrow(RangeError);
    expect(() => isWorkingDay('27-11-2026', none)).toThrow(RangeError);
  });
});
