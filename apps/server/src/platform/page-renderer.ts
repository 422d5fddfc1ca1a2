import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer } from '@eauction/shared';

/**
 * The module the web build leaves, self-contained, in apps/web/dist-server/render.js: the web app's
 * server render (apps/web/src/server/render.tsx, docs/decisions/035-server-rendering-through-the-router.md).
 */
interface RendererModule {
  createPageRenderer(fetchApi: typeof fetch): PageRenderer;
}

/** The header that marks the render's own API calls (and the value this process gives it). */
const RENDER_HEADER = 'x-eauction-page-render';
const renderToken = randomBytes(18).toString('base64url');

/**
 * Whether a request is one of the server's own API calls for rendering a page. They are answered
 * in-process (light-my-request), all from 127.0.0.1: the visitors' rate limit must not count them.
 */
export function isPageRenderCall(request: FastifyRequest): boolean {
  return request.headers[RENDER_HEADER] === renderToken;
}

/**
 * The render's API calls, answered by this app itself in-process (`app.inject`): the same routes,
 * validation, schemas and micro-cache as a browser's calls, without a network hop.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers));
    headers[RENDER_HEADER] = renderToken;
    const answer = await app.inject({ method: 'GET', url, headers });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.body : null, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Loads the renderer the web build left beside its dist folder; null when there is none (the test
 * fixtures' builds) or it cannot be loaded: pages are then sent for the app to render in the browser.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const file = join(webDistDir, '..', 'dist-server', 'render.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<RendererModule>;
    if (typeof module.createPageRenderer !== 'function') {
      app.log.warn('the page renderer is from another version of the web app: pages are not rendered');
      return null;
    }
    return module.createPageRenderer(inProcessFetch(app));
  } catch (error) {
    app.log.warn({ err: error }, 'the page renderer could not be loaded: pages are not rendered');
    return null;
  }
}
