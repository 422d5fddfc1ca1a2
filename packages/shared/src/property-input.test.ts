import { describe, expect, it } from 'vitest';
import { AddPropertySchema, EditAuctionSchema, propertyRuleProblems } from './property-input';
import { propertyInputExample as property } from './property-input.fixture';

describe('property input schemas', () => {
  it('canonicalises an Add Property body and fills the defaults', () => {
    const parsed = AddPropertySchema.parse(property);
    expect(parsed).toMatchObject({
      propertyType: 'RESIDENTIAL FLAT',
      zone: 'WEST',
      possessionType: 'PHYSICAL',
      vendor: 'In-house',
      auctionDate: '2026-12-15',
      loanAccountNo: '123456789',
      cifId: 42,
      emdAmount: 100_000,
      bidIncrement: 1000,
      longitude: null,
      latitude: null,
      auctionCode: undefined,
    });
  });

  it('names every refused field with its own message, then the rules between fields', () => {
    const bad = AddPropertySchema.safeParse({ ...property, zone: 'NE', reservePrice: '', cifId: 1.5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zone', 'Zone must be one of: NORTH, SOUTH, EAST, WEST, CENTRAL'],
      ['reservePrice', 'Reserve price is required'],
      ['cifId', 'CIF ID must be a whole number'],
    ]);
    const rules = AddPropertySchema.safeParse({
      ...property,
      auctionEndTime: '18:00',
      auctionStartTime: '10:00',
    });
    expect(rules.error?.issues.map((i) => i.message)).toEqual([
      'End time must be at most 7 hours after Start time',
    ]);
    expect(AddPropertySchema.safeParse({ ...property, extra: 1 }).success).toBe(false);
  });

  it('keeps only the fields an edit sends; null clears the location', () => {
    expect(
      EditAuctionSchema.parse({ version: 3, reservePrice: '12,00,000', longitude: null, latitude: null }),
    ).toEqual({
      version: 3,
      reservePrice: 1_200_000,
      longitude: null,
      latitude: null,
    });
    expect(EditAuctionSchema.safeParse({ version: 3, customerName: ' ' }).error?.issues[0]?.message).toBe(
      'Customer name is required',
    );
    expect(EditAuctionSchema.safeParse({ reservePrice: 1 }).success).toBe(false);
  });

  it('checks the rules between fields on a partial auction', () => {
    expect(
      propertyRuleProblems({
        auctionDate: '2026-12-15',
        emdSubmission: '2026-12-16',
        longitude: 1,
        latitude: null,
      }),
    ).toEqual({
      emdSubmission: 'EMD submission date must not be after the Auction date',
      latitude: 'Give both Longitude and Latitude, or neither',
    });
  });
});
