import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminProperty,
  type BankEmdAccount,
  type Property,
  type PropertyUploadResult,
} from '@eauction/shared';
import { properties } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { propertyBody } from '../../testing/security/valid-requests';
import {
  TEST_EMD_ACCOUNT_FIELDS,
  readWorkbook,
  sheetOf,
  sheetRow,
  sheetRows,
  workbookFile,
  XLSX_MIME,
} from '../../testing/spreadsheets';
import { multipartBody } from '../../testing/uploads';

const INCOMPLETE =
  "Give all five EMD account details (account name, account number, IFSC code, bank name and branch), or none to use the bank's default account";

/*
 * The EMD beneficiary account of an auction (decision 031): entered with Add Property, Edit and the
 * spreadsheet, defaulted per bank, and carried by the public property.
 */

const EMPTY_ACCOUNT = {
  emdAccountName: '',
  emdAccountNo: '',
  emdIfscCode: '',
  emdBankName: '',
  emdBranch: '',
};

/** Every field of Add Property, as the form sends it, auctioned on 15-Dec-26. */
const newProperty = (overrides: Record<string, unknown> = {}) =>
  propertyBody({ auctionDate: '15-Dec-26', emdSubmission: '2026-12-10', ...overrides });

describe.each(TEST_DATABASES)('EMD beneficiary accounts on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-01T06:00:00Z');
  let adminToken = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.database.db;
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as never, headers: bearer(adminToken) });
  const propertyCount = async () => (await db().select({ n: count() }).from(properties))[0]?.n ?? 0;
  const publicProperty = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json<{ data: Property }>().data;
  const upload = async (aoa: ReturnType<typeof sheetOf>) => {
    const body = await multipartBody([
      { name: 'propertiesFile', filename: 'emd.xlsx', type: XLSX_MIME, content: workbookFile(aoa) },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload-properties',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
  };
  const byCode = async (code: string) =>
    (await db().select().from(properties).where(eq(properties.auctionCode, code)))[0];

  it('adds a property with its EMD account, tidied, and the public property carries it', async () => {
    const res = await send(
      'POST',
      '/api/admin/add-property',
      newProperty({ emdAccountNo: '5020 0045-671234', emdIfscCode: 'hdfc0000236' }),
    );
    expect(res.statusCode).toBe(201);
    const added = res.json<{ data: AdminProperty }>().data;
    expect((await publicProperty(added._id)).emdAccount).toEqual({
      accountName: 'Bharat Housing Finance Ltd EMD Collection Account',
      accountNo: '50200045671234',
      ifscCode: 'HDFC0000236',
      bankName: 'HDFC Bank',
      branch: 'Connaught Place, New Delhi',
    });
  });

  it('refuses a bad IFSC, a short account number or half an account with 400, storing nothing', async () => {
    const before = await propertyCount();
    const badIfsc = await send(
      'POST',
      '/api/admin/add-property',
      newProperty({ emdIfscCode: 'HDFC1000236' }),
    );
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json().fields).toMatchObject({ emdIfscCode: 'Invalid IFSC code' });
    const shortNo = await send('POST', '/api/admin/add-property', newProperty({ emdAccountNo: '12345678' }));
    expect(shortNo.statusCode).toBe(400);
    expect(shortNo.json().fields).toMatchObject({ emdAccountNo: 'Account number must be 9 to 18 digits' });
    const half = await send(
      'POST',
      '/api/admin/add-property',
      newProperty({ emdBranch: '', emdBankName: '' }),
    );
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toMatchObject({ emdBranch: INCOMPLETE, emdBankName: INCOMPLETE });
    expect(await propertyCount()).toBe(before);
  });

  it("refuses a property without an account while its bank has no default, and takes the bank's default once saved", async () => {
    const bank = 'Default Test Bank Ltd';
    const before = await propertyCount();
    const refused = await send(
      'POST',
      '/api/admin/add-property',
      newProperty({ bankName: bank, ...EMPTY_ACCOUNT }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({
      emdAccountName: `No EMD account for this auction: fill in the EMD account details, or save a default EMD account for ${bank} in the admin console`,
    });
    expect(await propertyCount()).toBe(before);

    const badDefault = await send('PUT', '/api/admin/bank-emd-accounts', {
      bankName: bank,
      account: { accountName: 'X', accountNo: '1', ifscCode: 'nope', bankName: 'Y', branch: 'Z' },
    });
    expect(badDefault.statusCode).toBe(400);

    const saved = await send('PUT', '/api/admin/bank-emd-accounts', {
      bankName: bank,
      account: {
        accountName: 'Default Test Bank EMD Account',
        accountNo: '1234-5678-9012',
        ifscCode: 'sbin0000691',
        bankName: 'State Bank of India',
        branch: 'Sansad Marg',
      },
    });
    expect(saved.statusCode).toBe(200);
    const listed = (await send('GET', '/api/admin/bank-emd-accounts')).json<{ data: BankEmdAccount[] }>()
      .data;
    expect(listed.find((d) => d.bankName === bank)?.account).toEqual({
      accountName: 'Default Test Bank EMD Account',
      accountNo: '123456789012',
      ifscCode: 'SBIN0000691',
      bankName: 'State Bank of India',
      branch: 'Sansad Marg',
    });

    const added = await send(
      'POST',
      '/api/admin/add-property',
      newProperty({ bankName: bank, ...EMPTY_ACCOUNT }),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json<{ data: AdminProperty }>().data.emdAccount?.accountNo).toBe('123456789012');

    expect(
      (await send('DELETE', `/api/admin/bank-emd-accounts/${encodeURIComponent(bank)}`)).statusCode,
    ).toBe(200);
    expect(
      (await send('DELETE', `/api/admin/bank-emd-accounts/${encodeURIComponent(bank)}`)).statusCode,
    ).toBe(404);
  });

  it('edits the account with all five parts, and refuses part of one', async () => {
    const id = await insertProperty(db(), {
      type: 'LAND',
      city: 'Pune',
      reserve: 1_000_000,
      date: '2026-12-20',
    });
    expect((await publicProperty(id)).emdAccount).toBeNull();
    const [row] = await db().select().from(properties).where(eq(properties.id, id));
    const partial = await send('PUT', `/api/admin/auctions/${id}`, {
      version: row?.version,
      emdIfscCode: 'SBIN0000691',
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toMatchObject({ emdAccountName: INCOMPLETE });
    const edited = await send('PUT', `/api/admin/auctions/${id}`, {
      version: row?.version,
      ...TEST_EMD_ACCOUNT_FIELDS,
      emdIfscCode: 'sbin0000691',
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicProperty(id)).emdAccount).toMatchObject({
      accountName: TEST_EMD_ACCOUNT_FIELDS.emdAccountName,
      ifscCode: 'SBIN0000691',
    });
  });

  it("imports rows with their own account or their bank's default, and refuses a row with neither", async () => {
    const withDefault = 'Imported Default Bank';
    await send('PUT', '/api/admin/bank-emd-accounts', {
      bankName: withDefault,
      account: {
        accountName: 'Imported Default EMD Account',
        accountNo: '987654321098',
        ifscCode: 'UBIN0530778',
        bankName: 'Union Bank of India',
        branch: 'Fort, Mumbai',
      },
    });
    const res = await upload(
      sheetOf([
        sheetRow('EMD-OWN'),
        sheetRow('EMD-DEF', { bankName: withDefault, ...EMPTY_ACCOUNT }),
        sheetRow('EMD-NONE', { bankName: 'Bank Without Default', ...EMPTY_ACCOUNT }),
        sheetRow('EMD-BAD', { emdIfscCode: 'HDFC000023' }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    const result = res.json<PropertyUploadResult>();
    expect(result).toMatchObject({ count: 2, created: 2, rejectedCount: 2 });
    expect(result.rejected).toMatchObject([
      {
        row: 4,
        auctionId: 'EMD-NONE',
        errors: [
          'No EMD account for this auction: fill in the EMD account details, or save a default EMD account for Bank Without Default in the admin console',
        ],
      },
      { row: 5, auctionId: 'EMD-BAD', errors: ['Invalid IFSC code'] },
    ]);
    expect((await byCode('EMD-OWN'))?.emdAccountNo).toBe(TEST_EMD_ACCOUNT_FIELDS.emdAccountNo);
    expect(await byCode('EMD-DEF')).toMatchObject({
      emdAccountName: 'Imported Default EMD Account',
      emdIfscCode: 'UBIN0530778',
    });
    expect(await byCode('EMD-NONE')).toBeUndefined();
    expect(await byCode('EMD-BAD')).toBeUndefined();
  });

  it('refuses a file whose every row lacks an account with 400, storing nothing', async () => {
    const before = await propertyCount();
    const res = await upload(sheetOf([sheetRow('EMD-ONLY', { bankName: 'Nobody Bank', ...EMPTY_ACCOUNT })]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      rejected: [
        {
          row: 2,
          errors: [
            'No EMD account for this auction: fill in the EMD account details, or save a default EMD account for Nobody Bank in the admin console',
          ],
        },
      ],
    });
    expect(await propertyCount()).toBe(before);
  });

  it('writes the five EMD account columns into the upload template', async () => {
    const res = await send('GET', '/api/admin/upload-template');
    const [header] = sheetRows(readWorkbook(res.rawPayload), 'Properties');
    expect(header).toEqual(
      expect.arrayContaining([
        'EMD Account Name',
        'EMD Account No',
        'EMD IFSC Code',
        'EMD Bank Name',
        'EMD Bank Branch',
      ]),
    );
  });
});
