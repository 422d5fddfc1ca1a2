import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddPropertySchema,
  AdminAuctionPageSchema,
  AdminAuctionQuerySchema,
  AdminPropertyResponseSchema,
  ApiErrorSchema,
  AuctionDeleteRefusedSchema,
  AuctionReportDetailResponseSchema,
  AuctionReportPageSchema,
  AuctionUpdateRefusedSchema,
  DashboardStatsResponseSchema,
  EditAuctionSchema,
  PHOTOS_FIELD,
  PROPERTY_UPLOAD_FIELD,
  PROPERTY_UPLOAD_MAX_BYTES,
  PathIdSchema,
  PropertyUploadErrorSchema,
  PropertyUploadResultSchema,
  SALE_NOTICE_FIELD,
  SuccessOnlySchema,
  type AdminAuctionQuery,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { validationFailed } from '../../platform/errors';
import { addProperty } from './add-property';
import { bankEmdAccountRoutes } from './bank-emd-account-routes';
import { buildReportWorkbook, getAuctionReport, listAuctionReports } from './auction-reports';
import { getDashboardStats } from './dashboard-stats';
import { deleteAuction } from './delete-auction';
import { editAuction } from './edit-auction';
import { importProperties } from './import-properties';
import { listAuctions } from './list-auctions';
import { readPropertyForm, removePropertyFiles } from './read-property-form';
import { readUploadedSpreadsheet } from './read-upload';
import { answering } from './refusal';
import { buildUploadTemplate } from './upload-template';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const AuctionParams = z.object({ auctionId: PathIdSchema.describe('The property _id') });

/** Admin answers are never cached by browsers or proxies: they change with every action. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The page shape of the API (shared pageSchema) for a query's limit and offset. */
const sendPage = <T>(reply: FastifyReply, q: AdminAuctionQuery, page: { items: T[]; total: number }) =>
  noStore(reply).send({
    success: true as const,
    data: page.items,
    total: page.total,
    limit: q.limit,
    offset: q.offset,
  });

const attachment = (reply: FastifyReply, fileName: string) =>
  noStore(reply)
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff');

/**
 * The admin console: dashboard counters, bulk spreadsheet upload and its template, Add
 * Property, the Auction List with edit and delete, and the auction reports. Every path is under
 * /api/admin, which platform/auth.ts closes to everyone but admins (401 anonymous, 403 others) before
 * a body is read; `requireAdmin` on each route says so again where the route is read. Multipart is
 * registered in this plugin's own scope.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  await bankEmdAccountRoutes(app);

  r.get(
    '/api/admin/dashboard-stats',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Dashboard counters (live auctions on the server clock) and the latest audit entries',
        security,
        response: { 200: DashboardStatsResponseSchema, ...guarded },
      },
    },
    async (_request, reply) => {
      const data = await getDashboardStats(app.db, app.clock);
      return noStore(reply).send({ success: true as const, data });
    },
  );

  r.post(
    '/api/admin/upload-properties',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Bulk upload of properties from an .xlsx or .xls file (multipart field propertiesFile)',
        description:
          'At most 10 MB, 64 MB once unpacked and 20,000 rows (413 beyond); the file is read in a worker thread, ' +
          'the first sheet only, its first non-empty row being the column names ' +
          '(see GET /api/admin/upload-template). Valid rows are written in one transaction, inserted or updated by ' +
          "their 'Auction ID'; refused rows are listed with their row numbers. A file without a valid row changes " +
          'nothing (400).',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: PropertyUploadResultSchema,
          400: PropertyUploadErrorSchema,
          ...guarded,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const file = await readUploadedSpreadsheet(request, PROPERTY_UPLOAD_FIELD, PROPERTY_UPLOAD_MAX_BYTES);
        const result = await importProperties({ db: app.db, clock: app.clock }, sessionUser(request), file);
        app.catalogueCache.invalidate();
        return noStore(reply).send(result);
      }),
  );

  r.get(
    '/api/admin/upload-template',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'The bulk upload template (.xlsx): every column, one example row and instructions',
        security,
        response: { 200: z.unknown().describe(XLSX_TYPE), ...guarded },
      },
    },
    async (_request, reply) => attachment(reply, 'property-upload-template.xlsx').send(buildUploadTemplate()),
  );

  r.post(
    '/api/admin/add-property',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Add one property (JSON, or multipart/form-data with a sale notice and photos)',
        description:
          'JSON: the fields of AddPropertySchema, numbers as numbers. Multipart: the same names as text fields, ' +
          `plus an optional "${SALE_NOTICE_FIELD}" (PDF) and up to 10 "${PHOTOS_FIELD}" (JPEG or PNG), each at most ` +
          'UPLOAD_MAX_BYTES, decided from their bytes. Answers 201 with the new property and its _id.',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          201: AdminPropertyResponseSchema,
          400: ApiErrorSchema,
          ...guarded,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = request.isMultipart()
        ? await readPropertyForm(request, {
            dataDir: app.config.dataDir,
            maxBytes: app.config.uploadMaxBytes,
          })
        : undefined;
      const parsed = AddPropertySchema.safeParse(form ? form.fields : (request.body ?? {}));
      if (!parsed.success) {
        await form?.discard();
        throw validationFailed(parsed.error.issues);
      }
      const files = form ? await form.keep() : { saleNoticePath: null, photos: [] };
      try {
        const data = await addProperty(app.db, sessionUser(request), parsed.data, files);
        app.catalogueCache.invalidate();
        return await noStore(reply)
          .code(201)
          .send({ success: true as const, data });
      } catch (error) {
        await removePropertyFiles(app.config.dataDir, files);
        throw error;
      }
    },
  );

  r.get(
    '/api/admin/auctions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'The Auction List: every property with its registrations and bids counts and its state',
        security,
        querystring: AdminAuctionQuerySchema,
        response: { 200: AdminAuctionPageSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return sendPage(reply, q, await listAuctions(app.db, app.clock, q));
    },
  );

  r.put(
    '/api/admin/auctions/:auctionId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Edit an auction: only the fields sent, with the version read from the Auction List',
        description:
          'Dates YYYY-MM-DD or DD-MMM-YY, times HH:mm (India time) combined with the auction date, reservePrice a ' +
          'number. 409 when the version is stale, or when the auction has bids and the edit would change its ' +
          'reserve price, bid increment, property type, auction date or times.',
        security,
        params: AuctionParams,
        body: EditAuctionSchema,
        response: {
          200: AdminPropertyResponseSchema,
          400: ApiErrorSchema,
          ...guarded,
          404: ApiErrorSchema,
          409: AuctionUpdateRefusedSchema.or(ApiErrorSchema),
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const data = await editAuction(app.db, sessionUser(request), request.params.auctionId, request.body);
        app.catalogueCache.invalidate();
        // Anyone watching the auction live sees the new times and minimum without reloading.
        app.bidding.auctionChanged(request.params.auctionId).catch((error: unknown) => {
          request.log.warn(
            { err: error, auctionId: request.params.auctionId },
            'live viewers not told of an auction edit',
          );
        });
        return noStore(reply).send({ success: true as const, data });
      }),
  );

  r.delete(
    '/api/admin/auctions/:auctionId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Delete an auction that has no registrations and no bids',
        security,
        params: AuctionParams,
        response: {
          200: SuccessOnlySchema,
          ...guarded,
          404: ApiErrorSchema,
          409: AuctionDeleteRefusedSchema,
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        await deleteAuction(
          { db: app.db, dataDir: app.config.dataDir },
          sessionUser(request),
          request.params.auctionId,
        );
        app.catalogueCache.invalidate();
        return noStore(reply).send({ success: true as const });
      }),
  );

  r.get(
    '/api/admin/auction-reports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Auction reports, paged and searchable like the Auction List',
        security,
        querystring: AdminAuctionQuerySchema,
        response: { 200: AuctionReportPageSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return sendPage(reply, q, await listAuctionReports(app.db, app.clock, q));
    },
  );

  r.get(
    '/api/admin/auction-reports/:auctionId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: "One auction's report with its whole bid ledger (bidders named), highest bid first",
        security,
        params: AuctionParams,
        response: { 200: AuctionReportDetailResponseSchema, ...guarded, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await getAuctionReport(app.db, app.clock, request.params.auctionId);
      return noStore(reply).send({ success: true as const, data });
    },
  );

  r.get(
    '/api/admin/auction-reports/:auctionId/download',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: "One auction's report as .xlsx: a summary and the full bid ledger",
        security,
        params: AuctionParams,
        response: { 200: z.unknown().describe(XLSX_TYPE), ...guarded, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const report = await getAuctionReport(app.db, app.clock, request.params.auctionId);
      return attachment(reply, `auction-report-${report.auctionCode}.xlsx`).send(buildReportWorkbook(report));
    },
  );
}
