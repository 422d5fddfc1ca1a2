import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 */

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as this module reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The public landing pages and the source module of their screen, as the web app's router
 * (`apps/web/src/app/router.tsx`) lazy-loads it. Paths match without regard to case, like the router's.
 * Screens behind a login are left out: an anonymous visitor is sent on to /login, and would have
 * fetched them for nothing.
 */
export const PRELOADED_SCREENS: readonly { path: RegExp; module: string }[] = [
  { path: /^\/(?:assets)?$/i, module: 'src/features/properties/routes/home-page.tsx' },
  { path: /^\/property\/[^/]+$/i, module: 'src/features/properties/routes/property-detail-page.tsx' },
  { path: /^\/login$/i, module: 'src/features/auth/login-page.tsx' },
  { path: /^\/register$/i, module: 'src/features/auth/register-page.tsx' },
  { path: /^\/forgot-password$/i, module: 'src/features/auth/forgot-password-page.tsx' },
  { path: /^\/about$/i, module: 'src/features/about/about-page.tsx' },
  { path: /^\/contact$/i, module: 'src/features/contact/contact-page.tsx' },
];

export interface IndexPage {
  body: string;
  etag: string;
}

export interface WebIndex {
  /** index.html for a page path, with that page's preloads when it is one of PRELOADED_SCREENS. */
  forPath(path: string): IndexPage;
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

/** Builds the `<link>` tags of a screen: '' when the manifest does not know its module. */
function preloadTagsOf(manifest: Manifest): (module: string) => string {
  // What index.html loads already, worked out once for every screen.
  const entry = chunkClosure(manifest, 'index.html', new Set());
  const entrySet = new Set(entry);
  const entryCss = new Set(entry.flatMap((k) => manifest[k]?.css ?? []));
  const href = (file: string) => escapeAttribute(`/${file}`);
  return (module) => {
    if (!manifest[module]) return '';
    const chunks = chunkClosure(manifest, module, entrySet);
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

/** Reads index.html and the manifest once; null when the build has no index.html. */
export function loadWebIndex(webDistDir: string): WebIndex | null {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = readFileSync(indexPath, 'utf8');
  const plain = page(html);

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
  const byModule = new Map<string, IndexPage>();
  for (const { module } of PRELOADED_SCREENS) {
    const tags = preloadTags(module);
    byModule.set(module, tags ? page(html.slice(0, headEnd) + tags + html.slice(headEnd)) : plain);
  }

  return {
    forPath(path: string): IndexPage {
      const screen = PRELOADED_SCREENS.find((s) => s.path.test(path));
      return (screen && byModule.get(screen.module)) ?? plain;
    },
  };
}
