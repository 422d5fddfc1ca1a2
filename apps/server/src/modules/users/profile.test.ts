import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@eauction/shared';
import { auditLog, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor, type TestUser } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';

type Json = {
  success: boolean;
  error?: string;
  code?: string;
  fields?: Record<string, string>;
  data?: AuthUser;
};

const personal = {
  firstName: 'Meera',
  lastName: 'Iyer',
  organizationName: 'Iyer Estates',
  mobile: '9811122233',
  landlineNo: '01123456789',
  fax: '01123456780',
  pancardNo: 'PQRSX6789K',
};
const address = { address: '7 Ring Road', state: 'delhi', city: 'south-delhi', pincode: '110017' };
const bank = { bankName: 'State Bank of India', accountNo: '00012345678901', ifscCode: 'SBIN0001234' };

describe.each(TEST_DATABASES)('profile settings on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let user: TestUser;
  let token = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    user = await createUser(ctx.database.db);
    token = await tokenFor(ctx.app, clock, user);
  });
  afterAll(async () => ctx?.close());

  const put = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    ctx.app.inject({ method: 'PUT', url: '/api/users/profile', payload: payload as string, headers });
  const stored = async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    return row;
  };
  /** Sends a bad body and checks the answer's fields, and that the row did not change. */
  const refuses = async (payload: unknown, fields: Record<string, string>, error?: string) => {
    const before = await stored();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<Json>();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.fields).toEqual(fields);
    if (error) expect(body.error).toBe(error);
    expect(await stored()).toEqual(before);
  };

  it('saves the Personal Info tab and answers the updated user', async () => {
    const res = await put(personal);
    expect(res.statusCode).toBe(200);
    const body = res.json<Json>();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ ...personal, email: user.email, role: 'user', country: 'India' });
    expect(await stored()).toMatchObject(personal);
    // Optional fields may be emptied.
    const cleared = await put({ ...personal, mobile: '', landlineNo: '', fax: '', pancardNo: '' });
    expect(cleared.json<Json>().data).toMatchObject({ mobile: '', pancardNo: '' });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.profile-updated'));
    expect(audit?.after).toMatchObject({ tab: 'personal' });
    expect(JSON.stringify(audit?.after)).not.toContain('PQRSX6789K');
  });

  it('keeps the language the user chose for mails and documents, and refuses any other', async () => {
    const choose = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
      ctx.app.inject({ method: 'PUT', url: '/api/users/language', payload: payload as string, headers });
    const res = await choose({ language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>().data).toMatchObject({ email: user.email, language: 'hi' });
    expect(await stored()).toMatchObject({ language: 'hi' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<Json>().data).toMatchObject({ language: 'hi' });

    for (const bad of [{ language: 'fr' }, { language: 'HI' }, {}, { language: 'en', role: 'admin' }]) {
      const refused = await choose(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<Json>()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await choose({ language: 'en' }, {})).statusCode).toBe(401);
    expect(await stored()).toMatchObject({ language: 'hi', role: 'user' });
    expect((await choose({ language: 'en' })).statusCode).toBe(200);
  });

  it('stores the PAN and IFSC upper-cased and numbers without spaces or dashes', async () => {
    expect((await put({ ...personal, mobile: '98111-22233', pancardNo: ' pqrsx6789k ' })).statusCode).toBe(
      200,
    );
    expect(await stored()).toMatchObject({ mobile: '9811122233', pancardNo: 'PQRSX6789K' });
    expect((await put({ ...address, pincode: '1100 17' })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ pincode: '110017' });
    expect((await put({ ...bank, accountNo: '0001 2345-678901', ifscCode: 'sbin0001234' })).statusCode).toBe(
      200,
    );
    expect(await stored()).toMatchObject({ accountNo: '00012345678901', ifscCode: 'SBIN0001234' });
  });

  it('validates the Personal Info tab with the product’s messages', async () => {
    const required = 'Please fill out all required fields';
    await refuses({ ...personal, firstName: '' }, { firstName: required });
    await refuses({ ...personal, lastName: '   ' }, { lastName: required });
    await refuses({ ...personal, organizationName: '' }, { organizationName: required });
    await refuses({ ...personal, firstName: 5 }, { firstName: required });
    await refuses(
      { ...personal, mobile: '98111' },
      { mobile: 'Please enter a valid 10-digit mobile number' },
    );
    await refuses(
      { ...personal, mobile: '98111222333' },
      { mobile: 'Please enter a valid 10-digit mobile number' },
    );
    await refuses(
      { ...personal, pancardNo: 'pqrs-6789k' },
      { pancardNo: 'Please enter a valid PAN card number (e.g., ABCDE1234F)' },
    );
    await refuses(
      { ...personal, pancardNo: 'PQRS6789KK' },
      { pancardNo: 'Please enter a valid PAN card number (e.g., ABCDE1234F)' },
    );
    await refuses(
      { ...personal, firstName: 'x'.repeat(31) },
      { firstName: 'First name must be at most 30 characters' },
    );
  });

  it('saves the Address Details tab and validates it', async () => {
    const res = await put(address);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>().data).toMatchObject({ ...address, country: 'India' });
    await refuses({ ...address, state: '' }, { state: 'State and City are required' });
    await refuses({ ...address, city: '' }, { city: 'State and City are required' });
    await refuses({ ...address, pincode: '012345' }, { pincode: 'Please enter a valid 6-digit pincode' });
    await refuses({ ...address, pincode: '11001' }, { pincode: 'Please enter a valid 6-digit pincode' });
    await refuses({ ...address, city: 'pune' }, { city: 'Please select a valid city' });
    await refuses({ ...address, state: 'kerala' }, { state: 'Please select a valid state' });
    // Pincode is optional on this tab.
    expect((await put({ ...address, pincode: '' })).statusCode).toBe(200);
  });

  it('saves the Bank Details tab all or nothing and validates the IFSC', async () => {
    const res = await put(bank);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>().data).toMatchObject(bank);
    const allOrNone = 'Please fill all bank details or leave them all empty';
    await refuses({ ...bank, accountNo: '' }, { bankName: allOrNone });
    await refuses({ bankName: 'HDFC Bank', accountNo: '', ifscCode: '' }, { bankName: allOrNone });
    await refuses({ ...bank, ifscCode: 'SBIN1001234' }, { ifscCode: 'Please enter a valid IFSC code' });
    await refuses({ ...bank, ifscCode: 'sbin1001234' }, { ifscCode: 'Please enter a valid IFSC code' });
    const cleared = await put({ bankName: '', accountNo: '', ifscCode: '' });
    expect(cleared.json<Json>().data).toMatchObject({ bankName: '', accountNo: '', ifscCode: '' });
  });

  it('refuses bodies that mix tabs, name no tab or try e-mail, role or country', async () => {
    const oneTab = 'Send the fields of one profile tab only';
    await refuses({ ...personal, state: 'delhi' }, { _: oneTab }, oneTab);
    await refuses({}, { _: oneTab }, oneTab);
    await refuses({ email: 'new@example.in' }, { _: oneTab, email: 'Unknown field: email' }, oneTab);
    await refuses({ ...personal, role: 'admin' }, { _: oneTab, role: 'Unknown field: role' }, oneTab);
    await refuses({ ...address, country: 'Nepal' }, { _: oneTab, country: 'Unknown field: country' }, oneTab);
    const row = await stored();
    expect(row).toMatchObject({ email: user.email, role: 'user', country: 'India' });
  });

  it('answers malformed, non-object, oversized and wrongly typed bodies with 4xx and changes nothing', async () => {
    const before = await stored();
    const json = { 'content-type': 'application/json', ...bearer(token) };
    expect((await put('{"firstName":', json)).statusCode).toBe(400);
    const list = await put('[1,2]', json);
    expect(list.statusCode).toBe(400);
    expect(list.json<Json>().fields).toEqual({ _: 'The request body must be a JSON object' });
    expect((await put('firstName=A', { ...bearer(token), 'content-type': 'text/plain' })).statusCode).toBe(
      415,
    );
    const huge = await put(JSON.stringify({ ...personal, firstName: 'x'.repeat(1024 * 1024) }), json);
    expect(huge.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('refuses anonymous and revoked callers with 401 before reading the body', async () => {
    const anonymous = await put(personal, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      error: 'Please log in to continue.',
      code: 'UNAUTHORIZED',
      messages: { error: { id: 'account.session.unauthorized' } },
    });
    expect((await put('{broken', { 'content-type': 'application/json' })).statusCode).toBe(401);
    const stale = await tokenFor(ctx.app, clock, { ...user, tokenVersion: 7 });
    expect((await put(personal, bearer(stale))).statusCode).toBe(401);
  });
});
