import { describe, expect, it } from 'vitest';
import { issueMessage, message, valuesIn } from './messages';

describe('messages by key', () => {
  it('carry a length rule’s limit and a refinement’s params as values', () => {
    expect(issueMessage({ message: 'account.field.tooLong', maximum: 200 })).toEqual({
      id: 'account.field.tooLong',
      values: { maximum: 200 },
    });
    expect(issueMessage({ message: 'auction.x', params: { amount: '₹5,000', nested: { no: 1 } } })).toEqual({
      id: 'auction.x',
      values: { amount: '₹5,000' },
    });
    expect(issueMessage({ message: 'Invalid input' })).toEqual({ id: 'Invalid input' });
  });

  it('write a date among the values in the reader’s format, and leave other values alone', () => {
    const refused = message('errors.refund.dateBeforeDue', { date: '2026-10-05', count: 3, code: 'EA-1' });
    expect(valuesIn(refused.values, 'en')).toEqual({ date: '05-Oct-26', count: 3, code: 'EA-1' });
    expect(valuesIn(refused.values, 'hi')).toEqual({ date: '05-अक्तू-26', count: 3, code: 'EA-1' });
    // Not a calendar date: kept as it is.
    expect(valuesIn({ date: '2026-13-40' }, 'hi')).toEqual({ date: '2026-13-40' });
    expect(valuesIn(undefined, 'hi')).toBeUndefined();
  });
});
