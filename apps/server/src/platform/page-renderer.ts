import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Property, PublicConfig } from '@eauction/shared';
import type { DrawnPage, ScreenModulesOf } from './web-index';

/**
 * The web app's page renderer (apps/web/src/first-paint/render.tsx), which the web build leaves,
 * self-contained, in apps/web/dist-server/render.mjs: the server draws pages with the app's own
 * components (decisions 019 and 022).
 */
export interface PageRenderer {
  /** A page drawn in advance, with the public settings (GET /api/config) beside it. */
  renderLandingPage(path: string, config: PublicConfig): Promise<DrawnPage>;
  /** /property/:id with the property as GET /api/properties/:id answers it, and the public settings. */
  renderPropertyPage(property: Property, config: PublicConfig): Promise<DrawnPage>;
  /**
   * `/` or `/assets` with the catalogue's first page and location list (decision 024), drawn at the
   * server's moment `drawnAt` (ISO), which the browser's first render also uses. Absent from renderers
   * built before it: those pages are then drawn without the catalogue.
   */
  renderCataloguePage?(
    path: string,
    config: PublicConfig,
    catalogue: { list: unknown; locations: unknown; banks: unknown },
    drawnAt: string,
  ): Promise<DrawnPage>;
  /** The screen modules of a page path, from the web app's route table, for the page's preloads. */
  screenModulesOf?: ScreenModulesOf;
}

/**
 * Loads the page renderer the web build left beside its dist folder; null when there is none (a build
 * made before decision 019, the test fixtures), it lacks a function, or it cannot be loaded.
 */
export async function loadPageRenderer(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const file = join(webDistDir, '..', 'dist-server', 'render.mjs');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof module.renderPropertyPage !== 'function' || typeof module.renderLandingPage !== 'function') {
      log.warn('the page renderer is from another version of the web app: pages are sent as built');
      return null;
    }
    return {
      renderLandingPage: module.renderLandingPage.bind(module),
      renderPropertyPage: module.renderPropertyPage.bind(module),
      ...(typeof module.renderCataloguePage === 'function'
        ? { renderCataloguePage: module.renderCataloguePage.bind(module) }
        : {}),
      ...(typeof module.screenModulesOf === 'function'
        ? { screenModulesOf: module.screenModulesOf.bind(module) }
        : {}),
    };
  } catch (error) {
    log.warn({ err: error }, 'the page renderer could not be loaded: pages are sent as built');
    return null;
  }
}

/** A renderer's page, refused when its data could end the `<script>` element it goes into. */
export function checkedPage(paint: DrawnPage): DrawnPage {
  // The renderer escapes every '<' of the data; a block that could end its element is never sent.
  if (paint.data.includes('<')) throw new Error('the drawn page data is not safe inside <script>');
  return paint;
}
