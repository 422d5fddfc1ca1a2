import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema, type Property } from '@eauction/shared';
import { ManualClock } from '../../platform/clock';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { embedsFont, pdfUnicodeText } from '../../testing/pdf-text';
import { saleNoticeFileIn, writeSaleNoticePdf } from './sale-notice-pdf';

// 12:00 IST on 10 March 2026: P3's auction is live, P4 and P5 have ended.
const NOW = '2026-03-10T06:30:00.000Z';
const OTHER_BANK = 'State Bank of India';
const BHFL = 'Bharat Housing Finance Ltd';

type Page = { success: true; data: Property[]; total: number; limit: number; offset: number };

describe.each(TEST_DATABASES)('property catalogue on %s', (kind) => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      clock: new ManualClock(NOW),
      prepare: async ({ db }, dataDir) => {
        ids.p1 = await insertProperty(db, {
          type: 'RESIDENTIAL HOUSE',
          city: 'Pune',
          reserve: 1_000_000,
          date: '2026-03-15',
        });
        ids.p2 = await insertProperty(db, {
          type: 'RESIDENTIAL FLAT',
          city: 'Mumbai',
          reserve: 2_500_000,
          date: '2026-03-20',
          bank: OTHER_BANK,
        });
        ids.p3 = await insertProperty(db, {
          type: 'COMMERCIAL PROPERTY',
          city: 'Pune',
          reserve: 5_000_000,
          date: '2026-03-10',
          bank: OTHER_BANK,
        });
        ids.p4 = await insertProperty(db, {
          type: 'INDUSTRIAL PROPERTY',
          city: 'Indore',
          reserve: 20_000_000,
          date: '2026-03-01',
          bank: OTHER_BANK,
        });
        ids.p5 = await insertProperty(db, {
          type: 'LAND',
          city: 'Pune',
          reserve: 999_999,
          date: '2026-02-20',
          bank: OTHER_BANK,
        });
        ids.p6 = await insertProperty(db, {
          type: 'AGRICULTURAL LAND',
          city: 'Nashik',
          reserve: 500_000,
          date: '2026-04-01',
          lngLat: null,
          saleNoticePath: 'notices/p6.pdf',
        });
        await writeSaleNoticePdf(
          join(dataDir, 'notices', 'p6.pdf'),
          {
            auctionCode: 'T-P6',
            bankName: BHFL,
            customerName: 'Mr. Test Owner',
            propertyType: 'AGRICULTURAL LAND',
            propertyLocation: 'Nashik',
            state: 'Maharashtra',
            possessionType: 'SYMBOLIC',
            propertySchedule: 'All that piece and parcel of agricultural land.',
            loanAccountNo: 'LN0001',
            cifId: 123,
            reservePrice: 500_000,
            emdAmount: 50_000,
            bidIncrement: 1000,
            auctionDate: '2026-04-01',
            startAt: new Date('2026-04-01T04:30:00Z'),
            endAt: new Date('2026-04-01T11:30:00Z'),
            emdSubmission: '2026-03-30',
          },
          'http://localhost:3000',
        );
      },
    });
  });
  afterAll(async () => ctx?.close());

  const list = async (query = '') => {
    const res = await ctx.app.inject({ url: `/api/properties${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const named = (page: Page) => page.data.map((p) => Object.entries(ids).find(([, id]) => id === p._id)?.[0]);

  it('answers the product’s shape: success, data as a list of properties with the product’s field names, total, limit, offset', async () => {
    const page = await list('?auctionState=all');
    expect(page).toMatchObject({ success: true, total: 6, limit: 50, offset: 0 });
    expect(page.data).toHaveLength(6);
    for (const item of page.data) {
      expect(PropertySchema.strict().parse(item)).toEqual(item);
      expect(item.auctionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.emdSubmission).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(item.auctionStartTime).toISOString()).toBe(item.auctionStartTime);
    }
    const p1 = page.data.find((p) => p._id === ids.p1);
    expect(p1).toMatchObject({
      propertyType: 'RESIDENTIAL HOUSE',
      propertyLocation: 'Pune',
      reservePrice: 1_000_000,
      emdAmount: 100_000,
      bidIncrement: 1000,
      currentBid: null,
      auctionDate: '2026-03-15',
      auctionStartTime: '2026-03-15T04:30:00.000Z',
      auctionEndTime: '2026-03-15T11:30:00.000Z',
      auctionExtensionCount: 0,
      // Longitude first (docs/product.md, "Location map").
      location: { type: 'Point', coordinates: [73.8567, 18.5204] },
      saleNoticeUrl: null,
    });
    const p6 = page.data.find((p) => p._id === ids.p6);
    expect(p6?.location).toBeNull();
    expect(p6?.saleNoticeUrl).toBe(`/api/properties/${ids.p6}/notice`);
  });

  it('lists upcoming and live auctions only by default, and counts only those in total', async () => {
    const page = await list();
    expect(named(page)).toEqual(['p3', 'p1', 'p2', 'p6']);
    expect(page.total).toBe(4);
    expect((await list('?location=Pune')).total).toBe(2);
  });

  it.each([
    ['upcoming', ['p1', 'p2', 'p6']],
    ['live', ['p3']],
    ['ended', ['p4', 'p5']],
    ['all', ['p3', 'p1', 'p2', 'p6', 'p4', 'p5']],
  ])(
    'auctionState=%s lists those auctions by the server clock, total counting them',
    async (state, names) => {
      const page = await list(`?auctionState=${state}`);
      expect(named(page)).toEqual(names);
      expect(page.total).toBe(names.length);
    },
  );

  it('combines the auction state with the other filters and pages through ended auctions', async () => {
    const pune = await list('?auctionState=ended&location=Pune');
    expect(named(pune)).toEqual(['p5']);
    expect(pune.total).toBe(1);
    expect(named(await list('?auctionState=ended&limit=1&offset=1'))).toEqual(['p5']);
    expect((await list('?auctionState=live&type=land')).total).toBe(0);
  });

  it('judges the state on the server clock at the moment of asking', async () => {
    const clock = ctx.app.clock as ManualClock;
    // 17:00 IST on 10 March, when P3's auction ends (its end is not part of it).
    clock.set('2026-03-10T11:30:00.000Z');
    try {
      expect(named(await list('?auctionState=ended&limit=5'))).toEqual(['p3', 'p4', 'p5']);
      expect((await list('?auctionState=live&limit=5')).total).toBe(0);
    } finally {
      clock.set(NOW);
    }
  });

  it('orders auctions not yet ended first by soonest end, then ended ones most recent first', async () => {
    expect(named(await list('?auctionState=all'))).toEqual(['p3', 'p1', 'p2', 'p6', 'p4', 'p5']);
  });

  it('pages with limit and offset and reports the total of all matches', async () => {
    const first = await list('?auctionState=all&limit=2');
    expect(named(first)).toEqual(['p3', 'p1']);
    expect(first).toMatchObject({ total: 6, limit: 2, offset: 0 });
    expect(named(await list('?auctionState=all&limit=2&offset=2'))).toEqual(['p2', 'p6']);
    // Pages that cross from running auctions into ended ones, or lie wholly among the ended ones.
    expect(named(await list('?auctionState=all&limit=3&offset=3'))).toEqual(['p6', 'p4', 'p5']);
    expect(named(await list('?auctionState=all&limit=1&offset=4'))).toEqual(['p4']);
    expect(named(await list('?auctionState=all&limit=1&offset=5'))).toEqual(['p5']);
    expect(named(await list('?auctionState=all&location=Pune&limit=1&offset=2'))).toEqual(['p5']);
    const past = await list('?auctionState=all&limit=2&offset=6');
    expect(past.data).toEqual([]);
    expect(past.total).toBe(6);
  });

  it('matches type by case-insensitive containment', async () => {
    expect(named(await list('?auctionState=all&type=land')).sort()).toEqual(['p5', 'p6']);
    expect(named(await list('?auctionState=all&type=RESIDENTIAL')).sort()).toEqual(['p1', 'p2']);
    expect((await list('?type=%25')).total).toBe(0);
  });

  it('matches location by exact equality', async () => {
    expect(named(await list('?auctionState=all&location=Pune')).sort()).toEqual(['p1', 'p3', 'p5']);
    expect((await list('?location=pune')).total).toBe(0);
    expect((await list('?location=Pun')).total).toBe(0);
  });

  it('keeps properties whose reserve price is at or below maxPrice (equal kept)', async () => {
    expect(named(await list('?auctionState=all&maxPrice=1000000')).sort()).toEqual(['p1', 'p5', 'p6']);
    expect(named(await list('?auctionState=all&maxPrice=999999')).sort()).toEqual(['p5', 'p6']);
    expect(named(await list('?auctionState=all&maxPrice=999999.5')).sort()).toEqual(['p5', 'p6']);
    expect((await list('?maxPrice=0')).total).toBe(0);
  });

  it('filters the auction date inclusively at both boundaries', async () => {
    expect(named(await list('?auctionState=all&dateFrom=2026-03-15')).sort()).toEqual(['p1', 'p2', 'p6']);
    expect(named(await list('?auctionState=all&dateTo=2026-03-15')).sort()).toEqual(['p1', 'p3', 'p4', 'p5']);
    expect(named(await list('?dateFrom=2026-03-15&dateTo=2026-03-15'))).toEqual(['p1']);
  });

  it('matches the bank by equality and combines filters', async () => {
    expect(named(await list(`?bank=${encodeURIComponent(BHFL)}`)).sort()).toEqual(['p1', 'p6']);
    expect(
      named(
        await list(`?auctionState=all&bank=${encodeURIComponent(OTHER_BANK)}&location=Pune&maxPrice=5000000`),
      ).sort(),
    ).toEqual(['p3', 'p5']);
  });

  it.each([
    ['maxPrice=-5', 'maxPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['dateFrom=yesterday', 'dateFrom'],
    ['dateTo=2026-02-30', 'dateTo'],
    ['limit=100000', 'limit'],
    ['limit=0', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['colour=red', 'colour'],
    ['type=a&type=b', 'type'],
    ['dateFrom=2026-03-20&dateTo=2026-03-10', 'dateTo'],
    ['auctionState=closed', 'auctionState'],
    ['auctionState=live&auctionState=ended', 'auctionState'],
  ])('refuses %s with 400 naming the parameter', async (query, param) => {
    const res = await ctx.app.inject({ url: `/api/properties?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      success: boolean;
      error: string;
      code: string;
      fields: Record<string, string>;
    }>();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields)).toContain(param);
    expect(body.error).toContain(param);
  });

  it('names the limits in the limit message', async () => {
    const res = await ctx.app.inject({ url: '/api/properties?limit=100000' });
    expect(res.json<{ error: string }>().error).toBe('limit must be a whole number from 1 to 200');
  });

  it('sends public caching headers and answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ url: '/api/properties?limit=3' });
    expect(first.headers['cache-control']).toBe('public, max-age=15');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({
      url: '/api/properties?limit=3',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({
      url: '/api/properties?limit=3',
      headers: { 'if-none-match': 'W/"other"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('lists the distinct cities sorted', async () => {
    const res = await ctx.app.inject({ url: '/api/properties/locations' });
    expect(res.json()).toEqual({ success: true, data: ['Indore', 'Mumbai', 'Nashik', 'Pune'] });
  });

  it('lists the distinct banks of the catalogue sorted, for the Bank filter', async () => {
    const res = await ctx.app.inject({ url: '/api/properties/banks' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({ success: true, data: [BHFL, OTHER_BANK] });
  });

  it('answers one property by id', async () => {
    const res = await ctx.app.inject({ url: `/api/properties/${ids.p2}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: Property }>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ _id: ids.p2, propertyLocation: 'Mumbai', bankName: OTHER_BANK });
  });

  it.each([
    ['an unknown uuid', '3f1c2b4a-0000-4000-8000-000000000000'],
    ['a non-uuid', 'not-an-id'],
    ['a 10 KB string', 'x'.repeat(10_240)],
    ['unicode', encodeURIComponent('संपत्ति-🏠')],
    ['broken percent-encoding', '%E0%A4%A'],
    ['SQL', encodeURIComponent("' or 1=1 --")],
  ])("answers 404 'Property not found' for %s", async (_label, id) => {
    const res = await ctx.app.inject({ url: `/api/properties/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: 'Property not found',
      code: 'PROPERTY_NOT_FOUND',
      messages: { error: { id: 'errors.propertyNotFound' } },
    });
  });

  it('serves the sale notice PDF inline with a safe file name', async () => {
    const res = await ctx.app.inject({ url: `/api/properties/${ids.p6}/notice` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="sale-notice-T-[0-9a-f]{8}\.pdf"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps a Hindi sale notice beside the English one', () => {
    expect(saleNoticeFileIn('notices/T-1.pdf', 'hi')).toBe('notices/T-1.hi.pdf');
    expect(saleNoticeFileIn('notices/T-1.PDF', 'hi')).toBe('notices/T-1.hi.PDF');
    expect(saleNoticeFileIn('notices/T-1.pdf', 'en')).toBe('notices/T-1.pdf');
    expect(saleNoticeFileIn('uploads/abc', 'hi')).toBe('uploads/abc.hi');
  });

  it('serves the sale notice in the language asked for where one is kept, else the stored one', async () => {
    const url = `/api/properties/${ids.p6}/notice`;
    const isHindi = (pdf: Buffer) => embedsFont(pdf, 'NotoSansDevanagari-Regular');
    // No Hindi notice yet (an uploaded notice has none): the stored one, as it is.
    const stored = await ctx.app.inject({ url: `${url}?lang=hi` });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-disposition']).toMatch(
      /^inline; filename="sale-notice-T-[0-9a-f]{8}\.pdf"$/,
    );
    expect(isHindi(stored.rawPayload)).toBe(false);

    await writeSaleNoticePdf(
      join(ctx.config.dataDir, saleNoticeFileIn('notices/p6.pdf', 'hi')),
      {
        auctionCode: 'T-P6',
        bankName: BHFL,
        customerName: 'Mr. Test Owner',
        propertyType: 'AGRICULTURAL LAND',
        propertyLocation: 'Nashik',
        state: 'Maharashtra',
        possessionType: 'SYMBOLIC',
        propertySchedule: 'All that piece and parcel of agricultural land.',
        loanAccountNo: 'LN0001',
        cifId: 123,
        reservePrice: 500_000,
        emdAmount: 50_000,
        bidIncrement: 1000,
        auctionDate: '2026-04-01',
        startAt: new Date('2026-04-01T04:30:00Z'),
        endAt: new Date('2026-04-01T11:30:00Z'),
        emdSubmission: '2026-03-30',
      },
      'http://localhost:3000',
      'hi',
    );
    const hindi = await ctx.app.inject({ url: `${url}?lang=hi` });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toBe('application/pdf');
    expect(hindi.headers['content-disposition']).toMatch(
      /^inline; filename="sale-notice-T-[0-9a-f]{8}-hi\.pdf"$/,
    );
    expect(isHindi(hindi.rawPayload)).toBe(true);
    expect(embedsFont(hindi.rawPayload, 'NotoSansDevanagari-Bold')).toBe(true);
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    const text = squeeze(pdfUnicodeText(hindi.rawPayload));
    // Words whose glyphs come back in their spoken order (a short i or a reph would be reordered).
    for (const expected of [
      'सूचना',
      'लेनदार',
      'नीलामी',
      'T-P6',
      'Mr. Test Owner',
      '₹5,00,000',
      '₹50,000',
      'http://localhost:3000',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    for (const english of ['E-AUCTION SALE NOTICE', 'Terms and conditions', 'Rs.']) {
      expect(text).not.toContain(squeeze(english));
    }

    const english = await ctx.app.inject({ url: `${url}?lang=en` });
    expect(isHindi(english.rawPayload)).toBe(false);
    expect(squeeze(pdfUnicodeText(english.rawPayload))).toContain('E-AUCTIONSALENOTICE');
    const unasked = await ctx.app.inject({ url });
    expect(unasked.rawPayload.equals(english.rawPayload)).toBe(true);

    const refused = await ctx.app.inject({ url: `${url}?lang=xx` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'lang must be en (English) or hi (Hindi)',
    });

    // /api/docs shows the parameter.
    type Docs = { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };
    const docs = (await ctx.app.inject({ url: '/api/docs/json' })).json<Docs>();
    expect(docs.paths['/api/properties/{id}/notice']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'query' })]),
    );
    expect(docs.paths['/api/sales/{propertyId}/certificate']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'query' })]),
    );
  });

  it('answers 404 for the notice of a property without one, or of no property', async () => {
    const none = await ctx.app.inject({ url: `/api/properties/${ids.p1}/notice` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const unknown = await ctx.app.inject({ url: '/api/properties/nothing/notice' });
    expect(unknown.json()).toMatchObject({ error: 'Property not found', code: 'PROPERTY_NOT_FOUND' });
  });
});
