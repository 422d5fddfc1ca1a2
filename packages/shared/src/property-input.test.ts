import { describe, expect, it } from 'vitest';
import { issueMessage, message } from './messages';
import {
  AddPropertySchema,
  EditAuctionSchema,
  PROPERTY_FIELD_LABELS,
  propertyRuleProblems,
} from './property-input';
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
    expect(bad.error?.issues.map((i) => [i.path.join('.'), issueMessage(i)])).toEqual([
      ['zone', message('admin.property.zone.invalid', { options: 'NORTH, SOUTH, EAST, WEST, CENTRAL' })],
      ['reservePrice', message('admin.property.reservePrice.required')],
      ['cifId', message('admin.property.cifId.invalid')],
    ]);
    const rules = AddPropertySchema.safeParse({
      ...property,
      auctionEndTime: '18:00',
      auctionStartTime: '10:00',
    });
    expect(rules.error?.issues.map(issueMessage)).toEqual([
      message('admin.propertyRule.endWithinWindow', { hours: 7 }),
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
      'admin.property.customerName.required',
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
      emdSubmission: message('admin.propertyRule.emdSubmissionAfterAuction'),
      latitude: message('admin.propertyRule.coordinatesPair'),
    });
  });

  it('names the spreadsheet columns in a row rule when given them', () => {
    const columns = {
      ...PROPERTY_FIELD_LABELS,
      reservePrice: 'Reserve Price (Rs)',
      emdAmount: 'EMD Amount (Rs)',
    };
    expect(propertyRuleProblems({ reservePrice: 10, emdAmount: 20 }, columns)).toEqual({
      emdAmount: message('admin.row.emdAboveReserve', {
        emdAmount: 'EMD Amount (Rs)',
        reservePrice: 'Reserve Price (Rs)',
      }),
    });
  });
});
