import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueModulesOf, PAGE_DATA_ID, type Locale, type RenderedPage } from '@eauction/shared';
import { BOOT_SCRIPT_TAG } from './boot-script';
import { weakEtag } from './http-cache';

/*
 * index.html as the build wrote it, made into the page a browser asked for
 * (docs/decisions/035-server-rendering-through-the-router.md):
 * - the boot script (boot-script.ts) first in <head>: the visitor's display choices before the first
 *   paint;
 * - the page's screen code and stylesheets, named by Vite's build manifest, as `<link rel="modulepreload">`
 *   and `<link rel="stylesheet">` in <head>: every screen is its own chunk (React Router's `lazy`), and
 *   left to itself the browser would learn of it only once the entry script has run;
 * - the page as the web app's server render made it (page-renderer.ts): its metadata in <head>, its markup in
 *   #root (marked `data-server-rendered`), its data in a JSON block.
 * Without a manifest (a build made without it, the test fixtures) there are no preloads.
 */

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as this module reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface IndexPage {
  body: string;
  etag: string;
  /** 404 for a page the app says does not exist, else 200. */
  status: number;
}

export interface WebIndex {
  /**
   * index.html in `locale` with the preloads of a page's screen `modules`, for the app to render in the
   * browser.
   */
  forScreens(modules: readonly string[], locale: Locale): IndexPage;
  /** index.html with a page the server rendered. */
  rendered(page: RenderedPage): IndexPage;
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

/**
 * Builds the `<link>` tags of a screen in a language: its code and stylesheets, and its message
 * catalogues ('' when the manifest knows none of its modules).
 */
function preloadTagsOf(manifest: Manifest): (modules: readonly string[], locale: Locale) => string {
  // What index.html loads already, worked out once for every screen.
  const entry = chunkClosure(manifest, 'index.html', new Set());
  const entrySet = new Set(entry);
  const entryCss = new Set(entry.flatMap((k) => manifest[k]?.css ?? []));
  const href = (file: string) => escapeAttribute(`/${file}`);
  return (modules, locale) => {
    const chunks = [...new Set(modules.flatMap((module) => chunkClosure(manifest, module, entrySet)))];
    // A feature without texts has no catalogue: the manifest does not know it.
    const catalogues = catalogueModulesOf(modules, locale).filter((k) => manifest[k]);
    if (chunks.length === 0 && catalogues.length === 0) return '';
    const css = [...new Set(chunks.flatMap((k) => manifest[k]?.css ?? []))].filter((f) => !entryCss.has(f));
    return [
      // Stylesheets first: the screen cannot be drawn without them, and Vite's loader, finding them
      // already in the document, does not ask for them again.
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
      ...[...chunks, ...catalogues].map(
        (k) => `<link rel="modulepreload" crossorigin href="${href(manifest[k]!.file)}">`,
      ),
    ].join('');
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * index.html with a rendered page in: its metadata where the build's generic title and description
 * were, its markup in #root and its data after it. The entry module stays as Vite wrote it: a module
 * script runs after the document is parsed, so the page is painted from the HTML and the stylesheets
 * without waiting for it.
 */
function withRenderedPage(html: string, page: RenderedPage): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  const generic = html.replace(DESCRIPTION, '');
  const withHead = TITLE.test(generic)
    ? generic.replace(TITLE, () => page.head)
    : generic.replace('</head>', () => `${page.head}</head>`);
  // A data block, not a script: the Content-Security-Policy has nothing to allow, and no browser runs it.
  const dataBlock = `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
  return withHead.replace(
    EMPTY_ROOT,
    () => `<div id="root" data-server-rendered>${page.body}</div>${dataBlock}`,
  );
}

/** What index.html says to a browser without JavaScript, in each language. */
const NO_SCRIPT: Record<Locale, string> = {
  en: 'Bidding and the forms of e-Nilami need JavaScript. Please enable it.',
  hi: 'ई-नीलामी पर बोली लगाने और फ़ॉर्म भरने के लिए JavaScript आवश्यक है। कृपया इसे चालू करें।',
};

/** index.html in a language: `<html lang>` and the no-JavaScript notice (docs/product.md, "Languages"). */
function inLanguage(html: string, locale: Locale): string {
  return html
    .replace(/<html(?:\s+lang="[^"]*")?/, `<html lang="${locale}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${NO_SCRIPT[locale]}</noscript>`);
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

/** Reads index.html and the manifest once; null when the build has no index.html. */
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
  /**
   * index.html in a language with the preloads of a page's screen: one copy per screen and language (a
   * few dozen at most).
   */
  const byScreen = new Map<string, string>();
  const withPreloads = (modules: readonly string[], locale: Locale): string => {
    const key = [locale, ...modules].join('\n');
    let kept = byScreen.get(key);
    if (kept === undefined) {
      const tags = preloadTags(modules, locale);
      kept = inLanguage(tags ? html.slice(0, headEnd) + tags + html.slice(headEnd) : html, locale);
      byScreen.set(key, kept);
    }
    return kept;
  };

  return {
    forScreens: (modules, locale) => {
      const body = withPreloads(modules, locale);
      return { body, etag: weakEtag(body), status: 200 };
    },
    rendered: (page) => {
      const template = withPreloads(page.modules, page.locale);
      return {
        body: withRenderedPage(template, page),
        etag: weakEtag([template, page.head, page.body, page.dataKey].join('\n')),
        status: page.status,
      };
    },
  };
}
