import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAINT_DATA_ID } from '@eauction/shared';
import { BOOT_SCRIPT_TAG } from './boot-script';
import { weakEtag } from './http-cache';

/*
 * index.html, told in advance what the page asked for will need (decision 015).
 *
 * Every screen of the web app is its own chunk (React Router's `lazy`), and the router draws nothing
 * until the first screen's chunk has arrived. Left to itself the browser only learns of that chunk, and
 * of the few dozen small UI chunks it imports, once the entry script has downloaded and run: a second
 * round of requests on the critical path of every first visit. For the public pages a visitor can land
 * on, the server therefore adds `<link rel="modulepreload">` for the screen's chunk and everything it
 * imports beyond the entry, and its stylesheets, to the index.html it answers, so they download beside
 * the entry. The list comes from Vite's build manifest; without one (a build made without it, or the
 * test fixtures) index.html is served unchanged.
 *
 * Two more additions (decision 017):
 * - every page gets the boot script (boot-script.ts) first in <head>: the visitor's display choices
 *   before the first paint;
 * - the public pages drawn in advance at build time (`first-paint.json`, written by the web app's
 *   scripts/first-paint.mjs) get that markup inside #root, and their own title and description in <head>.
 *   #root is marked `data-first-paint`: the browser draws it at once (its forms and buttons inert until
 *   the app has started, its links live), and the web app hydrates it when it starts (main.tsx).
 */

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as this module reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screen modules of a page path, outer route first, as the build's manifest names them: the web
 * app's route table answers (`screenModulesOf` of its page renderer, apps/web/src/app/router.tsx).
 */
export type ScreenModulesOf = (path: string) => readonly string[];

export interface IndexPage {
  body: string;
  etag: string;
}

export interface WebIndex {
  /**
   * index.html for a page path, with the preloads of its screen `modules` and its first paint when it
   * has one and the address carries no query (a filtered catalogue, say, would be drawn first without
   * its filters).
   */
  forPath(path: string, hasQuery?: boolean, modules?: readonly string[]): IndexPage;
  /**
   * index.html for a page drawn when asked for, with the data it shows (the property page, decision
   * 019): drawn like the pages drawn in advance, and the data beside it for the app's first render.
   */
  drawn(paint: DrawnPage, modules?: readonly string[]): IndexPage;
  /** The paths, lower-cased, of the pages drawn in advance (first-paint.json). */
  drawnInAdvance: ReadonlySet<string>;
}

/** The chunks a module needs beyond those the entry already loads, depth first, each once. */
function chunkClosure(manifest: Manifest, key: string, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const visit = (k: string) => {
    if (skip.has(k) || out.includes(k) || !manifest[k]) return;
    out.push(k);
    for (const imported of manifest[k].imports ?? []) visit(imported);
  };
  visit(key);
  return out;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Builds the `<link>` tags of a screen: '' when the manifest knows none of its modules. */
function preloadTagsOf(manifest: Manifest): (modules: readonly string[]) => string {
  // What index.html loads already, worked out once for every screen.
  const entry = chunkClosure(manifest, 'index.html', new Set());
  const entrySet = new Set(entry);
  const entryCss = new Set(entry.flatMap((k) => manifest[k]?.css ?? []));
  const href = (file: string) => escapeAttribute(`/${file}`);
  return (modules) => {
    const chunks = [...new Set(modules.flatMap((module) => chunkClosure(manifest, module, entrySet)))];
    if (chunks.length === 0) return '';
    const css = [...new Set(chunks.flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !entryCss.has(f));
    return [
      // Stylesheets first: the screen cannot be drawn without them, and Vite's loader, finding them
      // already in the document, does not ask for them again.
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
      ...chunks.map((k) => `<link rel="modulepreload" crossorigin href="${href(manifest[k]!.file)}">`),
    ].join('');
  };
}

function page(body: string): IndexPage {
  return { body, etag: weakEtag(body) };
}

/** A page drawn in advance (the web app's src/first-paint/render.tsx): its elements, as HTML. */
export interface FirstPaint {
  title: string;
  description: string;
  body: string;
}

/** A page drawn with its data: `data` is JSON already safe inside a <script> element. */
export interface DrawnPage extends FirstPaint {
  data: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** first-paint.json by lower-cased path; empty when the build has none or it cannot be read. */
function readFirstPaints(webDistDir: string): Map<string, FirstPaint> {
  const file = join(webDistDir, 'first-paint.json');
  const pages = new Map<string, FirstPaint>();
  if (!existsSync(file)) return pages;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Partial<FirstPaint>>;
    for (const [path, entry] of Object.entries(parsed)) {
      const { title, description, body } = entry ?? {};
      if (typeof title === 'string' && typeof description === 'string' && typeof body === 'string') {
        pages.set(path.toLowerCase(), { title, description, body });
      }
    }
  } catch {
    pages.clear(); // An unreadable file costs the early paint, never the page.
  }
  return pages;
}

/**
 * index.html with a page drawn in: its title first (the one the browser shows), its description, its
 * markup. The entry module stays as Vite wrote it: a module script runs after the document is parsed,
 * so the page is painted from the HTML and the stylesheets without waiting for it.
 */
function withFirstPaint(html: string, paint: FirstPaint, data?: string): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  const mark = (tag: string, name: string) => tag.replace(`<${name}`, `<${name} data-first-paint="head"`);
  const title = mark(paint.title, 'title');
  const description = mark(paint.description, 'meta');
  let out = TITLE.test(html) ? html.replace(TITLE, (generic) => title + generic) : html;
  out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : out;
  // A data block, not a script: the Content-Security-Policy has nothing to allow, and no browser runs it.
  const dataBlock =
    data === undefined ? '' : `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${data}</script>`;
  return out.replace(EMPTY_ROOT, () => `<div id="root" data-first-paint>${paint.body}</div>${dataBlock}`);
}

/**
 * The boot script early in <head>: after the charset declaration, which must come first, and before any
 * stylesheet, which it would otherwise have to wait for.
 */
function withBootScript(html: string): string {
  const charset = /<meta\s+charset=[^>]*>/i;
  if (charset.test(html)) return html.replace(charset, (meta) => meta + BOOT_SCRIPT_TAG);
  return html.replace(/<head>/i, (head) => head + BOOT_SCRIPT_TAG);
}

/**
 * Reads index.html and the manifest once; null when the build has no index.html. A page's preloads are
 * those of its screen modules, which the caller has from the web app's route table (ScreenModulesOf).
 */
export function loadWebIndex(webDistDir: string): WebIndex | null {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = withBootScript(readFileSync(indexPath, 'utf8'));

  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  let manifest: Manifest | null = null;
  if (existsSync(manifestPath)) {
    try {
      manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    } catch {
      manifest = null; // An unreadable manifest costs the preloads, never the page.
    }
  }
  const headEnd = html.indexOf('</head>');
  const preloadTags = manifest && headEnd !== -1 ? preloadTagsOf(manifest) : () => '';
  /** index.html with the preloads of a page's screen: one copy per screen (a few dozen at most). */
  const byScreen = new Map<string, IndexPage>();
  const plainFor = (modules: readonly string[]): IndexPage => {
    const key = modules.join('\n');
    let kept = byScreen.get(key);
    if (!kept) {
      const tags = preloadTags(modules);
      kept = page(tags ? html.slice(0, headEnd) + tags + html.slice(headEnd) : html);
      byScreen.set(key, kept);
    }
    return kept;
  };
  const firstPaints = readFirstPaints(webDistDir);
  /** The pages drawn in advance, each made again only when its screen's preloads change. */
  const drawnPages = new Map<string, { plain: IndexPage; page: IndexPage }>();

  return {
    forPath(path: string, hasQuery = false, modules: readonly string[] = []): IndexPage {
      const key = path.toLowerCase();
      const paint = hasQuery ? undefined : firstPaints.get(key);
      const plain = plainFor(modules);
      if (!paint) return plain;
      const kept = drawnPages.get(key);
      if (kept?.plain === plain) return kept.page;
      const drawn = page(withFirstPaint(plain.body, paint));
      drawnPages.set(key, { plain, page: drawn });
      return drawn;
    },
    drawnInAdvance: new Set(firstPaints.keys()),
    drawn(paint: DrawnPage, modules: readonly string[] = []): IndexPage {
      return page(withFirstPaint(plainFor(modules).body, paint, paint.data));
    },
  };
}
