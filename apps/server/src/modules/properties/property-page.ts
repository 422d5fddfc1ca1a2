import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PropertyResponseSchema, type Property, type PublicConfig } from '@eauction/shared';
import { AppError } from '../../platform/errors';
import { weakEtag } from '../../platform/http-cache';
import { checkedPage, type PageRenderer } from '../../platform/page-renderer';
import type { IndexPage, WebIndex } from '../../platform/web-index';
import { getProperty } from './service';

/*
 * The property page drawn when it is asked for (decision 019). The landing pages without data of their
 * own are drawn once, at build time (decision 017); the property page is its data, so the server draws
 * it per property with the web app's own components (the page renderer the web build leaves in
 * apps/web/dist-server/render.mjs) and sends the property beside it, so the browser's first render is
 * the page on screen and hydrates it. What depends on the moment (the auction's state badge, the clock)
 * is left to the browser. The public settings (GET /api/config) go with the property, as on the pages
 * drawn in advance (decision 022).
 *
 * A page is drawn once per version of the property's public data: drawn pages are kept by the ETag of
 * that data, which the catalogue's micro-cache (decision 006) reads at most every couple of seconds and
 * which every change (an edit, a bid) alters. Anything that goes wrong (no renderer in this build, an
 * unknown id, the database away, a render that fails) answers the page as before, undrawn: the app then
 * loads the property itself and says what it finds.
 */

/** /property/:id exactly, without regard to case like the web app's router: the id, or null. */
const PROPERTY_PAGE = /^\/property\/([^/]+)$/i;

/** Drawn pages kept (a few hundred KB at most): the most visited properties stay drawn. */
const MAX_DRAWN_PAGES = 200;

export interface PropertyPages {
  /** The drawn page for a path, or null when it is not a property page or cannot be drawn. */
  forPath(path: string): Promise<IndexPage | null>;
}

export function createPropertyPages(
  app: FastifyInstance,
  webIndex: WebIndex,
  renderer: Promise<PageRenderer | null>,
  config: PublicConfig,
): PropertyPages {
  const drawn = new Map<string, Promise<IndexPage>>();

  /** The property as GET /api/properties/:id answers it (the same schema), through the micro-cache. */
  const publicData = (id: string) =>
    app.catalogueCache.get(`property-page:${id.toLowerCase()}`, async () => {
      const payload = z.encode(PropertyResponseSchema, {
        success: true,
        data: await getProperty(app.db, id),
      });
      const body = JSON.stringify(payload.data);
      return { body, etag: weakEtag(body) };
    });

  const draw = async (path: string, render: PageRenderer, body: string): Promise<IndexPage> => {
    const paint = checkedPage(await render.renderPropertyPage(JSON.parse(body) as Property, config));
    return webIndex.drawn(paint, render.screenModulesOf?.(path));
  };

  return {
    async forPath(path) {
      const id = PROPERTY_PAGE.exec(path)?.[1];
      if (!id) return null;
      const render = await renderer;
      if (!render) return null;
      try {
        const { body, etag } = await publicData(decodeURIComponent(id));
        let page = drawn.get(etag);
        if (!page) {
          if (drawn.size >= MAX_DRAWN_PAGES) drawn.delete(drawn.keys().next().value!);
          page = draw(path, render, body);
          drawn.set(etag, page);
          page.catch(() => drawn.delete(etag));
        }
        return await page;
      } catch (error) {
        // An unknown or malformed id: the app says 'Property not found' itself.
        if (!(error instanceof AppError) && !(error instanceof URIError)) {
          app.log.warn({ err: error, path }, 'the property page could not be drawn: sent undrawn');
        }
        return null;
      }
    },
  };
}
