import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  AutoBidInfoSchema,
  AutoBidSettingsInputSchema,
  AutoBidSettingsResponseSchema,
  BidHistoryResponseSchema,
  PathIdSchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { getAutoBidInfo, getAutoBidSettings, saveAutoBidSettings } from './auto-bid';
import { listBiddingHistory } from './bidding-history';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const auctionParams = z.object({ auctionId: PathIdSchema.describe('The property _id') });
const NO_STORE = 'private, no-store';

/**
 * Auto-bidding (docs/product.md, "Live auction calls") and the bidder's own history. Live bids themselves
 * travel over Socket.IO (socket-handlers.ts); a proxy set up here bids through the same engine and is
 * broadcast the same way.
 */
export async function biddingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auto-bidding/info/:auctionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Live auction'],
        summary: 'The smallest auto-bid maximum and manual bid the auction accepts now',
        security: [{ bearerAuth: [] }],
        params: auctionParams,
        response: { 200: AutoBidInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await getAutoBidInfo(app.db, sessionUser(request), request.params.auctionId);
      return reply.header('cache-control', NO_STORE).send({ success: true as const, data });
    },
  );

  r.get(
    '/api/auto-bidding/settings/:auctionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Live auction'],
        summary: "The caller's auto-bid for an auction (state none, active or exhausted)",
        security: [{ bearerAuth: [] }],
        params: auctionParams,
        response: { 200: AutoBidSettingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await getAutoBidSettings(app.db, sessionUser(request), request.params.auctionId);
      return reply.header('cache-control', NO_STORE).send({ success: true as const, data });
    },
  );

  r.post(
    '/api/auto-bidding/settings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Live auction'],
        summary: 'Activate auto-bidding (one use per auction; it cannot be disabled)',
        description:
          'The server bids for the caller whenever another bidder leads: current bid plus the increment, ' +
          'up to maxAmount, even with the browser closed. When the caller does not lead, it bids at once. ' +
          "The increment is at least the property's bidIncrement (400 VALIDATION_FAILED otherwise) and " +
          'defaults to it.',
        security: [{ bearerAuth: [] }],
        body: AutoBidSettingsInputSchema,
        response: { 200: AutoBidSettingsResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { settings } = await app.bidding.run(
        request.body.auctionId,
        (reservation) => saveAutoBidSettings(app.bidding.deps, user, request.body, reservation),
        (saved) => saved.committed,
      );
      return reply.header('cache-control', NO_STORE).send({ success: true as const, data: settings });
    },
  );

  r.get(
    '/api/auth/bidding-history',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Live auction'],
        summary: "The caller's bids, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: BidHistoryResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await listBiddingHistory(app.db, app.clock, sessionUser(request).id);
      return reply.header('cache-control', NO_STORE).send({ success: true as const, data });
    },
  );
}
