import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, properties, registrations, users } from '../db/schema';
import { ManualClock } from '../platform/clock';
import { createUser } from '../testing/accounts';
import { insertProperty } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import {
  accountBody,
  contactBody,
  currentToken,
  daysAhead,
  nextId,
  propertyBody,
  registrationDocuments,
  registrationFields,
  type Actor,
} from '../testing/security/valid-requests';
import { multipartBody } from '../testing/uploads';

/*
 * Names of people and organisations with a bidi control or an invisible character (fields.ts,
 * hasHiddenCharacter) are refused at every door that takes one: 400 naming the field, nothing stored.
 */
const RLO = '\u202E';
const ZWSP = '\u200B';
const hidden = (label: string) => `${label} contains an invisible or text-direction character`;

describe.each(TEST_DATABASES)('names with invisible or text-direction characters, on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let bidder: Actor;
  let admin: Actor;

  const auth = async (who: Actor) => ({ authorization: `Bearer ${await currentToken(ctx.app, clock, who)}` });
  const json = async (method: 'POST' | 'PUT', url: string, payload: unknown, who?: Actor) =>
    ctx.app.inject({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(who ? await auth(who) : {}) },
    });

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    bidder = { ...(await createUser(ctx.app.db)), role: 'user' };
    admin = { ...(await createUser(ctx.app.db, { role: 'admin' })), role: 'admin' };
  });
  afterAll(async () => ctx?.close());

  it('account registration: refuses a first name with a right-to-left override and creates no account', async () => {
    const email = `rlo-${nextId()}@example.in`;
    const res = await json('POST', '/api/auth/register', {
      ...accountBody(email),
      firstName: `Asha${RLO}gnp.exe`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { firstName: hidden('First name') },
    });
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('profile: refuses hidden characters in the names and the bank name and changes nothing', async () => {
    const before = await ctx.app.db.select().from(users).where(eq(users.id, bidder.id));
    const personal = await json(
      'PUT',
      '/api/users/profile',
      { firstName: 'Test', lastName: `Us${ZWSP}er`, organizationName: 'Test Org' },
      bidder,
    );
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toMatchObject({ fields: { lastName: hidden('Last name') } });
    const bank = await json(
      'PUT',
      '/api/users/profile',
      { bankName: `\u2067State Bank`, accountNo: '123456789012', ifscCode: 'SBIN0001234' },
      bidder,
    );
    expect(bank.statusCode).toBe(400);
    expect(bank.json()).toMatchObject({ fields: { bankName: hidden('Bank name') } });
    expect(await ctx.app.db.select().from(users).where(eq(users.id, bidder.id))).toEqual(before);
  });

  it('auction registration: refuses an organisation name with a zero-width space and stores nothing', async () => {
    const reserve = 1_000_000;
    const auctionId = await insertProperty(ctx.app.db, {
      type: 'LAND',
      city: 'Jaipur',
      reserve,
      date: daysAhead(60),
      emdSubmission: daysAhead(50),
    });
    const form = await multipartBody(
      await registrationDocuments(),
      registrationFields(auctionId, bidder.email, reserve, { organizationName: `Kumar${ZWSP} Agro` }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auction/register',
      payload: form.payload,
      headers: { ...form.headers, ...(await auth(bidder)) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { organizationName: hidden('Organization name') } });
    expect(
      await ctx.app.db.select().from(registrations).where(eq(registrations.propertyId, auctionId)),
    ).toHaveLength(0);
  });

  it('contact form: refuses a name with a bidi isolate and stores no message', async () => {
    const res = await json('POST', '/api/contact', { ...contactBody(), name: `Asha\u2066 Verma` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { name: hidden('Name') } });
    expect(await ctx.app.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("admin: refuses a property's customer or bank name with hidden characters and changes nothing", async () => {
    const propertyCount = async () => (await ctx.app.db.select().from(properties)).length;
    const before = await propertyCount();
    const added = await json(
      'POST',
      '/api/admin/add-property',
      propertyBody({ auctionCode: `HC-${nextId()}`, bankName: `Bharat${ZWSP} Housing Finance Ltd` }),
      admin,
    );
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ fields: { bankName: hidden('Bank name') } });
    expect(await propertyCount()).toBe(before);

    const id = await insertProperty(ctx.app.db, {
      type: 'LAND',
      city: 'Agra',
      reserve: 500_000,
      date: daysAhead(70),
    });
    const edited = await json(
      'PUT',
      `/api/admin/auctions/${id}`,
      { version: 0, customerName: `M/s ${RLO}Traders` },
      admin,
    );
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ fields: { customerName: hidden('Customer name') } });
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.version).toBe(0);
    expect(row?.customerName).not.toContain(RLO);
  });
});
