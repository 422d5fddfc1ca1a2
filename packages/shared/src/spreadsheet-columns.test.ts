import { describe, expect, it } from 'vitest';
import { issueMessage, message } from './messages';
import { SpreadsheetRowSchema, headerKey } from './spreadsheet-columns';
import { propertyInputExample as property } from './property-input.fixture';

describe('spreadsheet headers', () => {
  it('matches headers ignoring case, spaces and punctuation', () => {
    expect(headerKey('  Reserve Price (Rs.) ')).toBe(headerKey('Reserve Price (Rs)'));
    expect(headerKey('CUSTOMER NAME')).toBe(headerKey('customer name'));
  });
});

describe('spreadsheet rows', () => {
  it('requires the Auction ID in a spreadsheet row and names columns by their headers', () => {
    const row = SpreadsheetRowSchema.safeParse({ ...property, auctionStartTime: undefined });
    expect(row.error?.issues.map(issueMessage)).toEqual([
      message('admin.row.required', { column: 'Auction ID' }),
    ]);
    const ok = SpreadsheetRowSchema.parse({ ...property, auctionCode: 'EN-1', auctionStartTime: undefined });
    expect(ok.auctionStartTime).toBe('10:00');
  });

  it('names the column and its limit in a refused cell', () => {
    const row = SpreadsheetRowSchema.safeParse({ ...property, auctionCode: 'EN-1', bidIncrement: 10 });
    expect(row.error?.issues.map(issueMessage)).toEqual([
      message('admin.row.tooFewRupees', { column: 'Bid Increment (Rs)', minimum: '₹1,000' }),
    ]);
  });
});
