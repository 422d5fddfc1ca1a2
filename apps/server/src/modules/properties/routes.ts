import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  PathIdSchema,
  PropertyListQuerySchema,
  PropertyBanksSchema,
  PropertyLocationsSchema,
  PropertyPageSchema,
  PropertyResponseSchema,
} from '@eauction/shared';
import { DocumentLanguageQuerySchema } from '../../platform/document-language';
import { fileEtag, matchesIfNoneMatch, sendCachedJson, serializeForCache } from '../../platform/http-cache';
import { dataPath, resolveStoredPath } from '../../platform/storage';
import { saleNoticeFileIn } from './sale-notice-pdf';
import {
  getProperty,
  getPropertyPhoto,
  getSaleNotice,
  listBanks,
  listLocations,
  listProperties,
  noSaleNotice,
  noSuchPhoto,
} from './service';

/** Browsers and proxies may reuse catalogue answers briefly; live bids travel over the socket. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=15';
const LOCATIONS_CACHE_CONTROL = 'public, max-age=60';

/** Photos never change once uploaded (a property's list is only ever set when it is added). */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';
const PHOTO_EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

const IdParams = z.object({ id: PathIdSchema.describe('The property _id') });
const PhotoParams = IdParams.extend({
  index: z.string().describe("The photo's place in the property's photos, from 0"),
});

/**
 * Streams a file whose path the database holds, relative to `root`, with the type the server decided
 * (never sniffed) and an ETag: a client holding the file gets 304. Null when the path leaves `root` or
 * names no file, for the caller's 404.
 */
async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  stored: string,
  headers: { type: string; fileName: string; cacheControl: string },
): Promise<FastifyReply | null> {
  const file = resolveStoredPath(root, stored);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return null;
  const etag = fileEtag(info);
  reply.header('etag', etag).header('cache-control', headers.cacheControl);
  if (matchesIfNoneMatch(request, etag)) return reply.code(304).send();
  return reply
    .header('content-type', headers.type)
    .header('content-disposition', `inline; filename="${headers.fileName}"`)
    .header('content-length', info.size)
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file));
}

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
          'or below; dateFrom/dateTo: auction date, inclusive; bank: exact secured creditor; auctionState: ' +
          'upcoming, live, ended or all, by the server clock (without it: upcoming and live only). `total` counts ' +
          'what is listed. Not-ended auctions first (soonest end first), then ended ones (latest first).',
        querystring: PropertyListQuerySchema,
        response: { 200: PropertyPageSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const cached = await app.catalogueCache.get(`list:${JSON.stringify(q)}`, async () => {
        const page = await listProperties(app.db, app.clock, q, {
          salePricePublic: app.config.salePricePublic,
        });
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
    '/api/properties/banks',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Distinct banks (secured creditors) of the catalogue, sorted (Bank filter options)',
        response: { 200: PropertyBanksSchema },
      },
    },
    async (request, reply) => {
      const cached = await app.catalogueCache.get('banks', async () => {
        return serializeForCache(reply, { success: true, data: await listBanks(app.db) });
      });
      return sendCachedJson(request, reply, cached, LOCATIONS_CACHE_CONTROL);
    },
  );

  r.get(
    '/api/properties/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One property, with how its auction ended once it is over',
        params: IdParams,
        response: { 200: PropertyResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await app.catalogueCache.get(`property:${id}`, async () => {
        const data = await getProperty(app.db, id, {
          now: app.clock.now(),
          salePricePublic: app.config.salePricePublic,
        });
        return serializeForCache(reply, { success: true, data });
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
        description:
          'With lang=hi, the Hindi notice where one is kept beside the English one (the demo seed writes ' +
          "both); an uploaded notice is the bank's own document, sent as it was uploaded in either language.",
        params: IdParams,
        querystring: DocumentLanguageQuerySchema,
        // The PDF is streamed as-is; Fastify never runs a serializer over a stream.
        response: { 200: z.unknown().describe('application/pdf'), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const notice = await getSaleNotice(app.db, request.params.id);
      const locale = request.query.lang ?? 'en';
      const safeCode = notice.auctionCode.replace(/[^A-Za-z0-9._-]/g, '_');
      const send = (stored: string, fileName: string) =>
        sendStoredFile(request, reply, app.config.dataDir, stored, {
          type: 'application/pdf',
          fileName,
          cacheControl: 'public, max-age=300',
        });
      // The notice in the language asked for where one is kept, else the stored one.
      const translated =
        locale === 'en'
          ? null
          : await send(saleNoticeFileIn(notice.path, locale), `sale-notice-${safeCode}-${locale}.pdf`);
      const sent = translated ?? (await send(notice.path, `sale-notice-${safeCode}.pdf`));
      if (!sent) {
        request.log.warn({ propertyId: request.params.id, path: notice.path }, 'sale notice file is missing');
        throw noSaleNotice();
      }
      return sent;
    },
  );

  r.get(
    '/api/properties/:id/photos/:index',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One photo of a property (JPEG or PNG), as listed in its detail',
        params: PhotoParams,
        // The image is streamed as-is; Fastify never runs a serializer over a stream.
        response: { 200: z.unknown().describe('image/jpeg or image/png'), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const photo = await getPropertyPhoto(app.db, id, index);
      // Photo names are stored relative to the uploads folder; nothing outside it is ever read.
      const sent = await sendStoredFile(
        request,
        reply,
        dataPath(app.config.dataDir, 'uploads'),
        photo.storedName,
        {
          type: photo.mime,
          fileName: `photo-${index}.${PHOTO_EXTENSION[photo.mime]}`,
          cacheControl: PHOTO_CACHE_CONTROL,
        },
      );
      if (!sent) {
        request.log.warn(
          { propertyId: id, index, storedName: photo.storedName },
          'property photo file is missing',
        );
        throw noSuchPhoto();
      }
      return sent;
    },
  );
}
