import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  istInstant,
  type AdminSale,
  type CertificateCheck,
  type Sale,
  type SalePayment,
} from '@eauction/shared';
import { registrations, salePayments, sales, users } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { mailsTo } from '../../testing/accounts';
import {
  auctionWithBids,
  authOf,
  closeNow,
  createOfficer,
  officerCall,
  pdfContent,
  pdfText,
  type Bidder,
  type EndedAuction,
  type Officer,
} from '../../testing/sales';
import { embedsFont, pdfUnicodeText } from '../../testing/pdf-text';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { makePdf, makePng, multipartBody, type FilePart } from '../../testing/uploads';
import { PAYMENT_DATE_MESSAGES } from './sale-service';

/*
 * The buyer's payments, the officer's verification and the sale certificate (docs/product.md, "After
 * the hammer": "Payments" and "Sale certificate"), through the real API.
 */

const PRICE = 1_200_000;

describe.each(TEST_DATABASES)('payments and the sale certificate on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-10-01T06:00:00Z');
  let officer: Officer;
  let auction: EndedAuction;
  let buyer: Bidder;
  let other: Bidder;
  /** Another sale, left awaiting confirmation. */
  let waiting: EndedAuction;
  let receiptPdf: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock });
    officer = await createOfficer(ctx.app);
    receiptPdf = await makePdf('NEFT receipt');
    auction = await auctionWithBids(ctx.app, { date: '2026-10-05', bidders: 2, amounts: [1_000_000, PRICE] });
    [other, buyer] = auction.bidders as [Bidder, Bidder];
    await ctx.app.db
      .update(registrations)
      .set({ firstName: 'Ravi', lastName: 'Kumar Sharma', address: '12 Civil Lines' })
      .where(eq(registrations.id, buyer.registrationId));
    waiting = await auctionWithBids(ctx.app, { date: '2026-10-05', bidders: 1, amounts: [1_000_000] });
    // Both end together: one run of the job closes both.
    await closeNow(ctx.app, clock, auction);
    // Confirmed on Tuesday 6 October: the deposit of ₹2,00,000 is due on 7 October, the balance of
    // ₹9,00,000 on 21 October.
    clock.set(istInstant('2026-10-06', '10:00'));
    const confirmed = await officerCall(ctx.app, clock, officer, 'POST', `${auction.propertyId}/confirm`);
    expect(confirmed.json<{ data: AdminSale }>().data).toMatchObject({
      depositDue: 200_000,
      balanceDue: 900_000,
    });
  });
  afterAll(async () => ctx?.close());

  const report = async (
    who: { id: string; role?: 'user' | 'admin' },
    fields: Record<string, string>,
    files: FilePart[] = [],
    sale: EndedAuction = auction,
  ) => {
    const body = await multipartBody(files, fields);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/sales/${sale.propertyId}/payments`,
      headers: { ...body.headers, ...(await authOf(ctx.app, clock, who)) },
      payload: body.payload,
    });
    return {
      status: res.statusCode,
      body: res.json<{ data: SalePayment; error?: string; fields?: object }>(),
    };
  };
  const payment = (kind: string, amount: number, paidOn = '2026-10-06') => ({
    kind,
    amount: String(amount),
    utrNo: `UTR${amount}X${kind.length}`,
    paidOn,
  });
  const receipt = (content: Buffer, type = 'application/pdf', filename = 'receipt.pdf'): FilePart => ({
    name: 'receipt',
    filename,
    type,
    content,
  });
  const review = async (paymentId: string, body: Record<string, unknown>) => {
    const res = await officerCall(
      ctx.app,
      clock,
      officer,
      'PUT',
      `${auction.propertyId}/payments/${paymentId}`,
      body,
    );
    return { status: res.statusCode, body: res.json<{ data: AdminSale; error?: string; fields?: object }>() };
  };
  const paymentRows = async () =>
    ctx.app.db.select().from(salePayments).where(eq(salePayments.propertyId, auction.propertyId));
  const storedReceipts = () => {
    const dir = join(ctx.dataDir, 'uploads', 'sale-payments');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  /** The buyer's mails in the order they were queued. */
  const buyerMails = () => {
    const queueId = (file: string) => Number(/-(\d+)\.eml$/.exec(file)?.[1]);
    return mailsTo(ctx.dataDir, buyer.email).sort((a, b) => queueId(a.file) - queueId(b.file));
  };
  const incomingFiles = () => {
    const dir = join(ctx.dataDir, 'uploads', 'incoming');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('refuses a payment the sale does not expect now', async () => {
    clock.set(istInstant('2026-10-06', '12:00'));
    const early = await report(waiting.bidders[0] ?? { id: '' }, payment('deposit', 1000), [], waiting);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      "A deposit payment is not expected while the sale is 'Awaiting the bank’s confirmation'",
    );
    const balance = await report(buyer, payment('balance', 1000));
    expect(balance.status).toBe(409);
    expect(balance.body.error).toBe(
      "A balance payment is not expected while the sale is 'Confirmed: 25% deposit due'",
    );
    expect(await paymentRows()).toHaveLength(0);
  });

  it('accepts the buyer’s report only, within what is still due, dated from the close to today', async () => {
    const tooMuch = await report(buyer, payment('deposit', 200_001));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      fields: { amount: 'The amount may not be more than the ₹2,00,000 still due' },
    });
    const future = await report(buyer, payment('deposit', 1000, '2026-10-07'));
    expect(future.body).toMatchObject({ fields: { paidOn: 'Payment date may not be in the future' } });
    const beforeClose = await report(buyer, payment('deposit', 1000, '2026-10-04'));
    expect(beforeClose.body).toMatchObject({
      fields: { paidOn: 'Payment date may not be before the auction closed (05-Oct-26)' },
      messages: { fields: { paidOn: PAYMENT_DATE_MESSAGES.beforeClose('2026-10-05') } },
    });
    const invalid = await report(buyer, { kind: 'cash', amount: '12.5', utrNo: 'x', paidOn: '06-10-2026' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields ?? {}).sort()).toEqual(['amount', 'kind', 'paidOn', 'utrNo']);

    expect((await report(other, payment('deposit', 1000))).status).toBe(404);
    expect((await report(officer, payment('deposit', 1000))).status).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/sales/${auction.propertyId}/payments`,
    });
    expect(anonymous.statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/sales/${auction.propertyId}/payments`,
      headers: await authOf(ctx.app, clock, buyer),
      payload: payment('deposit', 1000),
    });
    expect(json.statusCode).toBe(415);

    const first = await report(buyer, payment('deposit', 150_000), [receipt(receiptPdf)]);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      kind: 'deposit',
      amount: 150_000,
      utrNo: 'UTR150000X7',
      paidOn: '2026-10-06',
      status: 'submitted',
      hasReceipt: true,
      reviewedAt: null,
    });
    // Payments awaiting verification count against what is still due.
    const second = await report(buyer, payment('deposit', 60_000));
    expect(second.body).toMatchObject({
      fields: { amount: 'The amount may not be more than the ₹50,000 still due' },
    });
    expect(await paymentRows()).toHaveLength(1);
    expect(storedReceipts()).toHaveLength(1);

    await ctx.app.mailer.drain();
    const mail = buyerMails().find((m) => m.subject.startsWith('Payment received'));
    expect(mail?.body).toContain('deposit payment of ₹1,50,000 (UTR UTR150000X7');
  });

  it('refuses a receipt that is not a PDF, JPEG or PNG, and keeps nothing of the request', async () => {
    const fake = receipt(Buffer.from('just some text pretending to be a PDF'));
    const res = await report(buyer, payment('deposit', 10_000), [fake]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { receipt: 'Only PDF, JPG, JPEG and PNG files are accepted' } });
    // Refused on the phase after the upload was read: the file goes too.
    const phase = await report(buyer, payment('balance', 10_000), [
      receipt(makePng(2), 'image/png', 'r.png'),
    ]);
    expect(phase.status).toBe(409);
    expect(await paymentRows()).toHaveLength(1);
    expect(storedReceipts()).toHaveLength(1);
    expect(incomingFiles()).toHaveLength(0);
  });

  it('serves a receipt to the buyer and admins only', async () => {
    const [row] = await paymentRows();
    const url = `/api/sales/${auction.propertyId}/payments/${row?.id}/receipt`;
    for (const who of [buyer, officer]) {
      const res = await ctx.app.inject({ url, headers: await authOf(ctx.app, clock, who) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.equals(receiptPdf)).toBe(true);
    }
    const stranger = await ctx.app.inject({ url, headers: await authOf(ctx.app, clock, other) });
    expect(stranger.statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      url: `/api/sales/${auction.propertyId}/payments/00000000-0000-4000-8000-000000000000/receipt`,
      headers: await authOf(ctx.app, clock, buyer),
    });
    expect(unknown.json()).toMatchObject({ error: 'Payment not found' });
  });

  it('moves the sale on as the officer verifies payments: deposit paid, then paid in full', async () => {
    const [refusedOne] = await paymentRows();
    const id = refusedOne?.id ?? '';
    expect((await review(id, { status: 'refused' })).body).toMatchObject({
      fields: { note: 'Say why the payment is refused' },
    });
    const refused = await review(id, { status: 'refused', note: 'No credit found for this UTR' });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'confirmed', depositPaid: 0, paymentsToVerify: 0 });
    expect(refused.body.data.events.at(-1)).toMatchObject({ action: 'payment-refused', actor: 'Test User' });
    const again = await review(id, { status: 'verified' });
    expect(again).toMatchObject({ status: 409, body: { error: 'This payment has already been reviewed' } });
    expect((await review('00000000-0000-4000-8000-000000000000', { status: 'verified' })).status).toBe(404);

    // The refused payment no longer counts: the whole deposit may be reported again.
    const deposit = await report(buyer, payment('deposit', 200_000));
    expect(deposit.status).toBe(201);
    const paid = await review(deposit.body.data._id, { status: 'verified' });
    expect(paid.body.data).toMatchObject({
      status: 'deposit-paid',
      depositPaid: 200_000,
      nextDeadline: '2026-10-21',
    });
    expect(paid.body.data.events.at(-1)).toMatchObject({
      action: 'deposit-paid',
      fromStatus: 'confirmed',
      toStatus: 'deposit-paid',
      actor: 'Test User',
    });

    clock.set(istInstant('2026-10-12', '10:00'));
    const part = await report(buyer, payment('balance', 400_000, '2026-10-12'));
    const partVerified = await review(part.body.data._id, { status: 'verified', note: 'Credited' });
    expect(partVerified.body.data).toMatchObject({ status: 'deposit-paid', balancePaid: 400_000 });
    const rest = await report(buyer, payment('balance', 500_000, '2026-10-12'));
    const done = await review(rest.body.data._id, { status: 'verified' });
    expect(done.body.data).toMatchObject({ status: 'completed', balancePaid: 900_000, nextDeadline: null });

    await ctx.app.mailer.drain();
    const subjects = buyerMails().map((m) => m.subject.split(':')[0]);
    expect(subjects).toEqual([
      'Your bid is the highest',
      'Sale confirmed',
      'Payment received for verification',
      'Payment refused',
      'Payment received for verification',
      'Deposit paid, balance due',
      'Payment received for verification',
      'Payment verified',
      'Payment received for verification',
      'Paid in full',
    ]);
    const mails = buyerMails();
    expect(mails[3]?.body).toContain('Reason: No credit found for this UTR');
    expect(mails[5]?.body).toContain('The bank has verified your deposit payment of ₹2,00,000');
    expect(mails[5]?.body).toContain('₹9,00,000 is due by 21-Oct-26');
    expect(mails[7]?.body).toContain('₹5,00,000 of the balance is still to be paid by 21-Oct-26');
  });

  it('issues the numbered certificate, which anyone can check and the buyer download', async () => {
    clock.set(istInstant('2026-10-13', '11:00'));
    const before = await ctx.app.inject({
      url: `/api/sales/${auction.propertyId}/certificate`,
      headers: await authOf(ctx.app, clock, buyer),
    });
    expect(before.statusCode).toBe(404);

    const issued = await officerCall(ctx.app, clock, officer, 'POST', `${auction.propertyId}/certificate`);
    expect(issued.statusCode).toBe(201);
    const certificateNo = 'SC-2026-000001';
    expect(issued.json()).toEqual({
      success: true,
      data: {
        certificateNo,
        issuedAt: istInstant('2026-10-13', '11:00').toISOString(),
        verifyUrl: `${ctx.config.publicUrl}/verify/${certificateNo}`,
      },
    });
    const again = await officerCall(ctx.app, clock, officer, 'POST', `${auction.propertyId}/certificate`);
    expect(again.json()).toMatchObject({
      error: "This sale is 'Sale certificate issued': it cannot be given a sale certificate now",
    });

    const sale = await ctx.app.inject({
      url: `/api/sales/${auction.propertyId}`,
      headers: await authOf(ctx.app, clock, buyer),
    });
    expect(sale.json<{ data: Sale }>().data).toMatchObject({
      status: 'certificate-issued',
      certificate: { certificateNo },
    });

    const check = await ctx.app.inject({ url: `/api/verify/${certificateNo.toLowerCase()}` });
    expect(check.statusCode).toBe(200);
    expect(check.json<{ data: CertificateCheck }>().data).toEqual({
      certificateNo,
      auctionCode: expect.stringMatching(/^T-/),
      property: 'LAND, Jaipur, Maharashtra',
      propertyType: 'LAND',
      place: 'Jaipur, Maharashtra',
      bankName: expect.any(String),
      salePrice: PRICE,
      saleDate: '2026-10-05',
      confirmedOn: '2026-10-06',
      issuedOn: '2026-10-13',
      buyer: 'R*** K**** S*****',
    });
    for (const number of ['SC-2026-999999', 'not-a-number']) {
      const missing = await ctx.app.inject({ url: `/api/verify/${number}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'No sale certificate has this number' });
    }

    const pdf = await ctx.app.inject({
      url: `/api/sales/${auction.propertyId}/certificate`,
      headers: await authOf(ctx.app, clock, buyer),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Justified lines are drawn word by word, without the spaces: compare without any.
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    const text = squeeze(pdfText(pdf.rawPayload));
    for (const expected of [
      'SALE CERTIFICATE',
      `Certificate No. ${certificateNo}`,
      'Rs. 12,00,000',
      'Twelve lakh rupees only',
      'Ravi Kumar Sharma',
      '12 Civil Lines',
      'confirmed on 06-Oct-26',
      'None known to the secured creditor',
      'All that part and parcel of a test property.',
      'Authorised Officer',
      'Test User',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    // The QR code of the verification address: one filled square per dark module.
    const { modules } = QRCode.create(`${ctx.config.publicUrl}/verify/${certificateNo}`, {
      errorCorrectionLevel: 'M',
    });
    const dark = modules.data.filter((bit) => bit === 1).length;
    const squares = pdfContent(pdf.rawPayload).join('\n').match(/ re\n/g)?.length ?? 0;
    expect(squares).toBeGreaterThanOrEqual(dark);
    const stranger = await ctx.app.inject({
      url: `/api/sales/${auction.propertyId}/certificate`,
      headers: await authOf(ctx.app, clock, other),
    });
    expect(stranger.statusCode).toBe(404);

    await ctx.app.mailer.drain();
    const mail = buyerMails().at(-1);
    expect(mail?.subject).toContain(`Sale certificate ${certificateNo}`);
    expect(mail?.body).toContain(`sale-certificate-${certificateNo}.pdf`);
    expect(mail?.body).toContain(`${ctx.config.publicUrl}/verify/${certificateNo}`);
  });

  it('numbers certificates from one sequence', async () => {
    // The other sale, its payments settled outside this test.
    await ctx.app.db
      .update(sales)
      .set({ status: 'completed', confirmedAt: istInstant('2026-10-06', '10:00') })
      .where(eq(sales.propertyId, waiting.propertyId));
    const res = await officerCall(ctx.app, clock, officer, 'POST', `${waiting.propertyId}/certificate`);
    expect(res.json()).toMatchObject({ data: { certificateNo: 'SC-2026-000002' } });
  });

  it("draws the certificate in the language asked for, else in the buyer's account language", async () => {
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    const url = `/api/sales/${auction.propertyId}/certificate`;
    const headers = await authOf(ctx.app, clock, buyer);
    const isHindi = (pdf: Buffer) => embedsFont(pdf, 'NotoSansDevanagari-Regular');

    const hindi = await ctx.app.inject({ url: `${url}?lang=hi`, headers });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toBe('application/pdf');
    expect(isHindi(hindi.rawPayload)).toBe(true);
    expect(embedsFont(hindi.rawPayload, 'NotoSansDevanagari-Bold')).toBe(true);
    const text = squeeze(pdfUnicodeText(hindi.rawPayload));
    for (const expected of [
      'प्रमाणपत्र सं. SC-2026-000001',
      '₹12,00,000 (बारह लाख रुपये मात्र)',
      'अधोहस्ताक्षरी',
      'Ravi Kumar Sharma',
      '12 Civil Lines',
      'अनुसूची',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    for (const english of ['SALE CERTIFICATE', 'Authorised Officer', 'Rs.'])
      expect(text).not.toContain(english);

    for (const lang of ['xx', 'HI', '']) {
      const refused = await ctx.app.inject({ url: `${url}?lang=${lang}`, headers });
      expect(refused.statusCode, lang).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        error: 'lang must be en (English) or hi (Hindi)',
      });
    }

    // Without lang: the account's language; an explicit lang wins over it.
    expect(isHindi((await ctx.app.inject({ url, headers })).rawPayload)).toBe(false);
    await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, buyer.id));
    try {
      expect(isHindi((await ctx.app.inject({ url, headers })).rawPayload)).toBe(true);
      const english = await ctx.app.inject({ url: `${url}?lang=en`, headers });
      expect(isHindi(english.rawPayload)).toBe(false);
      expect(squeeze(pdfText(english.rawPayload))).toContain('SALECERTIFICATE');
    } finally {
      await ctx.app.db.update(users).set({ language: 'en' }).where(eq(users.id, buyer.id));
    }
  });
});
