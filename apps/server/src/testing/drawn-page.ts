import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_PAINT_DATA_ID } from '@eauction/shared';

/** The query cache entries a drawn page carries in its JSON data block (decisions 019, 022), or null. */
export function firstPaintDataOf(html: string): { queries: { key: unknown[]; data: unknown }[] } | null {
  const block = new RegExp(`<script type="application/json" id="${FIRST_PAINT_DATA_ID}">([^<]*)</script>`);
  const match = block.exec(html);
  return match ? (JSON.parse(match[1]!) as { queries: { key: unknown[]; data: unknown }[] }) : null;
}

/** A page of the build as the server reads it: an empty #root and the given entry module. */
export function builtIndexHtml(entry: string): string {
  return (
    '<!doctype html><html><head><meta charset="UTF-8" /><title>e-Nilami</title>' +
    `<script type="module" crossorigin src="${entry}"></script></head>` +
    '<body><div id="root"></div></body></html>'
  );
}

/**
 * A temporary web build for the server to serve (WEB_DIST_DIR = `dist`): `dist/index.html`, the
 * drawings of the build (`dist/first-paint.json`) when given, and a page renderer in `dist-server/`
 * (the module's text: a stand-in for the web app's, which apps/web tests). `remove()` deletes it.
 */
export function temporaryWebBuild(options: {
  name: string;
  index: string;
  renderer: string;
  firstPaint?: unknown;
}): { dist: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), `eauction-${options.name}-`));
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(join(dist, 'index.html'), options.index);
  if (options.firstPaint !== undefined) {
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(options.firstPaint));
  }
  writeFileSync(join(folder, 'dist-server', 'render.mjs'), options.renderer);
  return { dist, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
