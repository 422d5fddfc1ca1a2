import type { FastifyBaseLogger } from 'fastify';
import type { PublicConfig } from '@eauction/shared';
import type { CatalogueFirstPage } from '../modules/properties/catalogue-page';
import type { Clock } from './clock';
import { checkedPage, type PageRenderer } from './page-renderer';
import type { IndexPage, WebIndex } from './web-index';

/*
 * The pages drawn in advance (decision 017), drawn again with the public settings (decision 022).
 *
 * The build draws the landing pages without any data: it cannot know the settings GET /api/config
 * answers (the captcha, the canonical address, the map tiles). The app then asked for them on every
 * first visit and, once they came, drew the page again (the login form's captcha appears only then).
 * The server knows them, and they do not change while it runs, so it draws each landing page once more
 * with them, on its first request (the pages are also drawn in the background once the renderer has
 * loaded), and sends the settings beside the page: the app's first render is the page on screen, with
 * no request for its settings and nothing to draw again.
 *
 * The catalogue's pages, `/` and `/assets`, are drawn with the catalogue's first page of cards and its
 * location list as well, and again when those change (decision 024).
 *
 * Without a renderer (a build without one, the test fixtures), or when a page cannot be drawn, the page
 * drawn at build time is sent, as before.
 */

export interface LandingPages {
  /** The page drawn with the settings, or null when the path is no landing page or it cannot be drawn. */
  forPath(path: string): Promise<IndexPage | null>;
}

/** The catalogue's landing pages, drawn with its first page of cards when the server can (decision 024). */
const CATALOGUE_PATHS = new Set(['/', '/assets']);

/**
 * How long a catalogue page drawn with its cards is sent while the catalogue is unchanged: the cards'
 * states (registration open, live, closed) move with the clock. The browser's first render uses the
 * moment the page was drawn, then the live time, so a page this old still hydrates as drawn.
 */
export const CATALOGUE_PAGE_LIFE_MS = 60_000;

/**
 * The least time between two drawings of a catalogue page: every bid changes the catalogue, and a busy
 * auction must not have the server draw the home page for every one. The API's own answers may be
 * cached for 15 s (decision 014); the page is at most this much behind them.
 */
export const CATALOGUE_PAGE_REDRAW_MS = 5_000;

/** Where the catalogue's first page comes from, and the server's clock for the moment of drawing. */
export interface CatalogueSource {
  firstPage(): Promise<CatalogueFirstPage>;
  clock: Clock;
}

export function createLandingPages(
  webIndex: WebIndex,
  renderer: Promise<PageRenderer | null>,
  config: PublicConfig,
  log: FastifyBaseLogger,
  catalogue?: CatalogueSource,
): LandingPages {
  const drawn = new Map<string, Promise<IndexPage | null>>();
  const drawnWithCards = new Map<string, { etag: string; at: number; page: Promise<IndexPage> }>();
  let cataloguePagesFailed = false;

  const draw = (key: string): Promise<IndexPage | null> => {
    let page = drawn.get(key);
    if (!page) {
      page = renderer.then(async (render) => {
        if (!render) return null;
        try {
          const paint = checkedPage(await render.renderLandingPage(key, config));
          return webIndex.drawn(paint, render.screenModulesOf?.(key));
        } catch (error) {
          // Kept as null: the page drawn at build time serves from now on, and this is logged once.
          log.warn({ err: error, path: key }, 'a landing page could not be drawn: sent as built');
          return null;
        }
      });
      drawn.set(key, page);
    }
    return page;
  };

  // Drawn in the background as soon as the renderer is there, so the first visitor does not wait.
  void renderer.then((render) => {
    if (render) for (const key of webIndex.drawnInAdvance) void draw(key);
  });

  /**
   * `/` or `/assets` with the catalogue's first page of cards and its location list, drawn again when
   * either has changed (at most every CATALOGUE_PAGE_REDRAW_MS) or the drawing is a minute old; the
   * page without them (above) when that cannot be done. A failure is logged once.
   */
  const drawWithCards = async (key: string): Promise<IndexPage | null> => {
    const render = await renderer;
    if (!catalogue || !render?.renderCataloguePage) return draw(key);
    const { renderCataloguePage, screenModulesOf } = render;
    try {
      const first = await catalogue.firstPage();
      const now = catalogue.clock.now();
      const current = drawnWithCards.get(key);
      const age = current ? now.getTime() - current.at : Infinity;
      if (
        current &&
        age < CATALOGUE_PAGE_LIFE_MS &&
        (current.etag === first.etag || age < CATALOGUE_PAGE_REDRAW_MS)
      ) {
        return await current.page;
      }
      const page = (async () => {
        const data = JSON.parse(first.body) as { list: unknown; locations: unknown; banks: unknown };
        const paint = await renderCataloguePage(key, config, data, now.toISOString());
        return webIndex.drawn(checkedPage(paint), screenModulesOf?.(key));
      })();
      drawnWithCards.set(key, { etag: first.etag, at: now.getTime(), page });
      return await page;
    } catch (error) {
      drawnWithCards.delete(key);
      if (!cataloguePagesFailed) {
        cataloguePagesFailed = true;
        log.warn(
          { err: error, path: key },
          'a catalogue page could not be drawn with its cards: sent without',
        );
      }
      return draw(key);
    }
  };

  return {
    async forPath(path) {
      const key = path.toLowerCase();
      if (!webIndex.drawnInAdvance.has(key)) return null;
      return CATALOGUE_PATHS.has(key) ? drawWithCards(key) : draw(key);
    },
  };
}
