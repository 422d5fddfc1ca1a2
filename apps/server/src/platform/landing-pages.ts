import type { FastifyBaseLogger } from 'fastify';
import type { PublicConfig } from '@eauction/shared';
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
 * Without a renderer (a build without one, the test fixtures), or when a page cannot be drawn, the page
 * drawn at build time is sent, as before.
 */

export interface LandingPages {
  /** The page drawn with the settings, or null when the path is no landing page or it cannot be drawn. */
  forPath(path: string): Promise<IndexPage | null>;
}

export function createLandingPages(
  webIndex: WebIndex,
  renderer: Promise<PageRenderer | null>,
  config: PublicConfig,
  log: FastifyBaseLogger,
): LandingPages {
  const drawn = new Map<string, Promise<IndexPage | null>>();

  const draw = (key: string): Promise<IndexPage | null> => {
    let page = drawn.get(key);
    if (!page) {
      page = renderer.then(async (render) => {
        if (!render) return null;
        try {
          return webIndex.drawn(key, checkedPage(await render.renderLandingPage(key, config)));
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

  return {
    async forPath(path) {
      const key = path.toLowerCase();
      return webIndex.drawnInAdvance.has(key) ? draw(key) : null;
    },
  };
}
