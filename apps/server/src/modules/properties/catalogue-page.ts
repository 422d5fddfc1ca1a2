import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  HOME_PAGE_SIZE,
  PropertyBanksSchema,
  PropertyListQuerySchema,
  PropertyLocationsSchema,
  PropertyPageSchema,
} from '@eauction/shared';
import { weakEtag } from '../../platform/http-cache';
import { listBanks, listLocations, listProperties } from './service';

/**
 * What the catalogue's landing pages (`/`, `/assets`) show before any filter: the first page of cards,
 * exactly as `GET /api/properties?limit=24&offset=0` answers it (upcoming and live auctions, the list's
 * default), and the Location and Bank filters' options, as `GET /api/properties/locations` and
 * `GET /api/properties/banks` answer them (decision 024). The server draws those pages with it
 * (platform/landing-pages.ts), and the browser puts the same answers in its query cache.
 */
export interface CatalogueFirstPage {
  /** The JSON of `{ list, locations, banks }`, the three answers' bodies. */
  body: string;
  /** Changes with every change of either answer (an edit, an upload, a bid). */
  etag: string;
}

/** Read through the catalogue's micro-cache (decision 006), which every change of the catalogue clears. */
export function createCatalogueFirstPage(app: FastifyInstance): () => Promise<CatalogueFirstPage> {
  const query = PropertyListQuerySchema.parse({ limit: String(HOME_PAGE_SIZE), offset: '0' });
  return () =>
    app.catalogueCache.get('landing:first-page', async () => {
      const [page, locations, banks] = await Promise.all([
        listProperties(app.db, app.clock, query),
        listLocations(app.db),
        listBanks(app.db),
      ]);
      const body = JSON.stringify({
        list: z.encode(PropertyPageSchema, {
          success: true,
          data: page.items,
          total: page.total,
          limit: query.limit,
          offset: query.offset,
        }),
        locations: z.encode(PropertyLocationsSchema, { success: true, data: locations }).data,
        banks: z.encode(PropertyBanksSchema, { success: true, data: banks }).data,
      });
      return { body, etag: weakEtag(body) };
    });
}
