import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  istEndOfDay,
  type AdminRegistration,
  type MyRegistration,
  type RegistrationCreated,
} from '@eauction/shared';
import { auditLog, properties, registrations, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { uploadedFiles } from '../../testing/security/fuzz-checks';
import { registrationFields } from '../../testing/security/valid-requests';
import { makePdf, makePng, multipartBody, type FilePart } from '../../testing/uploads';

/** A tiny JPEG: the SOI/APP0 (JFIF) header file-type recognises, then an end marker. */
function makeJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ]);
}

/** The text drawn in a pdfkit PDF: content streams inflated, hex-encoded glyph strings joined. */
function pdfText(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  let text = '';
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(latin); m; m = streams.exec(latin)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) {
      text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
    }
    text += '\n';
  }
  return text;
}

/** The PDF attachment of a raw .eml written by the outbox transport. */
function pdfAttachment(eml: string): Buffer | null {
  const m = /Content-Type: application\/pdf[^\n]*\n(?:[^\n]+\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml);
  return m?.[1] ? Buffer.from(m[1].replace(/\s+/g, ''), 'base64') : null;
}

/** Undoes quoted-printable soft breaks and escapes, as a mail client does (UTF-8). */
const decodeQp = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

function outbox(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

const RESERVE = 1_000_000;

describe.each(TEST_DATABASES)('auction registration on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-06-01T06:00:00Z');
  let pdf: Buffer;
  const png = makePng(2);
  const jpeg = makeJpeg();
  let property = '';
  let closedProperty = '';
  let otherProperty = '';
  const buyer = { id: '', email: '', token: '' };
  const other = { id: '', email: '', token: '' };
  const admin = { id: '', email: '', token: '' };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    const db = ctx.database.db;
    pdf = await makePdf('PAN card of the test buyer');
    property = await insertProperty(db, {
      type: 'LAND',
      city: 'Jaipur',
      reserve: RESERVE,
      date: '2026-06-20',
      emdSubmission: '2026-06-15',
    });
    // This one carries its own EMD amount, and its EMD beneficiary account (decision 031).
    await db
      .update(properties)
      .set({
        emdAmount: 75_000,
        emdAccountName: 'Jaipur Auction EMD Account',
        emdAccountNo: '50200045671234',
        emdIfscCode: 'HDFC0000236',
        emdBankName: 'HDFC Bank',
        emdBranch: 'MI Road, Jaipur',
      })
      .where(eq(properties.id, property));
    otherProperty = await insertProperty(db, {
      type: 'RESIDENTIAL FLAT',
      city: 'Udaipur',
      reserve: 500_000,
      date: '2026-06-25',
      emdSubmission: '2026-06-20',
    });
    closedProperty = await insertProperty(db, {
      type: 'LAND',
      city: 'Kanpur',
      reserve: 300_000,
      date: '2026-06-03',
      emdSubmission: '2026-05-31',
    });
    for (const [who, role] of [
      [buyer, 'user'],
      [other, 'user'],
      [admin, 'admin'],
    ] as const) {
      const u = await createUser(db, { role });
      who.id = u.id;
      who.email = u.email;
      who.token = await tokenFor(ctx.app, clock, { id: u.id, role });
    }
    await db.update(users).set({ pancardNo: 'ABCDE1234F' }).where(eq(users.id, buyer.id));
  });
  afterAll(async () => ctx?.close());

  const fieldsFor = (who: { email: string }, overrides: Record<string, string> = {}) =>
    registrationFields(property, who.email, RESERVE, { auctionDate: '2026-06-20', ...overrides });
  const pan = (content: Buffer = pdf, filename = 'pan.pdf', type = 'application/pdf'): FilePart => ({
    name: 'pancardFile',
    filename,
    type,
    content,
  });
  const proof = (content: Buffer = png, filename = 'proof.png', type = 'image/png'): FilePart => ({
    name: 'addressProof',
    filename,
    type,
    content,
  });
  const receipt = (content: Buffer = jpeg): FilePart => ({
    name: 'paymentReceipt',
    filename: 'receipt.jpg',
    type: 'image/jpeg',
    content,
  });

  const register = async (
    token: string | null,
    fields: Record<string, string>,
    files: FilePart[] = [pan(), proof()],
  ) => {
    const body = await multipartBody(files, fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auction/register',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const get = (url: string, token: string | null) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const setStatus = (
    id: string,
    status: string,
    token: string | null,
    extra: { from?: string; reason?: string } = status === 'rejected' ? { reason: 'Not eligible' } : {},
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/registrations/${id}/status`,
      payload: { status, ...extra },
      headers: token ? bearer(token) : {},
    });
  const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(registrations))[0]?.n ?? 0;

  /** Runs a request that must be refused, and proves it left no row and no file behind. */
  async function expectRefusal(
    send: () => Promise<{ statusCode: number; json: () => unknown }>,
    status: number,
    expected: Record<string, unknown>,
  ) {
    const filesBefore = uploadedFiles(ctx.dataDir);
    const rowsBefore = await rowCount();
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, ...expected });
    expect(uploadedFiles(ctx.dataDir)).toEqual(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  }

  let registrationId = '';

  it('registers with real PDF and PNG documents, stores them under server names and mails the Bid Document', async () => {
    const res = await register(buyer.token, fieldsFor(buyer));
    expect(res.statusCode).toBe(201);
    const created = res.json<{ success: true; data: RegistrationCreated }>().data;
    expect(created).toMatchObject({
      emdAmount: 75_000,
      status: 'pending',
      message:
        'Registration submitted successfully. Please check your email for the Bid Document and EMD payment instructions.',
    });
    expect(created.confirmationCode).toMatch(/^EA-[A-HJKMNP-Z2-9]{8}$/);
    registrationId = created._id;

    const [row] = await ctx.database.db.select().from(registrations).where(eq(registrations.id, created._id));
    expect(row).toMatchObject({
      userId: buyer.id,
      propertyId: property,
      firstName: 'Ravi',
      offerValue: RESERVE,
      paymentMode: 'Neft - Rtgs',
      utrNo: 'SBIN123456789',
      emdAmount: 75_000,
      auctionDate: '2026-06-20',
      email: buyer.email,
      paymentReceipt: null,
    });
    expect(row?.pancardFile).toMatchObject({
      originalName: 'pan.pdf',
      mime: 'application/pdf',
      size: pdf.length,
    });
    expect(row?.addressProof).toMatchObject({ mime: 'image/png', size: png.length });
    // Stored under names the server chose, outside anything served; nothing left in the incoming folder.
    const files = uploadedFiles(ctx.dataDir);
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^registrations\/[0-9a-f-]{36}\.(pdf|png)$/);
    expect(files).toContain(row?.pancardFile.storedName);
    expect(readFileSync(join(ctx.dataDir, 'uploads', row?.pancardFile.storedName ?? '')).equals(pdf)).toBe(
      true,
    );

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created._id), eq(auditLog.action, 'registration.created')));
    expect(audit?.actorId).toBe(buyer.id);

    await ctx.app.mailer.drain();
    const mail = outbox(ctx.dataDir).find((m) => m.includes(created.confirmationCode ?? '-'));
    expect(mail).toBeDefined();
    expect(mail).toMatch(new RegExp(`^To: ${buyer.email.replace(/[.]/g, '\\.')}$`, 'm'));
    const attachment = pdfAttachment(mail ?? '');
    expect(attachment?.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(attachment ?? Buffer.alloc(0));
    expect(text).toContain('BID DOCUMENT');
    expect(text).toContain(created.confirmationCode);
    expect(text).toContain('XXXXXX234F');
    expect(text).toContain('XXXXXXXX9012');
    expect(text).not.toContain('ABCDE1234F');
    expect(text).not.toContain('123456789012');
    expect(mail).not.toContain('ABCDE1234F');
    expect(mail).not.toContain('123456789012');
    // The EMD beneficiary account in full, with the confirmation code to quote (decision 031).
    for (const shown of [text, decodeQp(mail ?? '')]) {
      expect(shown).toContain('Jaipur Auction EMD Account');
      expect(shown).toContain('50200045671234');
      expect(shown).toContain('HDFC0000236');
      expect(shown).toContain('MI Road, Jaipur');
      expect(shown).toContain('Reference to quote');
    }
    expect(decodeQp(mail ?? '')).toMatch(new RegExp(`Reference to quote:\\s+${created.confirmationCode}`));
  });

  it('accepts a JPEG receipt for a cheque payment and keeps no UTR', async () => {
    const res = await register(
      buyer.token,
      fieldsFor(buyer, { auctionId: otherProperty, paymentMode: 'Cheque', utrNo: '', offerValue: '600000' }),
      [pan(), proof(), receipt()],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: RegistrationCreated }>().data.emdAmount).toBe(50_000);
    const [row] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, res.json<{ data: RegistrationCreated }>().data._id));
    expect(row?.paymentReceipt).toMatchObject({ mime: 'image/jpeg' });
    expect(row?.utrNo).toBe('');
  });

  it('stores the IFSC upper-cased and the mobile, pincode and account numbers without spaces or dashes', async () => {
    const tidy = await createUser(ctx.database.db);
    const token = await tokenFor(ctx.app, clock, { id: tidy.id });
    const res = await register(
      token,
      fieldsFor(tidy, {
        auctionId: otherProperty,
        offerValue: '500000',
        pincode: '3020 01',
        mobile: '98765-43210',
        accountNo: '1234 5678-9012',
        ifscCode: 'sbin0001234',
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, res.json<{ data: RegistrationCreated }>().data._id));
    expect(row).toMatchObject({
      pincode: '302001',
      mobile: '9876543210',
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
    });
  });

  it('accepts a city typed as not listed, and any listed bank with its own IFSC', async () => {
    const townsman = await createUser(ctx.database.db);
    const token = await tokenFor(ctx.app, clock, { id: townsman.id });
    const res = await register(
      token,
      fieldsFor(townsman, {
        auctionId: otherProperty,
        offerValue: '500000',
        city: 'Bhiwadi',
        cityNotListed: 'true',
        bankName: 'Canara Bank',
        ifscCode: 'CNRB0001234',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, res.json<{ data: RegistrationCreated }>().data._id));
    expect(row).toMatchObject({ state: 'Rajasthan', city: 'Bhiwadi', bankName: 'Canara Bank' });
  });

  it('refuses a second registration of the same user for the same auction with 409', async () => {
    await expectRefusal(() => register(buyer.token, fieldsFor(buyer)), 409, {
      error: 'You have already registered for this auction',
      code: 'ALREADY_REGISTERED',
    });
  });

  it('refuses a second registration as soon as its auctionId is read, before any document is written', async () => {
    // A document over the limit would be answered 413 had it been read: the 409 comes first.
    const oversized = Buffer.concat([pdf, Buffer.alloc(ctx.app.config.uploadMaxBytes, 0x20)]);
    await expectRefusal(() => register(buyer.token, fieldsFor(buyer), [pan(oversized), proof()]), 409, {
      error: 'You have already registered for this auction',
      code: 'ALREADY_REGISTERED',
    });
    expect(readdirSync(join(ctx.dataDir, 'uploads', 'incoming'))).toEqual([]);
  });

  it('keeps one of two simultaneous registrations of one user and removes the other one’s files', async () => {
    const racer = await createUser(ctx.database.db);
    const token = await tokenFor(ctx.app, clock, { id: racer.id });
    const fields = fieldsFor(racer, { auctionId: otherProperty, offerValue: '500000' });
    const filesBefore = uploadedFiles(ctx.dataDir).length;
    const answers = await Promise.all([register(token, fields), register(token, fields)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.userId, racer.id));
    expect(n).toBe(1);
    expect(uploadedFiles(ctx.dataDir).length).toBe(filesBefore + 2);
  });

  describe('refusals leave no file and no row', () => {
    const docType = (field: string) => ({
      error: 'Only PDF, JPG, JPEG and PNG files are accepted',
      code: 'VALIDATION_FAILED',
      fields: { [field]: 'Only PDF, JPG, JPEG and PNG files are accepted' },
    });

    it('refuses an HTML file with a forged .pdf extension and PDF content type', async () => {
      const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
      await expectRefusal(
        () => register(other.token, fieldsFor(other), [pan(html), proof()]),
        400,
        docType('pancardFile'),
      );
    });

    it('refuses bytes with a wrong magic number named .png', async () => {
      const junk = Buffer.from('GIF87a-not-really-an-image-0123456789abcdef');
      await expectRefusal(
        () => register(other.token, fieldsFor(other), [pan(), proof(junk, 'proof.png', 'image/png')]),
        400,
        docType('addressProof'),
      );
    });

    it('refuses an SVG image', async () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      );
      await expectRefusal(
        () => register(other.token, fieldsFor(other), [pan(), proof(svg, 'proof.svg', 'image/svg+xml')]),
        400,
        docType('addressProof'),
      );
    });

    it('refuses an HTML page', async () => {
      const html = Buffer.from('<html><head><title>x</title></head><body>hi</body></html>');
      await expectRefusal(
        () => register(other.token, fieldsFor(other), [pan(html, 'pan.html', 'text/html'), proof()]),
        400,
        docType('pancardFile'),
      );
    });

    it('refuses a zero-byte file', async () => {
      await expectRefusal(
        () => register(other.token, fieldsFor(other), [pan(Buffer.alloc(0)), proof()]),
        400,
        docType('pancardFile'),
      );
    });

    it('refuses a file over the limit with 413 naming the field', async () => {
      const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
      await expectRefusal(
        () => register(other.token, fieldsFor(other), [pan(), proof(big, 'big.pdf', 'application/pdf')]),
        413,
        {
          error: 'File is too large. The limit is 5 MB.',
          fields: { addressProof: 'File is too large. The limit is 5 MB.' },
        },
      );
    });

    it('accepts a file of exactly the limit', async () => {
      const exact = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
      const res = await register(
        other.token,
        fieldsFor(other, { auctionId: otherProperty, offerValue: '500000' }),
        [pan(exact), proof()],
      );
      expect(res.statusCode).toBe(201);
    });

    it('refuses missing documents with the product’s messages', async () => {
      await expectRefusal(() => register(other.token, fieldsFor(other), []), 400, {
        code: 'VALIDATION_FAILED',
        fields: { pancardFile: 'PAN card is required', addressProof: 'Address proof is required' },
      });
    });

    it('requires a receipt unless the payment is by NEFT/RTGS', async () => {
      await expectRefusal(
        () => register(other.token, fieldsFor(other, { paymentMode: 'Demand Draft', utrNo: '' })),
        400,
        { fields: { paymentReceipt: 'Payment receipt is required' } },
      );
    });

    it('requires a UTR number for NEFT/RTGS', async () => {
      await expectRefusal(() => register(other.token, fieldsFor(other, { utrNo: '' })), 400, {
        error: 'UTR number is required',
        fields: { utrNo: 'UTR number is required' },
      });
    });

    it('checks the offer against the reserve price on the server', async () => {
      await expectRefusal(() => register(other.token, fieldsFor(other, { offerValue: '999999' })), 400, {
        error: 'Offer must be at least ₹10,00,000',
        fields: { offerValue: 'Offer must be at least ₹10,00,000' },
      });
    });

    it('reports every invalid text field at once', async () => {
      await expectRefusal(
        () =>
          register(
            other.token,
            fieldsFor(other, { firstName: '', landline: '12345', ifscCode: 'sbin1234', state: 'Kerla' }),
          ),
        400,
        {
          fields: {
            firstName: 'First name is required',
            landline: 'Landline number is too short',
            ifscCode: 'Invalid IFSC code',
            state: 'Please select a valid state',
          },
        },
      );
    });

    it('refuses a district of another state, or none, with 400 naming the city', async () => {
      await expectRefusal(() => register(other.token, fieldsFor(other, { city: 'Lucknow' })), 400, {
        fields: { city: 'Please select a district of Rajasthan, or choose "My city is not listed"' },
      });
      await expectRefusal(
        () => register(other.token, fieldsFor(other, { state: 'Atlantis', city: 'Jaipur' })),
        400,
        { fields: { state: 'Please select a valid state' } },
      );
    });

    it('refuses a typed city that is not a place name even when marked not listed', async () => {
      await expectRefusal(
        () => register(other.token, fieldsFor(other, { city: 'Jaipur<script>', cityNotListed: 'true' })),
        400,
        { fields: { city: 'Enter the city as letters, spaces, dots, hyphens or brackets' } },
      );
      await expectRefusal(() => register(other.token, fieldsFor(other, { cityNotListed: 'maybe' })), 400, {
        fields: { cityNotListed: 'cityNotListed must be true or left out' },
      });
    });

    it('refuses a bank not in the list, and an IFSC of another bank, with 400', async () => {
      await expectRefusal(
        () => register(other.token, fieldsFor(other, { bankName: 'Bank of Nowhere' })),
        400,
        { fields: { bankName: 'Please select a bank from the list' } },
      );
      await expectRefusal(() => register(other.token, fieldsFor(other, { ifscCode: 'HDFC0001234' })), 400, {
        fields: { ifscCode: 'This IFSC code belongs to HDFC Bank, not State Bank of India' },
      });
      await expectRefusal(() => register(other.token, fieldsFor(other, { ifscCode: 'QQQQ0001234' })), 400, {
        fields: {
          ifscCode: 'This IFSC code is not one of State Bank of India (its codes start with SBIN)',
        },
      });
    });

    it('refuses an e-mail that is not the caller’s', async () => {
      await expectRefusal(() => register(other.token, fieldsFor(other, { email: buyer.email })), 400, {
        fields: { email: 'The e-mail must be the one of your account' },
      });
    });

    it('refuses an unknown property with 404', async () => {
      await expectRefusal(
        () => register(other.token, fieldsFor(other, { auctionId: '00000000-0000-4000-8000-000000000000' })),
        404,
        { error: 'Property not found' },
      );
      await expectRefusal(() => register(other.token, fieldsFor(other, { auctionId: 'nope' })), 404, {
        error: 'Property not found',
      });
    });

    it('refuses after the end of the EMD submission day (Asia/Kolkata) on the server clock', async () => {
      await expectRefusal(
        () => register(other.token, fieldsFor(other, { auctionId: closedProperty, offerValue: '300000' })),
        409,
        { error: 'Registration for this auction has closed', code: 'REGISTRATION_CLOSED' },
      );
      const saved = clock.now();
      try {
        clock.set(istEndOfDay('2026-06-15').getTime() + 1);
        const later = await tokenFor(ctx.app, clock, { id: other.id });
        await expectRefusal(() => register(later, fieldsFor(other)), 409, {
          error: 'Registration for this auction has closed',
        });
        // The last millisecond of that day is still open.
        clock.set(istEndOfDay('2026-06-15'));
        const res = await register(later, fieldsFor(other));
        expect(res.statusCode).toBe(201);
        await ctx.database.db
          .delete(registrations)
          .where(and(eq(registrations.userId, other.id), eq(registrations.propertyId, property)));
      } finally {
        clock.set(saved);
      }
    });

    it('refuses unknown fields and unknown files', async () => {
      await expectRefusal(() => register(other.token, { ...fieldsFor(other), isAdmin: 'true' }), 400, {
        fields: { isAdmin: 'Unknown field: isAdmin' },
      });
      await expectRefusal(
        () => register(other.token, fieldsFor(other), [pan(), proof(), { ...pan(), name: 'avatar' }]),
        400,
        { fields: { avatar: 'Unknown file: avatar' } },
      );
      await expectRefusal(() => register(other.token, fieldsFor(other), [pan(), pan(), proof()]), 400, {
        fields: { pancardFile: 'pancardFile must be given once' },
      });
    });

    it('answers malformed multipart bodies with 400, never 500', async () => {
      const body = await multipartBody([pan(), proof()], fieldsFor(other));
      const truncated = body.payload.subarray(0, Math.floor(body.payload.length / 2));
      await expectRefusal(
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auction/register',
            payload: truncated,
            headers: { ...body.headers, ...bearer(other.token) },
          }),
        400,
        { error: 'The upload could not be read. Please try again.' },
      );
      await expectRefusal(
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auction/register',
            payload: body.payload,
            headers: { 'content-type': 'multipart/form-data', ...bearer(other.token) },
          }),
        400,
        { error: 'The upload could not be read. Please try again.' },
      );
      const garbage = await ctx.app.inject({
        method: 'POST',
        url: '/api/auction/register',
        payload: 'this is not multipart at all',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(other.token) },
      });
      expect(garbage.statusCode).toBe(400);
    });

    it('answers a refused upload over a real connection and lets the request end', async () => {
      const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x41);
      const send = async (files: FilePart[]) => {
        const body = await multipartBody(files, fieldsFor(other));
        const res = await fetch(`${url}/api/auction/register`, {
          method: 'POST',
          body: body.payload,
          headers: { ...body.headers, ...bearer(other.token) },
          signal: AbortSignal.timeout(10_000),
        });
        return { statusCode: res.status, json: (await res.json()) as unknown };
      };
      // Refused at the first file while two more are still on their way.
      await expectRefusal(
        async () => {
          const r = await send([pan(big), proof(big, 'big.png'), { ...receipt(), content: big }]);
          return { statusCode: r.statusCode, json: () => r.json };
        },
        413,
        { code: 'FILE_TOO_LARGE' },
      );
      await expectRefusal(
        async () => {
          const r = await send([{ ...pan(big), name: 'avatar' }, proof(big, 'big.png')]);
          return { statusCode: r.statusCode, json: () => r.json };
        },
        400,
        { fields: { avatar: 'Unknown file: avatar' } },
      );
    });

    it('refuses a JSON body with 415', async () => {
      await expectRefusal(
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auction/register',
            payload: fieldsFor(other),
            headers: bearer(other.token),
          }),
        415,
        { error: 'Send the registration as multipart/form-data' },
      );
    });

    it('refuses anonymous callers with 401 before reading the body', async () => {
      await expectRefusal(() => register(null, fieldsFor(other)), 401, { code: 'UNAUTHORIZED' });
    });
  });

  it('lists only the caller’s own registrations with the property summary', async () => {
    const mine = await get('/api/auction/my-registrations', buyer.token);
    expect(mine.statusCode).toBe(200);
    const list = mine.json<{ data: MyRegistration[] }>().data;
    expect(list.map((r) => r.auctionId).sort()).toEqual([property, otherProperty].sort());
    const first = list.find((r) => r._id === registrationId);
    expect(first).toMatchObject({
      status: 'pending',
      emdAmount: 75_000,
      property: {
        _id: property,
        propertyType: 'LAND',
        propertyLocation: 'Jaipur',
        auctionDate: '2026-06-20',
      },
    });
    expect(first?.property.auctionCode).toMatch(/^T-/);

    const theirs = (await get('/api/auction/my-registrations', other.token)).json<{
      data: MyRegistration[];
    }>().data;
    expect(theirs.some((r) => r._id === registrationId)).toBe(false);
    expect((await get('/api/auction/my-registrations', null)).statusCode).toBe(401);
  });

  describe('a rejected registration submitted again (decision 032)', () => {
    const resubmitter = { id: '', email: '', token: '' };
    let auction = '';
    let firstId = '';
    const mineFor = async (token: string) =>
      (await get('/api/auction/my-registrations', token))
        .json<{ data: MyRegistration[] }>()
        .data.find((r) => r.auctionId === auction);

    beforeAll(async () => {
      auction = await insertProperty(ctx.database.db, {
        type: 'SHOP',
        city: 'Jodhpur',
        reserve: 400_000,
        date: '2026-06-12',
        emdSubmission: '2026-06-10',
      });
      const u = await createUser(ctx.database.db);
      resubmitter.id = u.id;
      resubmitter.email = u.email;
      resubmitter.token = await tokenFor(ctx.app, clock, { id: u.id });
      const res = await register(
        resubmitter.token,
        fieldsFor(resubmitter, { auctionId: auction, offerValue: '400000', auctionDate: '2026-06-12' }),
      );
      expect(res.statusCode).toBe(201);
      firstId = res.json<{ data: RegistrationCreated }>().data._id;
    });

    it('lists a pending registration without a reason and not open to a new submission', async () => {
      expect(await mineFor(resubmitter.token)).toMatchObject({
        _id: firstId,
        status: 'pending',
        rejectionReason: null,
        canRegisterAgain: false,
      });
      await expectRefusal(
        () =>
          register(resubmitter.token, fieldsFor(resubmitter, { auctionId: auction, offerValue: '400000' })),
        409,
        { code: 'ALREADY_REGISTERED' },
      );
    });

    it('lists the rejection reason and that it may be submitted again while EMD submission is open', async () => {
      const res = await setStatus(firstId, 'rejected', admin.token, { reason: 'The PAN card is unreadable' });
      expect(res.statusCode).toBe(200);
      expect(await mineFor(resubmitter.token)).toMatchObject({
        status: 'rejected',
        rejectionReason: 'The PAN card is unreadable',
        canRegisterAgain: true,
      });
    });

    it('replaces the rejected registration with the new submission, which goes back to review', async () => {
      const [before] = await ctx.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, firstId));
      const oldFiles = [before?.pancardFile.storedName, before?.addressProof.storedName];
      const res = await register(
        resubmitter.token,
        fieldsFor(resubmitter, { auctionId: auction, offerValue: '450000', firstName: 'Ravindra' }),
      );
      expect(res.statusCode).toBe(201);
      const created = res.json<{ data: RegistrationCreated }>().data;
      expect(created).toMatchObject({ _id: firstId, status: 'pending' });
      expect(created.confirmationCode).not.toBe(before?.confirmationCode);

      expect(await mineFor(resubmitter.token)).toMatchObject({
        _id: firstId,
        status: 'pending',
        offerValue: 450_000,
        rejectionReason: null,
        canRegisterAgain: false,
        statusChangedAt: null,
      });
      const rows = await ctx.database.db
        .select()
        .from(registrations)
        .where(and(eq(registrations.userId, resubmitter.id), eq(registrations.propertyId, auction)));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.firstName).toBe('Ravindra');
      // The rejected submission's documents are gone; the new ones are stored.
      const files = uploadedFiles(ctx.dataDir);
      for (const name of oldFiles) expect(files).not.toContain(name);
      expect(files).toContain(rows[0]?.pancardFile.storedName);

      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, firstId), eq(auditLog.action, 'registration.resubmitted')));
      expect(audits).toHaveLength(1);
      // The rejected submission's EMD, due for refund, is kept there: the new one starts as submitted.
      expect(audits[0]?.before).toMatchObject({ status: 'rejected', emdState: 'refund-due' });
      expect(rows[0]?.emdState).toBe('submitted');

      // Back under review, it stops a further submission.
      await expectRefusal(
        () =>
          register(resubmitter.token, fieldsFor(resubmitter, { auctionId: auction, offerValue: '400000' })),
        409,
        { code: 'ALREADY_REGISTERED' },
      );
    });

    it('refuses a new submission once EMD submission has closed, and says it may not be submitted again', async () => {
      expect(
        (await setStatus(firstId, 'rejected', admin.token, { reason: 'EMD not received' })).statusCode,
      ).toBe(200);
      const saved = clock.now();
      clock.set(new Date(istEndOfDay('2026-06-10').getTime() + 1));
      // A session of that later day.
      const token = await tokenFor(ctx.app, clock, { id: resubmitter.id });
      try {
        expect(await mineFor(token)).toMatchObject({
          status: 'rejected',
          rejectionReason: 'EMD not received',
          canRegisterAgain: false,
        });
        await expectRefusal(
          () => register(token, fieldsFor(resubmitter, { auctionId: auction, offerValue: '400000' })),
          409,
          { code: 'REGISTRATION_CLOSED' },
        );
      } finally {
        clock.set(saved);
      }
    });
  });

  it('serves documents to their owner and admins only, inline and not sniffable', async () => {
    const url = `/api/registrations/${registrationId}/documents/pancardFile`;
    const own = await get(url, buyer.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('inline; filename="pancardFile.pdf"');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(pdf)).toBe(true);

    const asAdmin = await get(`/api/registrations/${registrationId}/documents/addressProof`, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
    expect(asAdmin.rawPayload.equals(png)).toBe(true);

    // Another user learns nothing, not even that the registration exists.
    const stranger = await get(url, other.token);
    const missing = await get(
      '/api/registrations/00000000-0000-4000-8000-000000000000/documents/pancardFile',
      other.token,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect((await get(url, null)).statusCode).toBe(401);
    expect(
      (await get(`/api/registrations/${registrationId}/documents/paymentReceipt`, buyer.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/registrations/${registrationId}/documents/..%2F..%2Fjwt-secret`, buyer.token))
        .statusCode,
    ).toBe(400);
  });

  it('keeps the admin endpoints to admins (401 anonymous, 403 users)', async () => {
    const calls = [
      () => get('/api/admin/registrations', null),
      () => get(`/api/admin/auctions/${property}/registrations`, null),
      () => setStatus(registrationId, 'approved', null),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const [url, token] of [
      ['/api/admin/registrations', buyer.token],
      [`/api/admin/auctions/${property}/registrations`, buyer.token],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(403);
    }
    // The owner cannot approve their own registration.
    expect((await setStatus(registrationId, 'approved', buyer.token)).statusCode).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(row?.status).toBe('pending');
  });

  it('lists registrations for admins with user, auction, payment and document details', async () => {
    await ctx.database.db.update(users).set({ pancardNo: 'ABCDE1234F' }).where(eq(users.id, buyer.id));
    const res = await get('/api/admin/registrations', admin.token);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ data: AdminRegistration[] }>().data;
    const neft = list.find((r) => r._id === registrationId);
    expect(neft).toMatchObject({
      user: {
        _id: buyer.id,
        name: 'Ravi Kumar',
        organizationName: 'Kumar Agro Pvt Ltd',
        email: buyer.email,
        mobile: '9876543210',
        panNumber: 'ABCDE1234F',
        address: '12 Civil Lines',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302001',
        country: 'India',
      },
      auctionId: property,
      auctionDate: '2026-06-20',
      offerValue: RESERVE,
      emdAmount: 75_000,
      paymentMode: 'Neft - Rtgs',
      utrNo: 'SBIN123456789',
      bankName: 'State Bank of India',
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
      status: 'pending',
      rejectionReason: null,
      documents: {
        pancardFile: `/api/registrations/${registrationId}/documents/pancardFile`,
        addressProof: `/api/registrations/${registrationId}/documents/addressProof`,
        paymentReceipt: null,
      },
      documentTypes: { pancardFile: 'application/pdf', addressProof: 'image/png', paymentReceipt: null },
    });
    const cheque = list.find((r) => r.paymentMode === 'Cheque');
    expect(cheque?.utrNo).toBeNull();
    expect(cheque?.documents.paymentReceipt).toMatch(/\/documents\/paymentReceipt$/);

    const forAuction = await get(`/api/admin/auctions/${property}/registrations`, admin.token);
    expect(forAuction.json<{ data: AdminRegistration[] }>().data.map((r) => r._id)).toEqual([registrationId]);
    expect((await get(`/api/admin/auctions/${closedProperty}/registrations`, admin.token)).json()).toEqual({
      success: true,
      data: [],
    });
    expect(
      (await get('/api/admin/auctions/00000000-0000-4000-8000-000000000000/registrations', admin.token))
        .statusCode,
    ).toBe(404);
  });

  it('checks auction access: pending owner 403, approved owner 200, others 403, admin 200, anonymous 401', async () => {
    const url = `/api/auction/check-access/${property}`;
    const denied = {
      success: false,
      error: 'You do not have access to this auction',
      code: 'NO_AUCTION_ACCESS',
      messages: { error: { id: 'auction.noAccess' } },
    };
    const pendingOwner = await get(url, buyer.token);
    expect(pendingOwner.statusCode).toBe(403);
    expect(pendingOwner.json()).toEqual(denied);

    expect((await setStatus(registrationId, 'approved', admin.token)).statusCode).toBe(200);
    const approved = await get(url, buyer.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ success: true, data: { hasAccess: true } });

    const stranger = await get(url, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual(denied);
    expect((await get(url, admin.token)).json()).toEqual({ success: true, data: { hasAccess: true } });
    expect((await get(url, null)).statusCode).toBe(401);
    expect(
      (await get('/api/auction/check-access/00000000-0000-4000-8000-000000000000', buyer.token)).statusCode,
    ).toBe(404);
    // Approval for one auction opens that auction only.
    expect((await get(`/api/auction/check-access/${closedProperty}`, buyer.token)).statusCode).toBe(403);
  });

  it('changes status any way round, with an audit row and an e-mail each time', async () => {
    const transitions = ['rejected', 'pending', 'approved', 'rejected', 'approved'] as const;
    for (const status of transitions) {
      const res = await setStatus(registrationId, status, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: AdminRegistration }>().data).toMatchObject({ _id: registrationId, status });
    }
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, registrationId), eq(auditLog.action, 'registration.status-changed')))
      .orderBy(auditLog.id);
    // pending→approved in the access test, then the five above.
    expect(
      audits.map((a) => [(a.before as { status: string }).status, (a.after as { status: string }).status]),
    ).toEqual([
      ['pending', 'approved'],
      ['approved', 'rejected'],
      ['rejected', 'pending'],
      ['pending', 'approved'],
      ['approved', 'rejected'],
      ['rejected', 'approved'],
    ]);
    for (const a of audits) expect(a.actorId).toBe(admin.id);

    // The same status again changes nothing.
    expect((await setStatus(registrationId, 'approved', admin.token)).statusCode).toBe(200);
    const [{ n } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, registrationId), eq(auditLog.action, 'registration.status-changed')));
    expect(n).toBe(6);

    await ctx.app.mailer.drain();
    const statusMails = outbox(ctx.dataDir).filter(
      (m) => m.includes(`To: ${buyer.email}`) && /^Subject: Auction registration /m.test(m),
    );
    expect(statusMails).toHaveLength(6);
    expect(statusMails.some((m) => /^Subject: Auction registration approved/m.test(m))).toBe(true);

    const bad = await setStatus(registrationId, 'cancelled', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(
      (await setStatus('00000000-0000-4000-8000-000000000000', 'approved', admin.token)).statusCode,
    ).toBe(404);
    expect((await setStatus('not-an-id', 'approved', admin.token)).statusCode).toBe(404);
  });

  describe('status changes sent with the status the officer saw', () => {
    const statusMails = async () => {
      await ctx.app.mailer.drain();
      return outbox(ctx.dataDir).filter(
        (m) => m.includes(`To: ${buyer.email}`) && /^Subject: Auction registration /m.test(m),
      );
    };
    const stored = async () =>
      (await ctx.database.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0];

    it('refuses a change from a status the registration no longer has with 409, changing and mailing nothing', async () => {
      // The test above left it approved; a second Approve click sent from 'pending' comes too late.
      expect((await stored())?.status).toBe('approved');
      const mailsBefore = (await statusMails()).length;
      const before = await stored();
      for (const [status, from] of [
        ['approved', 'pending'],
        ['rejected', 'pending'],
        ['pending', 'rejected'],
      ] as const) {
        const res = await setStatus(registrationId, status, admin.token, { from, reason: 'Too late' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          success: false,
          code: 'CONFLICT',
          error: 'This registration is already Approved; reload to see its current status',
          // The status is named by its label's key, which a client writes in its reader's words.
          messages: {
            error: {
              id: 'auction.registration.statusChanged',
              values: { status: { id: 'labels.registrationStatus.approved' } },
            },
          },
        });
      }
      expect(await stored()).toEqual(before);
      expect(await statusMails()).toHaveLength(mailsBefore);

      // From the status it has, the change goes through.
      const res = await setStatus(registrationId, 'pending', admin.token, { from: 'approved' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: AdminRegistration }>().data.status).toBe('pending');
      expect(await statusMails()).toHaveLength(mailsBefore + 1);
    });

    it('mails nothing when the status is set to the one it already has', async () => {
      const mailsBefore = (await statusMails()).length;
      const res = await setStatus(registrationId, 'pending', admin.token, { from: 'pending' });
      expect(res.statusCode).toBe(200);
      expect(await statusMails()).toHaveLength(mailsBefore);
    });

    it('needs a reason of at most 500 characters to reject, stores it trimmed and mails it', async () => {
      const mailsBefore = (await statusMails()).length;
      for (const extra of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
        const res = await setStatus(registrationId, 'rejected', admin.token, { from: 'pending', ...extra });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, fields: { reason: expect.any(String) } });
      }
      expect((await stored())?.status).toBe('pending');
      expect(await statusMails()).toHaveLength(mailsBefore);

      const reason = `  The PAN card is not legible. ${'x'.repeat(471)}  `;
      expect(reason.trim()).toHaveLength(500);
      const res = await setStatus(registrationId, 'rejected', admin.token, { from: 'pending', reason });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: AdminRegistration }>().data).toMatchObject({
        status: 'rejected',
        rejectionReason: reason.trim(),
      });
      expect((await stored())?.rejectionReason).toBe(reason.trim());
      const mails = await statusMails();
      expect(mails).toHaveLength(mailsBefore + 1);
      const rejections = mails
        .map(decodeQp)
        .filter((m) => /^Subject: Auction registration rejected/m.test(m));
      expect(rejections.some((m) => m.includes(`Reason: ${reason.trim()}`))).toBe(true);
      // EMD submission is still open: the mail says the bidder may correct and submit it again.
      expect(
        rejections.some((m) =>
          /You may correct your registration and submit it again until the end of \d{2}-\w{3}-\d{2} \(IST\)\. Register again at \S+\/tender-payment\./.test(
            m.replace(/\s+/g, ' '),
          ),
        ),
      ).toBe(true);

      // Leaving 'rejected' drops the reason: it no longer describes the registration.
      const back = await setStatus(registrationId, 'approved', admin.token, { from: 'rejected' });
      expect(back.json<{ data: AdminRegistration }>().data.rejectionReason).toBeNull();
      expect((await stored())?.rejectionReason).toBeNull();
    });
  });

  it('publishes the participation endpoints in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auction/register',
        '/api/auction/my-registrations',
        '/api/auction/check-access/{propertyId}',
        '/api/registrations/{id}/documents/{kind}',
        '/api/admin/registrations',
        '/api/admin/registrations/{id}/status',
        '/api/admin/auctions/{auctionId}/registrations',
      ]),
    );
  });
});
