import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSaleSchema,
  ApiErrorSchema,
  CertificateCheckSchema,
  ExtendBalanceSchema,
  PathIdSchema,
  ReviewPaymentSchema,
  SALE_MESSAGES,
  SALE_RULES,
  SaleCertificateSchema,
  SalePaymentSchema,
  SaleReasonSchema,
  SaleResponseSchema,
  successSchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { DocumentLanguageQuerySchema, documentLocale } from '../../platform/document-language';
import { AppError } from '../../platform/errors';
import { dataPath, resolveStoredPath } from '../../platform/storage';
import { renderCertificatePdf } from './certificate-pdf';
import { readPaymentForm } from './read-payment-form';
import {
  AdminSaleQuerySchema,
  DUE_SOON_HOURS,
  certificateFor,
  checkCertificate,
  findReceipt,
  getAdminSale,
  getSale,
  listAdminSales,
} from './sale-queries';
import {
  assertBuyer,
  confirmSale,
  extendBalance,
  forfeitSale,
  issueCertificate,
  notConfirmSale,
  reportPayment,
  reviewPayment,
} from './sale-service';

const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const security = [{ bearerAuth: [] }];
const SaleParams = z.object({ propertyId: PathIdSchema.describe('The property _id') });
const PaymentParams = SaleParams.extend({ paymentId: PathIdSchema.describe('The payment _id') });
const AdminSaleResponseSchema = successSchema(AdminSaleSchema);
const PDF = 'application/pdf';

/** Sale answers are per person and change with every step: never cached. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * After the hammer (docs/product.md, "After the hammer calls"): the buyer's sale, payments and
 * certificate; the officers' Sales tab and every move of the sale; the public certificate check.
 * /api/admin paths are closed to everyone but admins by platform/auth.ts before a body is read.
 * Multipart is registered in this plugin's own scope, for the payment report only.
 */
export async function saleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, clock: app.clock, publicUrl: app.config.publicUrl });

  /** Answers the sale as an officer now sees it, after a move. */
  const sendAdminSale = async (reply: FastifyReply, propertyId: string) => {
    const data = await getAdminSale(deps(), propertyId);
    return noStore(reply).send({ success: true as const, data });
  };

  r.get(
    '/api/sales/:propertyId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['After the hammer'],
        summary: 'The sale of a closed auction: to its buyer (the highest bidder) and admins',
        description:
          'Anyone else, and an id that names no sale, gets 404 Sale not found. Before confirmation, ' +
          'depositDue and balanceDue are what confirmation will set; depositPaid and balancePaid count ' +
          'verified payments only; payTo is the property’s EMD beneficiary account.',
        security,
        params: SaleParams,
        response: { 200: SaleResponseSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await getSale(deps(), sessionUser(request), request.params.propertyId);
      return noStore(reply).send({ success: true as const, data });
    },
  );

  r.post(
    '/api/sales/:propertyId/payments',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['After the hammer'],
        summary: 'The buyer reports a deposit or balance payment (multipart/form-data)',
        description:
          'Text fields kind (deposit or balance), amount (whole rupees), utrNo (6 to 30 letters and digits) ' +
          'and paidOn (YYYY-MM-DD, not in the future, not before the auction closed); optional file receipt ' +
          '(PDF, JPEG or PNG, decided from its bytes, at most UPLOAD_MAX_BYTES). 409 when the sale does not ' +
          'expect that payment now (a deposit only while confirmed, a balance only while the deposit is ' +
          'paid); 400 when the amount is more than is still due, counting payments verified and awaiting ' +
          'verification. Nothing is kept of a refused request. Only the buyer reports payments.',
        security,
        consumes: ['multipart/form-data'],
        params: SaleParams,
        response: {
          201: successSchema(SalePaymentSchema),
          400: ApiErrorSchema,
          ...guarded,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { propertyId } = request.params;
      // Answered before any file is written when the caller is not the buyer.
      await assertBuyer(app.db, user, propertyId);
      const form = await readPaymentForm(request, {
        dataDir: app.config.dataDir,
        maxBytes: app.config.uploadMaxBytes,
      });
      try {
        const data = await reportPayment({ ...deps(), dataDir: app.config.dataDir }, user, propertyId, form);
        app.mailer.kick();
        return await noStore(reply)
          .code(201)
          .send({ success: true as const, data });
      } finally {
        await form.discard();
      }
    },
  );

  r.get(
    '/api/sales/:propertyId/payments/:paymentId/receipt',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['After the hammer'],
        summary: 'The receipt of a reported payment (the buyer and admins only)',
        security,
        params: PaymentParams,
        response: {
          200: z.unknown().describe('application/pdf, image/jpeg or image/png'),
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { propertyId, paymentId } = request.params;
      const file = await findReceipt(app.db, sessionUser(request), propertyId, paymentId);
      const full = resolveStoredPath(dataPath(app.config.dataDir, 'uploads'), file.storedName);
      const info = full ? await stat(full).catch(() => null) : null;
      if (!full || !info?.isFile()) {
        request.log.error({ propertyId, paymentId }, 'payment receipt file is missing');
        throw new AppError('NOT_FOUND', 404, SALE_MESSAGES.paymentNotFound);
      }
      const ext = file.storedName.split('.').pop() ?? 'bin';
      return noStore(reply)
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="receipt.${ext}"`)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(full));
    },
  );

  r.get(
    '/api/sales/:propertyId/certificate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['After the hammer'],
        summary: 'The sale certificate PDF (the buyer and admins; 404 until it is issued)',
        description:
          "In the language `lang` asks for (en or hi; the web app sends the page's), else in the signed-in " +
          "user's account language, else in English.",
        security,
        params: SaleParams,
        querystring: DocumentLanguageQuerySchema,
        response: {
          200: z.unknown().describe(PDF),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const input = await certificateFor(deps(), user, request.params.propertyId);
      const locale = await documentLocale(app.db, request.query.lang, user.id);
      const pdf = await renderCertificatePdf(input, locale);
      return noStore(reply)
        .header('content-type', PDF)
        .header('content-disposition', `inline; filename="sale-certificate-${input.certificateNo}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  r.get(
    '/api/verify/:certificateNo',
    {
      schema: {
        tags: ['After the hammer'],
        summary: 'Check a sale certificate by its number (anyone)',
        description:
          'The property, the bank, the price and the dates; the buyer’s name with all but each word’s first letter hidden.',
        params: z.object({ certificateNo: z.string().describe('SC-{year}-{six digits}') }),
        response: { 200: successSchema(CertificateCheckSchema), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await checkCertificate(app.db, request.params.certificateNo);
      return noStore(reply).send({ success: true as const, data });
    },
  );

  r.get(
    '/api/admin/sales',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'The Sales tab: every sale with its payments and timeline, what needs action first',
        description:
          'status narrows to one sale status. queue narrows to one of the officers’ queues: confirmation ' +
          '(awaiting the bank’s confirmation), payments (payments awaiting verification), due-soon (a ' +
          `running deadline ending within the next ${DUE_SOON_HOURS} hours) and overdue (a running deadline ` +
          'passed). The order: overdue sales, then payments to verify, awaiting confirmation, certificates ' +
          'to issue and running deadlines (nearest first); then the finished sales, newest first.',
        security,
        querystring: AdminSaleQuerySchema,
        response: { 200: successSchema(z.array(AdminSaleSchema)), 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const data = await listAdminSales(deps(), request.query);
      return noStore(reply).send({ success: true as const, data });
    },
  );

  r.get(
    '/api/admin/sales/:propertyId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'One sale with its payments and timeline',
        security,
        params: SaleParams,
        response: { 200: AdminSaleResponseSchema, ...guarded, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => sendAdminSale(reply, request.params.propertyId),
  );

  const moveErrors = { 400: ApiErrorSchema, ...guarded, 404: ApiErrorSchema, 409: ApiErrorSchema };

  r.post(
    '/api/admin/sales/:propertyId/confirm',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Confirm the sale to the highest bidder (rule 9(2)); sets the amounts and deadlines',
        description:
          `The deposit (${SALE_RULES.depositPercent}% of the price less the EMD) is due by the next working day, the ` +
          `balance on the ${SALE_RULES.balanceDays}th day (moved to the next working day when the bank is closed). ` +
          'When the EMD covers the deposit the sale moves on to deposit-paid at once. 409 unless awaiting confirmation.',
        security,
        params: SaleParams,
        response: { 200: AdminSaleResponseSchema, ...moveErrors },
      },
    },
    async (request, reply) => {
      await confirmSale(deps(), sessionUser(request), request.params.propertyId);
      app.mailer.kick();
      return sendAdminSale(reply, request.params.propertyId);
    },
  );

  r.post(
    '/api/admin/sales/:propertyId/not-confirmed',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary:
          'Record that the sale is not confirmed, with the reason; the buyer’s EMD falls due for refund',
        security,
        params: SaleParams,
        body: SaleReasonSchema,
        response: { 200: AdminSaleResponseSchema, ...moveErrors },
      },
    },
    async (request, reply) => {
      await notConfirmSale(deps(), sessionUser(request), request.params.propertyId, request.body.reason);
      app.mailer.kick();
      return sendAdminSale(reply, request.params.propertyId);
    },
  );

  r.put(
    '/api/admin/sales/:propertyId/payments/:paymentId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Verify or refuse a reported payment (a refusal needs a note)',
        description:
          'Verified payments that reach the amount due move the sale on: the deposit paid, or the price ' +
          'paid in full. 409 when the payment was already reviewed, or when verifying a payment the sale ' +
          'no longer expects.',
        security,
        params: PaymentParams,
        body: ReviewPaymentSchema,
        response: { 200: AdminSaleResponseSchema, ...moveErrors },
      },
    },
    async (request, reply) => {
      const { propertyId, paymentId } = request.params;
      await reviewPayment(deps(), sessionUser(request), propertyId, paymentId, request.body);
      app.mailer.kick();
      return sendAdminSale(reply, propertyId);
    },
  );

  r.post(
    '/api/admin/sales/:propertyId/extend',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Give the balance a later due date (rule 9(4)), with the reason',
        description:
          'Only while the sale is confirmed or its deposit paid; the new date must be later than the present ' +
          `one and no more than ${SALE_RULES.maxBalanceMonths} months after confirmation (400 otherwise).`,
        security,
        params: SaleParams,
        body: ExtendBalanceSchema,
        response: { 200: AdminSaleResponseSchema, ...moveErrors },
      },
    },
    async (request, reply) => {
      await extendBalance(deps(), sessionUser(request), request.params.propertyId, request.body);
      app.mailer.kick();
      return sendAdminSale(reply, request.params.propertyId);
    },
  );

  r.post(
    '/api/admin/sales/:propertyId/forfeit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Forfeit the sale after a missed deadline (rule 9(5)), with the reason',
        description:
          'Only while confirmed (after the deposit’s deadline) or with the deposit paid (after the balance’s ' +
          'deadline); refused with 409 before the deadline has passed. The buyer’s EMD is forfeited.',
        security,
        params: SaleParams,
        body: SaleReasonSchema,
        response: { 200: AdminSaleResponseSchema, ...moveErrors },
      },
    },
    async (request, reply) => {
      await forfeitSale(deps(), sessionUser(request), request.params.propertyId, request.body.reason);
      app.mailer.kick();
      return sendAdminSale(reply, request.params.propertyId);
    },
  );

  r.post(
    '/api/admin/sales/:propertyId/certificate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Issue the sale certificate (rule 9(6)) once the sale is paid in full',
        description:
          'Numbered SC-{year}-{six digits}; the buyer is mailed the PDF. verifyUrl is where anyone checks it.',
        security,
        params: SaleParams,
        response: {
          201: successSchema(SaleCertificateSchema),
          ...guarded,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await issueCertificate(deps(), sessionUser(request), request.params.propertyId);
      app.mailer.kick();
      return noStore(reply)
        .code(201)
        .send({ success: true as const, data });
    },
  );
}
