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

  const unused = () => {
    throw new Error('no message among these values');
  };

  it('write a date among the values in the reader’s format, and leave other values alone', () => {
    const refused = message('errors.refund.dateBeforeDue', { date: '2026-10-05', count: 3, code: 'EA-1' });
    expect(valuesIn(refused.values, 'en', unused)).toEqual({ date: '05-Oct-26', count: 3, code: 'EA-1' });
    expect(valuesIn(refused.values, 'hi', unused)).toEqual({ date: '05-अक्तू-26', count: 3, code: 'EA-1' });
    // Not a calendar date: kept as it is.
    expect(valuesIn({ date: '2026-13-40' }, 'hi', unused)).toEqual({ date: '2026-13-40' });
    expect(valuesIn(undefined, 'hi', unused)).toBeUndefined();
  });

  it('write a message among the values with the writer it is given', () => {
    const labels: Record<string, string> = { 'labels.registrationStatus.approved': 'अनुमोदित' };
    const changed = message('auction.registration.statusChanged', {
      status: message('labels.registrationStatus.approved'),
    });
    expect(valuesIn(changed.values, 'hi', ({ id }) => labels[id] ?? id)).toEqual({ status: 'अनुमोदित' });
  });

  it('write a list of messages as the reader’s language joins a list', () => {
    const words: Record<string, Record<string, string>> = {
      en: { a: 'Reserve price', b: 'Bid increment', c: 'Auction date' },
      hi: { a: 'आरक्षित मूल्य', b: 'बोली वृद्धि', c: 'नीलामी तिथि' },
    };
    const locked = { fields: [message('a'), message('b'), message('c')] };
    expect(valuesIn(locked, 'en', ({ id }) => words.en![id]!)).toEqual({
      fields: 'Reserve price, Bid increment and Auction date',
    });
    expect(valuesIn(locked, 'hi', ({ id }) => words.hi![id]!)).toEqual({
      fields: 'आरक्षित मूल्य, बोली वृद्धि, और नीलामी तिथि',
    });
    expect(valuesIn({ fields: [message('a')] }, 'hi', ({ id }) => words.hi![id]!)).toEqual({
      fields: 'आरक्षित मूल्य',
    });
  });
});
