import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddPropertySchema,
  PHOTOS_FIELD,
  PROPERTY_UPLOAD_FIELD,
  SALE_NOTICE_FIELD,
  SPREADSHEET_COLUMNS,
  SalePaymentFormSchema,
  SpreadsheetRowSchema,
  auctionRegistrationSchema,
  type PropertyInputField,
  type PropertyUploadResult,
} from '@eauction/shared';
import { properties, registrations, salePayments } from '../db/schema';
import { readPropertySheet } from '../modules/admin/read-spreadsheet';
import { ManualClock } from '../platform/clock';
import { createUser } from '../testing/accounts';
import { insertProperty } from '../testing/fixtures';
import { auctionWithBids, createOfficer, officerCall } from '../testing/sales';
import { beforeCase, nextAddress, storedAsParsed } from '../testing/security/fuzz-checks';
import {
  fuzzParameters,
  fuzzTimeout,
  HOSTILE_TEXTS,
  POLLUTION_KEYS,
  hostileText,
} from '../testing/security/hostile-input';
import {
  currentToken,
  daysAhead,
  propertyBody,
  registrationFields,
  type Actor,
} from '../testing/security/valid-requests';
import { XLSX_MIME, sheetOf, sheetRow, workbookFile, type CellInput } from '../testing/spreadsheets';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { makePdf, makePng } from '../testing/uploads';

/*
 * Property-based fuzzing of the multipart endpoints (decision 012): the auction registration with its KYC
 * documents, the admin's spreadsheet upload, Add Property with a sale notice and photos, and the buyer's
 * payment report with its receipt. Text
 * fields, field names, file names, declared types and file bytes are made hostile, parts are
 * repeated, dropped or added, bodies are cut short or their boundary broken. Every answer must be
 * below 500 and readable; a refusal must leave no row and no file (temporary ones included); an
 * accepted form must be stored exactly as its schema reads it.
 */

/** One part of a multipart body, written byte for byte as given (no escaping of hostile names). */
interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer;
}

interface Form {
  parts: Part[];
  /** Cut the body after this fraction of its bytes. */
  cutAt?: number;
  /** Announce one boundary and use another. */
  wrongBoundary?: boolean;
}

function encodeForm(form: Form): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of form.parts) {
    const disposition =
      `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}\r\n${type}\r\n`),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (form.cutAt !== undefined) payload = payload.subarray(0, Math.floor(payload.length * form.cutAt));
  const announced = form.wrongBoundary ? `${boundary}x` : boundary;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${announced}` } };
}

const text = (name: string, value: string): Part => ({ name, content: Buffer.from(value) });

type BusboyLike = new (options: { headers: Record<string, string> }) => Writable;
// The very multipart parser the server reads forms with (that of @fastify/multipart).
const Busboy = createRequire(createRequire(import.meta.url).resolve('@fastify/multipart'))(
  '@fastify/busboy',
) as BusboyLike;

/**
 * The text fields of an encoded body as the server's multipart parser reads them, first value of each
 * name. This, not the parts as generated, is what an accepted form must be stored as: the parser skips
 * a part whose header holds a bare line break, and a quote or CRLF in a hostile name changes the name
 * it reads.
 */
function textFieldsAsRead(payload: Buffer, headers: Record<string, string>): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const parser = new Busboy({ headers });
    parser.on('field', (name: string, value: string) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (_name: string, stream: NodeJS.ReadableStream) => stream.resume());
    parser.on('error', reject);
    parser.on('finish', () => resolve(fields));
    parser.end(payload);
  });
}

const polyglots = [
  Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF'),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>')]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('PK\u0003\u0004garbage'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]),
  Buffer.alloc(0),
];

const hostileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(...polyglots),
  fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)),
  // Over the test's 64 KB upload limit.
  fc.integer({ min: 65 * 1024, max: 200 * 1024 }).map((n) => Buffer.alloc(n, 0x41)),
);

const hostileFileName = fc.oneof(
  fc.constantFrom(
    '../../../../etc/passwd',
    '..\\..\\boot.ini',
    '/etc/shadow',
    'a\u0000.pdf',
    'x\ud800.pdf',
    'invoice\u202efdp.exe',
    '"; name="injected',
    'a\r\nContent-Type: text/html',
    '',
    `${'🏠'.repeat(150)}.pdf`,
  ),
  hostileText,
);

const hostileType = fc.constantFrom(
  'application/pdf',
  'image/png',
  'text/html',
  'application/x-msdownload',
  'image/svg+xml',
  '',
  'multipart/mixed; boundary=inner',
);

/** Forms near a valid one: values, names, files and the body itself spoiled one way or several. */
function hostileForm(valid: Part[]): fc.Arbitrary<Form> {
  const textParts = valid.filter((p) => p.filename === undefined);
  const fileParts = valid.filter((p) => p.filename !== undefined);
  type Change = (parts: Part[]) => Part[];
  const changes: fc.Arbitrary<Change>[] = [
    fc.tuple(fc.constantFrom(...textParts.map((p) => p.name)), hostileText).map(
      ([name, value]) =>
        (parts: Part[]) =>
          parts.map((p) => (p.name === name ? text(name, value) : p)),
    ),
    fc
      .tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), hostileText), hostileText)
      .map(([name, value]) => (parts: Part[]) => [...parts, text(name, value)]),
    fc.constantFrom(...valid.map((p) => p.name)).map((name) => (parts: Part[]) => {
      const part = parts.find((p) => p.name === name);
      return part ? [...parts, part] : parts;
    }),
    fc
      .constantFrom(...valid.map((p) => p.name))
      .map((name) => (parts: Part[]) => parts.filter((p) => p.name !== name)),
    fc
      .tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), hostileText), hostileFileName, hostileBytes)
      .map(([name, filename, content]) => (parts: Part[]) => [
        ...parts,
        { name, filename, type: 'application/pdf', content },
      ]),
  ];
  if (fileParts.length > 0) {
    changes.push(
      fc
        .tuple(fc.constantFrom(...fileParts.map((p) => p.name)), hostileFileName, hostileType, hostileBytes)
        .map(
          ([name, filename, type, content]) =>
            (parts: Part[]) =>
              parts.map((p) => (p.name === name ? { name, filename, type, content } : p)),
        ),
      fc.tuple(fc.constantFrom(...fileParts.map((p) => p.name)), hostileFileName).map(
        ([name, filename]) =>
          (parts: Part[]) =>
            parts.map((p) => (p.name === name ? { ...p, filename } : p)),
      ),
    );
  }
  return fc
    .record({
      applied: fc.array(fc.oneof(...changes), { minLength: 1, maxLength: 3 }),
      cutAt: fc.oneof(
        { weight: 7, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.double({ min: 0, max: 0.999, noNaN: true }) },
      ),
      wrongBoundary: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ applied, cutAt, wrongBoundary }) => ({
      parts: applied.reduce((parts, change) => change(parts), valid),
      cutAt,
      wrongBoundary,
    }));
}

describe.each(TEST_DATABASES)('fuzzing multipart uploads on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock();
  let bidder: Actor;
  let admin: Actor;
  let pdf: Buffer;
  const png = makePng();
  const RESERVE = 1_000_000;
  /** A confirmed sale whose deposit the buyer reports (docs/product.md, "Payments"). */
  let buyer: Actor;
  let paymentsUrl = '';
  const closedOn = daysAhead(-2);

  const db = () => ctx.app.db;
  /** Sends the form; `sent` reads the text fields of the very bytes sent (for an accepted form). */
  const post = async (url: string, who: Actor, form: Form) => {
    const { payload, headers } = encodeForm(form);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, authorization: `Bearer ${await currentToken(ctx.app, clock, who)}` },
      remoteAddress: nextAddress(),
    });
    return { res, sent: () => textFieldsAsRead(payload, headers) };
  };
  const describeForm = (form: Form) =>
    JSON.stringify(
      form.parts.map((p) => [p.name, p.filename, p.type, p.content.subarray(0, 40).toString()]),
    ).slice(0, 600) + (form.cutAt === undefined ? '' : ` cut at ${form.cutAt}`);

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      clock,
      env: {
        RATE_LIMIT_PER_MINUTE: '1000000000',
        UPLOAD_MAX_BYTES: String(64 * 1024),
        // A form the multipart parser stops reading (a large part whose header it refuses, at the end)
        // is a 408 after this long (decision 008): short, so such cases do not eat the time budget.
        MULTIPART_READ_TIMEOUT_MS: '1500',
      },
    });
    bidder = { ...(await createUser(db())), role: 'user' };
    admin = { ...(await createUser(db(), { role: 'admin' })), role: 'admin' };
    pdf = await makePdf('PAN');
    // Closed two days ago and confirmed then; the clock goes back to now for every case.
    const auction = await auctionWithBids(ctx.app, { date: closedOn, bidders: 1, amounts: [RESERVE] });
    const [winner] = auction.bidders;
    if (!winner) throw new Error('no bidder');
    buyer = { ...winner, role: 'user' };
    clock.set(auction.endAt.getTime() + 1000);
    await ctx.app.saleWorker.runOnce();
    const confirmed = await officerCall(
      ctx.app,
      clock,
      await createOfficer(ctx.app),
      'POST',
      `${auction.propertyId}/confirm`,
    );
    expect(confirmed.statusCode).toBe(200);
    clock.set(Date.now());
    paymentsUrl = `/api/sales/${auction.propertyId}/payments`;
  }, 300_000);
  afterAll(async () => ctx?.close());

  it(
    'POST /api/auction/register: hostile forms and documents never cause a 5xx, a stray file or a bad row',
    async () => {
      const AUCTION = '{auction}';
      const valid: Part[] = [
        ...Object.entries(registrationFields(AUCTION, bidder.email, RESERVE)).map(([k, v]) => text(k, v)),
        { name: 'pancardFile', filename: 'pan.pdf', type: 'application/pdf', content: pdf },
        { name: 'addressProof', filename: 'address.png', type: 'image/png', content: png },
      ];
      await fc.assert(
        fc.asyncProperty(hostileForm(valid), async (template) => {
          // A fresh auction each time: an accepted registration must not turn every later case into 409.
          const auction = await insertProperty(db(), {
            type: 'LAND',
            city: 'Jaipur',
            reserve: RESERVE,
            date: daysAhead(60),
            emdSubmission: daysAhead(50),
          });
          const form: Form = {
            ...template,
            parts: template.parts.map((p) => (p.content.toString() === AUCTION ? text(p.name, auction) : p)),
          };
          const check = await beforeCase(ctx.app);
          const { res, sent } = await post('/api/auction/register', bidder, form);
          const what = `registration ${describeForm(form)}`;
          await check(res, what);
          if (res.statusCode >= 400) return;
          // Accepted: the text fields as read are what was validated and stored.
          const [row] = await db().select().from(registrations).where(eq(registrations.propertyId, auction));
          expect(row, what).toBeDefined();
          storedAsParsed(
            auctionRegistrationSchema(RESERVE).parse(await sent()),
            row as Record<string, unknown>,
            what,
          );
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(),
  );

  it(
    'POST /api/admin/add-property: hostile forms, notices and photos never cause a 5xx, a stray file or a bad row',
    async () => {
      const fields = Object.entries(propertyBody()).map(([k, v]) => text(k, String(v)));
      const valid: Part[] = [
        ...fields,
        { name: SALE_NOTICE_FIELD, filename: 'notice.pdf', type: 'application/pdf', content: pdf },
        { name: PHOTOS_FIELD, filename: 'front.png', type: 'image/png', content: png },
      ];
      await fc.assert(
        fc.asyncProperty(hostileForm(valid), async (form) => {
          const check = await beforeCase(ctx.app);
          const { res, sent } = await post('/api/admin/add-property', admin, form);
          const what = `add property ${describeForm(form)}`;
          await check(res, what);
          if (res.statusCode >= 400) return;
          const id = res.json<{ data: { _id: string } }>().data._id;
          const [row] = await db().select().from(properties).where(eq(properties.id, id));
          storedAsParsed(AddPropertySchema.parse(await sent()), row as Record<string, unknown>, what);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(),
  );

  const FIELDS = SPREADSHEET_COLUMNS.map((c) => c.field);
  const hostileCell: fc.Arbitrary<CellInput> = fc.oneof(
    // A cell holds at most 32,767 characters (SheetJS will not even write more).
    hostileText.map((t) => t.slice(0, 32_767)),
    fc.constantFrom(...HOSTILE_TEXTS),
    fc.constantFrom(1e308, -1, 0, 2 ** 53 + 2, 0.5, -1e-300, 45_000.75),
    fc.constantFrom<CellInput>({ t: 'e', v: 0x2a }, { t: 'b', v: true }, { t: 'n', v: Number.NaN }),
  );
  let codes = 0;
  const hostileSheet = fc
    .array(fc.array(fc.tuple(fc.constantFrom(...FIELDS), hostileCell), { maxLength: 4 }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((rows) =>
      rows.map((changes) => {
        codes += 1;
        const overrides = Object.fromEntries(changes) as Partial<Record<PropertyInputField, CellInput>>;
        return sheetRow(`FUZZ-${Date.now().toString(36)}-${codes}`, overrides);
      }),
    );
  const hostileHeaders = fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.oneof(
          fc.constantFrom(...POLLUTION_KEYS),
          hostileText.map((t) => t.slice(0, 32_767)),
        ),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
    },
  );

  it(
    'POST /api/admin/upload-properties: hostile cells and files never cause a 5xx or a bad row',
    async () => {
      const files = fc.oneof(
        {
          weight: 4,
          arbitrary: fc.tuple(hostileSheet, hostileHeaders).map(([rows, extra]) => ({ rows, extra })),
        },
        { weight: 1, arbitrary: hostileBytes.map((bytes) => ({ bytes })) },
      );
      await fc.assert(
        fc.asyncProperty(files, hostileFileName, fc.boolean(), async (file, name, wellNamed) => {
          let bytes: Buffer;
          if ('bytes' in file) bytes = file.bytes;
          else {
            const aoa = sheetOf(file.rows);
            if (file.extra)
              aoa.forEach((r, i) => r.push(...(file.extra ?? []).map((h) => (i === 0 ? h : 'x'))));
            bytes = workbookFile(aoa);
          }
          const form: Form = {
            parts: [
              {
                name: PROPERTY_UPLOAD_FIELD,
                filename: wellNamed ? 'p.xlsx' : name,
                type: XLSX_MIME,
                content: bytes,
              },
            ],
          };
          const check = await beforeCase(ctx.app);
          const { res } = await post('/api/admin/upload-properties', admin, form);
          const what = `upload ${describeForm(form)}`;
          await check(res, what);
          if (res.statusCode >= 400) return;
          // Accepted rows are stored exactly as the server's own reader and row schema read them.
          const result = res.json<PropertyUploadResult>();
          const refused = new Set(result.rejected.map((r) => r.row));
          for (const { row, values, cellErrors } of readPropertySheet(bytes, 'xlsx').rows) {
            if (refused.has(row) || cellErrors.length > 0) continue;
            const parsed = SpreadsheetRowSchema.safeParse(values);
            if (!parsed.success) continue;
            const [stored] = await db()
              .select()
              .from(properties)
              .where(eq(properties.auctionCode, parsed.data.auctionCode as string));
            expect(stored, `${what}: row ${row}`).toBeDefined();
            storedAsParsed(parsed.data, stored as Record<string, unknown>, `${what}: row ${row}`);
          }
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(),
  );

  it(
    'POST /api/sales/{propertyId}/payments: hostile forms and receipts never cause a 5xx, a stray file or a bad row',
    async () => {
      const valid: Part[] = [
        text('kind', 'deposit'),
        text('amount', '1000'),
        text('utrNo', 'HDFC0123456789'),
        text('paidOn', closedOn),
        { name: 'receipt', filename: 'receipt.pdf', type: 'application/pdf', content: pdf },
      ];
      // The form as it stands is taken: what the cases change is what they test.
      expect((await post(paymentsUrl, buyer, { parts: valid, wrongBoundary: false })).res.statusCode).toBe(
        201,
      );
      await fc.assert(
        fc.asyncProperty(hostileForm(valid), async (form) => {
          const check = await beforeCase(ctx.app);
          const { res, sent } = await post(paymentsUrl, buyer, form);
          const what = `payment ${describeForm(form)}`;
          await check(res, what);
          if (res.statusCode >= 400) return;
          const id = res.json<{ data: { _id: string } }>().data._id;
          const [row] = await db().select().from(salePayments).where(eq(salePayments.id, id));
          storedAsParsed(SalePaymentFormSchema.parse(await sent()), row as Record<string, unknown>, what);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(),
  );

  it(
    'refuses bodies that are not multipart, or not even a body, with a 4xx on each upload',
    async () => {
      const targets: [string, () => Actor][] = [
        ['/api/auction/register', () => bidder],
        ['/api/admin/add-property', () => admin],
        ['/api/admin/upload-properties', () => admin],
        [paymentsUrl, () => buyer],
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          fc.uint8Array({ maxLength: 500 }).map((a) => Buffer.from(a)),
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=abc',
            'application/octet-stream',
            'text/html',
          ),
          async ([url, who], payload, type) => {
            const check = await beforeCase(ctx.app);
            const res = await ctx.app.inject({
              method: 'POST',
              url,
              payload,
              headers: {
                'content-type': type,
                authorization: `Bearer ${await currentToken(ctx.app, clock, who())}`,
              },
              remoteAddress: nextAddress(),
            });
            const what = `${url} with ${type}`;
            await check(res, what);
            expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          },
        ),
        fuzzParameters(),
      );
    },
    fuzzTimeout(),
  );
});
