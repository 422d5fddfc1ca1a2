import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_UPLOAD_FIELD, type PropertyUploadResult, type RegistrationCreated } from '@eauction/shared';
import { contactMessages, properties, registrations } from '../db/schema';
import { ManualClock } from '../platform/clock';
import { createUser } from '../testing/accounts';
import { insertProperty } from '../testing/fixtures';
import {
  contactBody,
  currentToken,
  daysAhead,
  propertyBody,
  registrationFields,
  type Actor,
} from '../testing/security/valid-requests';
import { XLSX_MIME, sheetOf, sheetRow, workbookFile } from '../testing/spreadsheets';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { makePdf, makePng, multipartBody } from '../testing/uploads';

const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that is not allowed (a NUL or an incomplete Unicode character)';

/*
 * What the fuzz tests found (decision 012): text PostgreSQL cannot keep as sent — NUL, and lone UTF-16
 * surrogates — answered 500 where it reached a jsonb column or a NUL-refusing text column, and was
 * silently stored as U+FFFD elsewhere. Now every JSON body, query and path, every multipart field and
 * every spreadsheet cell is checked at the door, and uploaded file names are kept in a storable form.
 */

describe.each(TEST_DATABASES)('text the database cannot store, on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let bidder: Actor;
  let admin: Actor;

  const auth = async (who: Actor) => ({ authorization: `Bearer ${await currentToken(ctx.app, clock, who)}` });

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    bidder = { ...(await createUser(ctx.app.db)), role: 'user' };
    admin = { ...(await createUser(ctx.app.db, { role: 'admin' })), role: 'admin' };
  }, 300_000);
  afterAll(async () => ctx?.close());

  it('refuses NUL and lone surrogates in JSON bodies with a 400 naming the field, storing nothing', async () => {
    for (const name of ['Ravi\u0000Kumar', 'Ravi\ud800']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: JSON.stringify({ ...contactBody(), name }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        error: `name ${UNSTORABLE_TEXT_MESSAGE}`,
        fields: { name: `name ${UNSTORABLE_TEXT_MESSAGE}` },
        messages: {
          error: { id: 'errors.unstorable.field', values: { field: 'name' } },
          fields: { name: { id: 'errors.unstorable.field', values: { field: 'name' } } },
        },
      });
    }
    expect(await ctx.app.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers 400, not 500, where such text used to reach a jsonb audit row', async () => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/add-property',
      payload: JSON.stringify(propertyBody({ propertySchedule: 'Plot\u0000 7' })),
      headers: { 'content-type': 'application/json', ...(await auth(admin)) },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ fields: { propertySchedule: expect.any(String) } });

    const id = await insertProperty(ctx.app.db, {
      type: 'LAND',
      city: 'Agra',
      reserve: 500_000,
      date: daysAhead(70),
    });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/auctions/${id}`,
      payload: JSON.stringify({ version: 0, customerName: 'M/s \ud800 Traders' }),
      headers: { 'content-type': 'application/json', ...(await auth(admin)) },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({
      fields: { customerName: `customerName ${UNSTORABLE_TEXT_MESSAGE}` },
    });
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.version).toBe(0);
  });

  it('refuses such text in query strings and paths too', async () => {
    const query = await ctx.app.inject({ url: '/api/properties?location=Pune%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ fields: { location: `location ${UNSTORABLE_TEXT_MESSAGE}` } });
  });

  it('refuses such text in a registration field, and keeps a hostile file name only in storable form', async () => {
    const reserve = 1_000_000;
    const auction = () =>
      insertProperty(ctx.app.db, {
        type: 'LAND',
        city: 'Jaipur',
        reserve,
        date: daysAhead(60),
        emdSubmission: daysAhead(50),
      });
    const documents = async (panName: string) => [
      { name: 'pancardFile', filename: panName, type: 'application/pdf', content: await makePdf('PAN') },
      { name: 'addressProof', filename: 'address.png', type: 'image/png', content: makePng() },
    ];

    const first = await auction();
    const refused = await multipartBody(
      await documents('pan.pdf'),
      registrationFields(first, bidder.email, reserve, { address: '12\u0000 Civil Lines' }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auction/register',
      payload: refused.payload,
      headers: { ...refused.headers, ...(await auth(bidder)) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { address: `address ${UNSTORABLE_TEXT_MESSAGE}` } });

    const second = await auction();
    const named = await multipartBody(
      await documents(`pan\u0000\ud800${'🏠'.repeat(250)}.pdf`),
      registrationFields(second, bidder.email, reserve),
    );
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auction/register',
      payload: named.payload,
      headers: { ...named.headers, ...(await auth(bidder)) },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json<{ data: RegistrationCreated }>().data._id;
    const [row] = await ctx.app.db.select().from(registrations).where(eq(registrations.id, id));
    const stored = row?.pancardFile.originalName ?? '';
    expect(stored.startsWith('pan\ufffd\ufffd🏠')).toBe(true);
    expect(Array.from(stored)).toHaveLength(200);
  });

  it('refuses the spreadsheet row whose cell holds such text, naming the column', async () => {
    const file = workbookFile(
      sheetOf([sheetRow('NUL-1', { customerName: 'M/s A\u0000B Traders' }), sheetRow('NUL-2')]),
    );
    const form = await multipartBody([
      { name: PROPERTY_UPLOAD_FIELD, filename: 'p.xlsx', type: XLSX_MIME, content: file },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload-properties',
      payload: form.payload,
      headers: { ...form.headers, ...(await auth(admin)) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<PropertyUploadResult>();
    expect(result).toMatchObject({ count: 1, rejectedCount: 1 });
    expect(result.rejected[0]).toMatchObject({ row: 2, auctionId: 'NUL-1' });
    expect(result.rejected[0]?.errors.join(' ')).toContain(UNSTORABLE_TEXT_MESSAGE);
  });
});
