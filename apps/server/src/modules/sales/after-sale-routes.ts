import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPropertyResponseSchema,
  ApiErrorSchema,
  PathIdSchema,
  RelistAuctionSchema,
  SALE_MESSAGES,
  SALE_RULES,
  SaleReasonSchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { textOf } from '../../platform/i18n';
import { cancelAuction } from './cancel-auction';
import { emdRefundRoutes } from './emd-refunds';
import { holidayRoutes } from './holidays-routes';
import { relistAuction } from './relist-auction';

const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const AuctionParams = z.object({ auctionId: PathIdSchema.describe('The property _id') });

/**
 * The officers' side of "After the hammer" (docs/product.md) around the sale itself: the bank
 * holidays, the EMD refund queue, putting an auction up again and cancelling one. Every path is under
 * /api/admin, which platform/auth.ts closes to everyone but admins before a body is read.
 */
export async function afterSaleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  await holidayRoutes(app);
  await emdRefundRoutes(app);

  r.post(
    '/api/admin/auctions/:auctionId/relist',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Put an auction up again: a new auction of the same property (its re-auction)',
        description:
          'For an auction that ended without bids, was not confirmed, was forfeited or was cancelled, once. ' +
          'The body is read as Add Property reads these fields: auctionDate, auctionStartTime, auctionEndTime ' +
          '(India time), emdSubmission and reservePrice. The auction date must be at least RELIST_NOTICE_DAYS ' +
          `days after today ('${textOf(SALE_MESSAGES.relistTooSoon(SALE_RULES.relistNoticeDays))}' by default). ` +
          "Everything else, the sale notice and photos included (as copies), is the old auction's; the EMD " +
          'stays unless it would exceed the new reserve price (then 10% of it). ' +
          "The Auction ID is the old one's with '-R1' (or the next free '-R<n>'). " +
          'Answers 201 with the new property.',
        security,
        params: AuctionParams,
        body: RelistAuctionSchema,
        response: {
          201: AdminPropertyResponseSchema,
          400: ApiErrorSchema,
          ...guarded,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { property, missingFiles } = await relistAuction(
        {
          db: app.db,
          clock: app.clock,
          dataDir: app.config.dataDir,
          relistNoticeDays: app.config.relistNoticeDays,
        },
        sessionUser(request),
        request.params.auctionId,
        request.body,
      );
      if (missingFiles.length > 0) {
        request.log.warn(
          { auctionId: request.params.auctionId, missingFiles },
          'files of the old auction missing on disk were not copied to its re-auction',
        );
      }
      app.catalogueCache.invalidate();
      return reply
        .code(201)
        .header('cache-control', 'private, no-store')
        .send({ success: true as const, data: property });
    },
  );

  r.post(
    '/api/admin/auctions/:auctionId/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin'],
        summary: 'Cancel an auction before its end, giving the reason; every registrant is e-mailed',
        description:
          'Bidding stops at once (the end becomes now; live bidders are told), standing auto-bids stop, and ' +
          'every EMD held becomes due for refund. 409 once the auction has ended ' +
          `('${textOf(SALE_MESSAGES.cancelEnded)}') or when it is already cancelled.`,
        security,
        params: AuctionParams,
        body: SaleReasonSchema,
        response: {
          200: AdminPropertyResponseSchema,
          400: ApiErrorSchema,
          ...guarded,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { auctionId } = request.params;
      const data = await cancelAuction(
        { db: app.db, clock: app.clock },
        sessionUser(request),
        auctionId,
        request.body.reason,
      );
      app.catalogueCache.invalidate();
      app.mailer.kick();
      // Everyone watching it live gets the new end, so their bidding screens stop.
      app.bidding.auctionChanged(auctionId).catch((error: unknown) => {
        request.log.warn({ err: error, auctionId }, 'live viewers not told of a cancellation');
      });
      return reply.header('cache-control', 'private, no-store').send({ success: true as const, data });
    },
  );
}
