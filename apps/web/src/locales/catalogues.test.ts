import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eauction/shared';

/*
 * The web app's message catalogues (lingui.config.ts, README "Languages"): every language has every key
 * of the English catalogue and nothing else, every message is valid ICU with the same arguments and tags
 * as the English one, every key is used by the code, and every key the code names exists.
 */

const SRC = join(import.meta.dirname, '..');

type Catalogue = Record<string, string>;

/** The catalogue folders: src/locales and src/features/<name>/locales. */
const CATALOGUE_DIRS = [
  join(SRC, 'locales'),
  ...readdirSync(join(SRC, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(SRC, 'features', entry.name, 'locales'))
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    }),
];

const read = (dir: string, locale: string): Catalogue =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalogue;

/** The source files that may name keys: the app's code, not its tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const SOURCES = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The arguments ({name}, {count, plural, …}) a message takes, and its tags (<0>…</0>). */
function shapeOf(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') args.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        args.add(token.arg);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message));
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]);
  return { args: [...args].sort(), tags: tags.sort() };
}

describe.each(CATALOGUE_DIRS.map((dir) => [relative(SRC, dir), dir]))('the catalogue %s', (_name, dir) => {
  const english = read(dir, 'en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English key in %s, and no other',
    (locale) => {
      const other = read(dir, locale);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LOCALES)(
    'has in %s valid messages, none empty, each with the English arguments and tags',
    (locale) => {
      const catalogue = read(dir, locale);
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), key).not.toBe('');
        expect(shapeOf(message), key).toEqual(shapeOf(english[key] ?? message));
      }
    },
  );

  it('has no key the code does not use', () => {
    const unused = Object.keys(english).filter(
      (key) => !SOURCES.some(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`)),
    );
    expect(unused).toEqual([]);
  });
});

describe('the code', () => {
  const known = new Set(CATALOGUE_DIRS.flatMap((dir) => Object.keys(read(dir, 'en'))));
  /** `_('key'` and `id="key"` (a <Trans>): the keys the code names directly. */
  const NAMED_KEY = /(?:\b_\(\s*|\bid=)['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g;

  it('names only keys the catalogues have', () => {
    const missing = SOURCES.flatMap(({ file, text }) =>
      [...text.matchAll(NAMED_KEY)]
        .map((match) => match[1]!)
        .filter((key) => !known.has(key))
        .map((key) => `${relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
