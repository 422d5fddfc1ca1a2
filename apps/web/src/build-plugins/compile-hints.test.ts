import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GREATEST_LOWER_BOUND, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

/*
 * A real Vite build of a small app: an entry that imports a shared module statically and a page
 * dynamically, the page with a stylesheet of its own (which makes Vite put its map of preloads above
 * the entry's code, as in the app's build).
 */
let root = '';
let assets = '';
let namesWithoutPlugin: string[] = [];

async function buildApp(plugins: Plugin[], outDir: string) {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir,
      sourcemap: true,
      modulePreload: false,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } } },
    },
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    'main.js': [
      "import { shared } from './shared.js';",
      "document.body.dataset.entry = shared('entry marker');",
      "document.body.addEventListener('click', () => import('./page.js').then((m) => m.page()));",
    ].join('\n'),
    'shared.js': [
      'export function shared(text) {',
      "  return text + ' shared marker';",
      '}',
      "export function other() { return 'other'; }",
    ].join('\n'),
    'page.js': [
      "import './page.css';",
      "import { other, shared } from './shared.js';",
      "export function page() { document.title = shared('page marker') + other(); }",
    ].join('\n'),
    'page.css': 'body { color: navy; }',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  await buildApp([compileHints()], 'dist');
  await buildApp([], 'dist-without');
  assets = join(root, 'dist', 'assets');
  namesWithoutPlugin = readdirSync(join(root, 'dist-without', 'assets'));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const chunk = (prefix: string) => {
  const file = readdirSync(assets).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`no chunk ${prefix}* in ${readdirSync(assets).join(', ')}`);
  return { file, code: readFileSync(join(assets, file), 'utf8') };
};

/** The source line a marker string of the built chunk maps back to, through the written map. */
function sourceLineOf(prefix: string, marker: string): string | undefined {
  const { file, code } = chunk(prefix);
  const offset = code.indexOf(marker);
  expect(offset).toBeGreaterThan(-1);
  const before = code.slice(0, offset);
  const text = readFileSync(join(assets, `${file}.map`), 'utf8');
  const map = JSON.parse(text) as { sources: string[]; sourcesContent: string[] };
  const position = originalPositionFor(new TraceMap(text), {
    line: before.split('\n').length,
    column: offset - before.lastIndexOf('\n') - 1,
    bias: GREATEST_LOWER_BOUND,
  });
  const index = map.sources.findIndex((source) =>
    position.source?.endsWith(source.replace(/^(\.\.\/)+/, '')),
  );
  return map.sourcesContent[index]?.split('\n')[(position.line ?? 0) - 1];
}

describe("V8's compile hint on the chunks every page runs at start (decision 026)", () => {
  it('is the first line of the entry and of the chunks it imports statically', () => {
    expect(chunk('index-').code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(chunk('shared-').code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    // Vite's map of the page's preloads comes below it, not above.
    expect(chunk('index-').code.split('\n')[1]).toContain('__vite__mapDeps');
  });

  it('is not on a chunk loaded on demand', () => {
    expect(chunk('page-').code).not.toContain(COMPILE_HINT);
  });

  it('changes the names of the files it changes, so no cached copy of the same name differs', () => {
    for (const prefix of ['index-', 'shared-']) {
      expect(namesWithoutPlugin).not.toContain(chunk(prefix).file);
    }
  });

  it('leaves the source maps pointing at the code they described', () => {
    expect(sourceLineOf('index-', 'entry marker')).toContain("shared('entry marker')");
    expect(sourceLineOf('shared-', 'shared marker')).toContain("text + ' shared marker'");
    expect(sourceLineOf('page-', 'page marker')).toContain("shared('page marker')");
  });
});
