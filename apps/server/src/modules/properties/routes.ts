import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  PropertyListQuerySchema,
  PropertyLocationsSchema,
  PropertyPageSchema,
  PropertyResponseSchema,
} from '@eauction/shared';
import { sendCachedJson, serializeForCache } from '../../platform/http-cache';
import { resolveStoredPath } from '../../platform/storage';
import { getProperty, getSaleNotice, listLocations, listProperties, noSaleNotice } from './service';

/** Browsers and proxies may reuse catalogue answers briefly; live bids travel over the socket. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=15';
const LOCATIONS_CACHE_CONTROL = 'public, max-age=60';

const IdParams = z.object({ id: z.string().describe('The property _id') });

export async function propertyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/properties',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'List properties with the home filters, paginated',
        description:
          'type: case-insensitive containment in the property type; location: exact city; maxPrice: reserve price at ' +
          'or below; dateFrom/dateTo: auction date, inclusive; bank: exact secured creditor. Not-ended auctions ' +
          'first (soonest end first), then ended ones (latest first).',
        querystring: PropertyListQuerySchema,
        response: { 200: PropertyPageSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const cached = await app.catalogueCache.get(`list:${JSON.stringify(q)}`, async () => {
        const page = await listProperties(app.db, app.clock, q);
        return serializeForCache(reply, {
          success: true,
          data: page.items,
          total: page.total,
          limit: q.limit,
          offset: q.offset,
        });
      });
      return sendCachedJson(request, reply, cached, CATALOGUE_CACHE_CONTROL);
    },
  );

  r.get(
    '/api/properties/locations',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Distinct cities of the catalogue, sorted (Location filter options)',
        response: { 200: PropertyLocationsSchema },
      },
    },
    async (request, reply) => {
      const cached = await app.catalogueCache.get('locations', async () => {
        return serializeForCache(reply, { success: true, data: await listLocations(app.db) });
      });
      return sendCachedJson(request, reply, cached, LOCATIONS_CACHE_CONTROL);
    },
  );

  r.get(
    '/api/properties/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One property',
        params: IdParams,
        response: { 200: PropertyResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await app.catalogueCache.get(`property:${id.toLowerCase()}`, async () => {
        return serializeForCache(reply, { success: true, data: await getProperty(app.db, id) });
      });
      return sendCachedJson(request, reply, cached, CATALOGUE_CACHE_CONTROL);
    },
  );

  r.get(
    '/api/properties/:id/notice',
    {
      schema: {
        tags: ['Catalogue'],
        summary: "The property's sale notice (PDF)",
        params: IdParams,
        // The PDF is streamed as-is; Fastify never runs a serializer over a stream.
        response: { 200: z.unknown().describe('application/pdf'), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const notice = await getSaleNotice(app.db, request.params.id);
      const file = resolveStoredPath(app.config.dataDir, notice.path);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) {
        request.log.warn({ propertyId: request.params.id, path: notice.path }, 'sale notice file is missing');
        throw noSaleNotice();
      }
      const safeCode = notice.auctionCode.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="sale-notice-${safeCode}.pdf"`)
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(createReadStream(file));
    },
  );
}
