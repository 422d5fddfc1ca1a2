import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_UPLOAD_MAX_ROWS,
  SPREADSHEET_COLUMNS,
  istInstant,
  type PropertyUploadError,
  type PropertyUploadResult,
} from '@eauction/shared';
import { auditLog, properties, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { placeBids } from '../../testing/fixtures';
import {
  excelDate,
  excelTime,
  readWorkbook,
  sheetOf,
  sheetRow,
  sheetRows,
  workbookFile,
  XLSX_MIME,
} from '../../testing/spreadsheets';
import { TEST_DATABASES } from '../../testing/test-database';
import { makePdf, multipartBody, type FilePart } from '../../testing/uploads';
import { UNPACKED_TOO_LARGE_MESSAGE } from './unzip-limits';
import { entriesOf, sharedStringsBomb, zipOf, type FixtureEntry } from '../../testing/zip-fixtures';

const spreadsheet = (content: Buffer, filename = 'properties.xlsx', type = XLSX_MIME): FilePart => ({
  name: 'propertiesFile',
  filename,
  type,
  content,
});

/** 250 MB of shared strings in some 250 KB: built once, for every database kind. */
let bomb: Promise<FixtureEntry> | undefined;
const sharedStrings250Mb = () => (bomb ??= sharedStringsBomb(250));

describe.each(TEST_DATABASES)('bulk property upload on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-01T06:00:00Z');
  let adminToken = '';
  let adminId = '';

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    adminId = admin.id;
    adminToken = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
  });
  afterAll(async () => ctx?.close());

  const db = () => ctx.database.db;
  const upload = async (files: FilePart[], fields: Record<string, string> = {}) => {
    const body = await multipartBody(files, fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload-properties',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
  };
  const propertyCount = async () => (await db().select({ n: count() }).from(properties))[0]?.n ?? 0;
  const uploadAudits = async () =>
    (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'property.bulk-uploaded')))[0]
      ?.n ?? 0;
  const byCode = async (code: string) =>
    (await db().select().from(properties).where(eq(properties.auctionCode, code)))[0];

  /** A refused upload changes no property and writes no audit row. */
  async function expectRefused(files: FilePart[], status: number, expected: Partial<PropertyUploadError>) {
    const before = [await propertyCount(), await uploadAudits()];
    const res = await upload(files);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, ...expected });
    expect([await propertyCount(), await uploadAudits()]).toEqual(before);
    return res.json<PropertyUploadError>();
  }

  it('imports a generated .xlsx: Excel dates and times, DD-MMM-YY and ISO text, defaults for empty times', async () => {
    const file = workbookFile(
      sheetOf([
        sheetRow('UP-001', {
          auctionDate: excelDate('2026-12-15'),
          emdSubmission: excelDate('2026-12-10'),
          auctionStartTime: excelTime('11:30'),
          auctionEndTime: excelTime('16:45'),
          reservePrice: 'Rs. 12,50,000/-',
          emdAmount: 200_000,
          bidIncrement: 5000,
          longitude: 73.7868,
          latitude: 18.559,
          zone: 'west',
          vendor: 'in house',
        }),
        sheetRow('UP-002', {
          auctionDate: '20-Dec-26',
          emdSubmission: '18-Dec-26',
          auctionStartTime: '11:00',
        }),
        sheetRow('UP-003', { auctionDate: '2026-12-22', emdSubmission: '2026-12-21' }),
      ]),
    );
    const res = await upload([spreadsheet(file)]);
    expect(res.statusCode).toBe(200);
    expect(res.json<PropertyUploadResult>()).toEqual({
      success: true,
      count: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      rejectedCount: 0,
      rejected: [],
      ignoredColumns: [],
      message: '3 properties imported',
    });

    expect(await byCode('UP-001')).toMatchObject({
      reservePrice: 1_250_000,
      emdAmount: 200_000,
      bidIncrement: 5000,
      auctionDate: '2026-12-15',
      emdSubmission: '2026-12-10',
      startAt: istInstant('2026-12-15', '11:30'),
      endAt: istInstant('2026-12-15', '16:45'),
      zone: 'WEST',
      vendor: 'In-house',
      lng: 73.7868,
      lat: 18.559,
      loanAccountNo: 'BHFL0112345678',
      cifId: 1_234_567_890,
    });
    // 11:00 given, the end left to its default of 17:00.
    expect(await byCode('UP-002')).toMatchObject({
      auctionDate: '2026-12-20',
      startAt: istInstant('2026-12-20', '11:00'),
      endAt: istInstant('2026-12-20', '17:00'),
    });
    // Defaults: 10:00-17:00, EMD 10% of the reserve price, increment 1000, no location.
    expect(await byCode('UP-003')).toMatchObject({
      startAt: istInstant('2026-12-22', '10:00'),
      endAt: istInstant('2026-12-22', '17:00'),
      emdAmount: 250_000,
      bidIncrement: 1000,
      lng: null,
      lat: null,
    });

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'property.bulk-uploaded'));
    expect(audit).toMatchObject({
      actorId: adminId,
      entity: 'property-upload',
      after: { fileName: 'properties.xlsx', rows: 3, created: 3, updated: 0, rejected: 0 },
    });
    // The public catalogue shows them at once.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/properties?location=Pune' });
    expect(list.json<{ total: number }>().total).toBe(3);
  });

  it('imports a legacy .xls (BIFF8) workbook with case- and space-insensitive headers', async () => {
    const aoa = sheetOf([sheetRow('XLS-001'), sheetRow('XLS-002', { propertyLocation: 'Nashik' })]);
    // '  auction id ', 'customer name', 'RESERVE PRICE (RS)': matched all the same.
    aoa[0] = (aoa[0] ?? []).map((h) => (typeof h === 'string' ? `  ${h.toLowerCase()} ` : h));
    const res = await upload([
      spreadsheet(workbookFile(aoa, 'xls'), 'legacy.XLS', 'application/vnd.ms-excel'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<PropertyUploadResult>()).toMatchObject({ count: 2, created: 2 });
    expect((await byCode('XLS-002'))?.propertyLocation).toBe('Nashik');
  });

  it('updates the property of a re-uploaded Auction ID instead of duplicating it, and keeps identical rows as they are', async () => {
    const before = await byCode('UP-003');
    const total = await propertyCount();
    const file = workbookFile(
      sheetOf([
        sheetRow('UP-003', {
          auctionDate: '2026-12-22',
          emdSubmission: '2026-12-21',
          customerName: 'M/s Renamed Borrower',
          reservePrice: 3_000_000,
        }),
        sheetRow('XLS-001'),
        sheetRow('UP-004'),
      ]),
    );
    const res = await upload([spreadsheet(file)]);
    expect(res.statusCode).toBe(200);
    expect(res.json<PropertyUploadResult>()).toMatchObject({
      count: 3,
      created: 1,
      updated: 1,
      unchanged: 1,
    });
    expect(await propertyCount()).toBe(total + 1);
    const after = await byCode('UP-003');
    expect(after).toMatchObject({
      id: before?.id,
      customerName: 'M/s Renamed Borrower',
      reservePrice: 3_000_000,
      emdAmount: 300_000,
      version: (before?.version ?? 0) + 1,
    });
  });

  it('keeps stored values for optional columns the file leaves out', async () => {
    const fields = SPREADSHEET_COLUMNS.filter((c) => c.required).map((c) => c.field);
    const file = workbookFile(
      sheetOf([sheetRow('UP-001', { customerName: 'M/s Kept Columns', reservePrice: 1_250_000 })], fields),
    );
    const res = await upload([spreadsheet(file)]);
    expect(res.json<PropertyUploadResult>()).toMatchObject({ count: 1, updated: 1 });
    expect(await byCode('UP-001')).toMatchObject({
      customerName: 'M/s Kept Columns',
      emdAmount: 200_000,
      bidIncrement: 5000,
      startAt: istInstant('2026-12-15', '11:30'),
      endAt: istInstant('2026-12-15', '16:45'),
      lng: 73.7868,
    });
  });

  it('refuses a file missing required columns, naming them, and stores nothing', async () => {
    const fields = SPREADSHEET_COLUMNS.map((c) => c.field).filter(
      (f) => f !== 'reservePrice' && f !== 'auctionDate',
    );
    const body = await expectRefused(
      [spreadsheet(workbookFile(sheetOf([sheetRow('MISS-1')], fields)))],
      400,
      {
        code: 'VALIDATION_FAILED',
        missingColumns: ['Auction Date', 'Reserve Price (Rs)'],
      },
    );
    expect(body.error).toBe("The spreadsheet is missing the columns 'Auction Date', 'Reserve Price (Rs)'");
  });

  it('imports the valid rows and reports each refused row with its spreadsheet row number and reasons', async () => {
    const aoa = sheetOf([
      sheetRow('BAD-OK-1'),
      sheetRow('BAD-2', { zone: 'NORTH-EAST', reservePrice: 'twelve lakh' }),
      sheetRow('BAD-3', { auctionStartTime: '15:00', auctionEndTime: '11:00' }),
      sheetRow('BAD-4', { customerName: null, emdSubmission: '20-Dec-26' }),
      sheetRow('BAD-5', { emdSubmission: '20-Dec-26', auctionDate: '2026-13-40' }),
      sheetRow('BAD-OK-1', { propertyLocation: 'Thane' }),
      sheetRow('BAD-OK-2', { emdSubmission: '16-Dec-26' }),
    ]);
    // A blank line between rows is skipped, and row numbers stay the spreadsheet's own.
    aoa.splice(3, 0, []);
    const res = await upload([spreadsheet(workbookFile(aoa), 'mixed.xlsx')]);
    expect(res.statusCode).toBe(200);
    const result = res.json<PropertyUploadResult>();
    expect(result).toMatchObject({ count: 1, created: 1, rejectedCount: 6 });
    expect(result.rejected).toMatchObject([
      {
        row: 3,
        auctionId: 'BAD-2',
        errors: [
          'Zone must be one of: NORTH, SOUTH, EAST, WEST, CENTRAL',
          'Reserve Price (Rs) must be a whole number of rupees',
        ],
      },
      { row: 5, auctionId: 'BAD-3', errors: ['Auction End Time must be after Auction Start Time'] },
      { row: 6, auctionId: 'BAD-4', errors: ['CUSTOMER NAME is required'] },
      { row: 7, auctionId: 'BAD-5', errors: ['Auction Date must be a date such as 05-Dec-26'] },
      { row: 8, auctionId: 'BAD-OK-1', errors: ['This Auction ID is already used in row 2 of the file'] },
      { row: 9, auctionId: 'BAD-OK-2', errors: ['EMD Submission Date must not be after the Auction Date'] },
    ]);
    expect(await byCode('BAD-OK-2')).toBeUndefined();
    expect(await byCode('BAD-OK-1')).toMatchObject({ propertyLocation: 'Pune' });
    expect(await byCode('BAD-2')).toBeUndefined();
  });

  it('refuses a row whose date cell holds a number no calendar holds (it once answered 500)', async () => {
    const aoa = sheetOf([sheetRow('HUGE-1', { auctionDate: 1e308 }), sheetRow('HUGE-OK')]);
    const res = await upload([spreadsheet(workbookFile(aoa), 'huge.xlsx')]);
    expect(res.statusCode).toBe(200);
    expect(res.json<PropertyUploadResult>()).toMatchObject({
      count: 1,
      rejected: [{ row: 2, auctionId: 'HUGE-1', errors: ['Auction Date must be a date such as 05-Dec-26'] }],
    });
  });

  it('refuses a file whose every row is invalid with 400 and the refused rows, changing nothing', async () => {
    const body = await expectRefused(
      [spreadsheet(workbookFile(sheetOf([sheetRow('NONE-1', { reservePrice: -5 }), sheetRow('', {})])))],
      400,
      {
        code: 'VALIDATION_FAILED',
        error: 'No row of the spreadsheet could be imported, so nothing was changed. See the refused rows.',
        rejectedCount: 2,
      },
    );
    expect(body.rejected).toMatchObject([
      { row: 2, auctionId: 'NONE-1', errors: ['Reserve Price (Rs) must be at least ₹1'] },
      { row: 3, errors: ['Auction ID is required'] },
    ]);
  });

  it('stores text starting with = + - @ as typed and never evaluates a formula', async () => {
    const file = workbookFile(
      sheetOf([
        sheetRow('FORMULA-1', {
          customerName: '=HYPERLINK("http://evil.example/x","Click me")',
          propertySchedule: "+cmd|' /C calc'!A0",
          loanAccountNo: '-2+3',
          region: '@SUM(1,2)',
          // A real formula cell: only the value Excel last saved is read (not 2500000, what the formula says).
          reservePrice: { t: 'n', f: '2000000+500000', v: 1_234_000 },
          state: { t: 's', f: 'CONCAT("Maha","rashtra")', v: 'Maharashtra' },
        }),
      ]),
    );
    const res = await upload([spreadsheet(file)]);
    expect(res.statusCode).toBe(200);
    expect(await byCode('FORMULA-1')).toMatchObject({
      customerName: '=HYPERLINK("http://evil.example/x","Click me")',
      propertySchedule: "+cmd|' /C calc'!A0",
      loanAccountNo: '-2+3',
      region: '@SUM(1,2)',
      reservePrice: 1_234_000,
      state: 'Maharashtra',
    });
  });

  it('refuses a file that is not named .xlsx or .xls', async () => {
    const xlsx = workbookFile(sheetOf([sheetRow('EXT-1')]));
    await expectRefused([spreadsheet(xlsx, 'properties.csv', 'text/csv')], 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Please upload an Excel file (.xlsx or .xls)',
    });
    await expectRefused([spreadsheet(xlsx, 'properties', 'application/octet-stream')], 415, {
      error: 'Please upload an Excel file (.xlsx or .xls)',
    });
  });

  it('refuses a renamed non-spreadsheet by its bytes', async () => {
    const message = { error: 'Please upload an Excel file (.xlsx or .xls)' };
    await expectRefused([spreadsheet(await makePdf(), 'notice.xlsx')], 415, message);
    const csv = Buffer.from('Auction ID,CUSTOMER NAME\nCSV-1,=cmd\n');
    await expectRefused([spreadsheet(csv, 'export.xls', 'application/vnd.ms-excel')], 415, message);
    // An .xlsx's zip inside a file named .xls is not a legacy workbook either.
    await expectRefused(
      [spreadsheet(workbookFile(sheetOf([sheetRow('EXT-2')])), 'mislabelled.xls')],
      415,
      message,
    );
  });

  it('refuses an empty sheet and a sheet with only its header', async () => {
    const error = 'The spreadsheet has no rows to import';
    await expectRefused([spreadsheet(workbookFile([]))], 400, { error });
    await expectRefused([spreadsheet(workbookFile(sheetOf([])))], 400, { error });
  });

  it('asks for a file when none is sent', async () => {
    await expectRefused([], 400, { error: 'Please select a file to upload' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/upload-properties',
      payload: { propertiesFile: 'x' },
      headers: bearer(adminToken),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: 'Please select a file to upload' });
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(big);
    await expectRefused([spreadsheet(big)], 413, { error: 'File is too large. The limit is 10 MB.' });
  });

  it(`refuses more than ${PROPERTY_UPLOAD_MAX_ROWS} rows`, async () => {
    const rows = Array.from({ length: PROPERTY_UPLOAD_MAX_ROWS + 1 }, (_, i) => sheetRow(`MANY-${i}`));
    // Refused by its count before any row is read: the required columns suffice, and build faster.
    const required = SPREADSHEET_COLUMNS.filter((c) => c.required).map((c) => c.field);
    await expectRefused([spreadsheet(workbookFile(sheetOf(rows, required)))], 413, {
      error: 'The spreadsheet has more than 20,000 rows. Please split it into smaller files.',
    });
  });

  it('refuses an .xlsx whose shared strings unpack to 250 MB, from their declared size, and stores nothing', async () => {
    const strings = await sharedStrings250Mb();
    const file = zipOf([...entriesOf(workbookFile(sheetOf([sheetRow('BOMB-1')]))), strings]);
    expect(file.length).toBeLessThan(1024 * 1024);
    await expectRefused([spreadsheet(file)], 413, {
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The spreadsheet is too large when unpacked (over 64 MB); split it into smaller files',
      messages: { error: UNPACKED_TOO_LARGE_MESSAGE },
    });
    expect(await byCode('BOMB-1')).toBeUndefined();
  });

  it('refuses an .xlsx whose headers declare small sizes but whose entries inflate to more', async () => {
    const strings = await sharedStrings250Mb();
    // The shared strings claim 1 KB in both the central directory and their local header.
    const file = zipOf([...entriesOf(workbookFile(sheetOf([sheetRow('LIAR-1')]))), strings], (entry) =>
      entry === strings ? 1024 : entry.size,
    );
    await expectRefused([spreadsheet(file)], 400, {
      error: 'The file could not be read as an Excel workbook. Please save it again from Excel and retry.',
    });
    expect(await byCode('LIAR-1')).toBeUndefined();
  });

  it('keeps answering /healthz while a spreadsheet of thousands of rows is read', async () => {
    // Every row is refused (its reserve price is not a number), so the upload's whole work is reading
    // and validating the file: none of it is the database's.
    const rows = Array.from({ length: 5000 }, (_, i) => sheetRow(`LOOP-${i}`, { reservePrice: 'n/a' }));
    const file = workbookFile(sheetOf(rows));
    let uploaded = false;
    const started = performance.now();
    const uploading = upload([spreadsheet(file)]).finally(() => {
      uploaded = true;
    });
    const answered: number[] = [];
    while (!uploaded) {
      const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      answered.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const res = await uploading;
    const finished = performance.now();
    expect(res.statusCode).toBe(400);
    expect(res.json<PropertyUploadError>().rejectedCount).toBe(5000);
    // Read on the event loop, the file would leave one stretch without any /healthz answer lasting
    // most of the upload; read in a worker, the probes are answered all along.
    const moments = [started, ...answered, finished];
    const longestSilence = Math.max(...moments.slice(1).map((t, i) => t - (moments[i] ?? t)));
    expect(answered.length).toBeGreaterThan(0);
    expect(longestSilence).toBeLessThan((finished - started) / 2);
  });

  it('refuses rows that would change what bidders bid on once an auction has bids, and updates the rest', async () => {
    const bidder = await createUser(db(), {});
    const property = await byCode('UP-002');
    if (!property) throw new Error('UP-002 missing');
    await placeBids(db(), property.id, [{ bidderId: bidder.id, amount: 2_500_000 }]);
    const row = { auctionDate: '20-Dec-26', emdSubmission: '18-Dec-26', auctionStartTime: '11:00' };
    const file = workbookFile(
      sheetOf([
        sheetRow('UP-002', { ...row, reservePrice: 2_000_000, auctionEndTime: '15:00' }),
        sheetRow('UP-002B', {}),
      ]),
    );
    const res = await upload([spreadsheet(file)]);
    expect(res.json<PropertyUploadResult>()).toMatchObject({
      count: 1,
      created: 1,
      rejected: [
        {
          row: 2,
          auctionId: 'UP-002',
          errors: [
            'This auction already has bids, so its Reserve Price (Rs) and Auction End Time cannot be changed',
          ],
        },
      ],
    });
    expect((await byCode('UP-002'))?.reservePrice).toBe(2_500_000);

    const rename = await upload([
      spreadsheet(workbookFile(sheetOf([sheetRow('UP-002', { ...row, customerName: 'M/s Still Allowed' })]))),
    ]);
    expect(rename.json<PropertyUploadResult>()).toMatchObject({ count: 1, updated: 1 });
    expect((await byCode('UP-002'))?.customerName).toBe('M/s Still Allowed');
  });

  it('refuses rows that would change the terms of an auction that has closed (a re-auction gives new terms)', async () => {
    const property = await byCode('UP-002B');
    if (!property) throw new Error('UP-002B missing');
    await db().update(properties).set({ closedAt: clock.now() }).where(eq(properties.id, property.id));
    const res = await upload([
      spreadsheet(
        workbookFile(sheetOf([sheetRow('UP-002B', { reservePrice: 3_000_000 }), sheetRow('UP-002C', {})])),
      ),
    ]);
    expect(res.json<PropertyUploadResult>()).toMatchObject({
      count: 1,
      created: 1,
      rejected: [
        {
          row: 2,
          auctionId: 'UP-002B',
          errors: [
            'This auction has closed, so its Reserve Price (Rs) cannot be changed: put the property up for auction again instead',
          ],
        },
      ],
    });
    expect((await byCode('UP-002B'))?.reservePrice).toBe(property.reservePrice);
  });

  it('serves a template with every column and an example row that imports as it is', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/upload-template',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toBe('attachment; filename="property-upload-template.xlsx"');
    const workbook = readWorkbook(res.rawPayload);
    expect(workbook.SheetNames).toEqual(['Properties', 'Instructions']);
    const [header, example] = sheetRows(workbook, 'Properties');
    expect(header).toEqual(SPREADSHEET_COLUMNS.map((c) => c.header));
    expect(example).toHaveLength(SPREADSHEET_COLUMNS.length);
    const instructions = sheetRows(workbook, 'Instructions').map((r) => r[0]);
    for (const c of SPREADSHEET_COLUMNS) expect(instructions).toContain(c.header);

    const imported = await upload([spreadsheet(res.rawPayload, 'property-upload-template.xlsx')]);
    expect(imported.statusCode).toBe(200);
    expect(imported.json<PropertyUploadResult>()).toMatchObject({ count: 1, created: 1, rejectedCount: 0 });
    expect(await byCode('EN-2026-0101')).toMatchObject({
      auctionDate: '2026-12-15',
      emdSubmission: '2026-12-10',
      startAt: istInstant('2026-12-15', '11:00'),
      endAt: istInstant('2026-12-15', '16:00'),
    });
  });

  it('lists headers it does not know so a typo is visible', async () => {
    const aoa = sheetOf([sheetRow('TYPO-1')]);
    aoa[0]?.push('Remarks');
    aoa[1]?.push('call the branch');
    const res = await upload([spreadsheet(workbookFile(aoa))]);
    expect(res.json<PropertyUploadResult>()).toMatchObject({ count: 1, ignoredColumns: ['Remarks'] });
  });

  it('leaves users and other tables alone on refusal', async () => {
    const before = (await db().select({ n: count() }).from(users))[0]?.n;
    await upload([spreadsheet(Buffer.from('nope'), 'x.xlsx')]);
    expect((await db().select({ n: count() }).from(users))[0]?.n).toBe(before);
    const codes = await db()
      .select({ code: properties.auctionCode })
      .from(properties)
      .where(inArray(properties.auctionCode, ['EXT-1', 'EXT-2', 'MANY-0', 'NONE-1', 'MISS-1']));
    expect(codes).toEqual([]);
  });
});
