import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGE_DOMAINS } from '@eauction/shared';

/*
 * The message catalogues of the web app (apps/web/lingui.config.ts) and of the server
 * (apps/server/src/locales: mails and documents), README "Languages": every language has every key of
 * the English catalogue and nothing else, every message is valid ICU with the same arguments and tags as
 * the English one, every key is used by the code that owns the catalogue, and every key the code names
 * exists.
 */

const ROOT = join(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps', 'web', 'src');
const SERVER = join(ROOT, 'apps', 'server', 'src');
const SHARED = join(ROOT, 'packages', 'shared', 'src');
/** packages/shared's keys are named by its own code, the web app's and the server's. */
const EVERYWHERE = 'everywhere';

type Catalogue = Record<string, string>;

/** A catalogue: its English and other languages' files, and the code that names its keys. */
interface CatalogueSet {
  name: string;
  file: (locale: string) => string;
  code: string;
}

const hasFolder = (dir: string) => {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
};

/**
 * The web app's: src/locales and src/features/<name>/locales; the server's: src/locales/<locale>/<name>.json;
 * packages/shared's: src/locales/<locale>/<domain>.json.
 */
const CATALOGUES: CatalogueSet[] = [
  { name: 'web: src/locales', file: (locale) => join(WEB, 'locales', `${locale}.json`), code: WEB },
  ...readdirSync(join(WEB, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && hasFolder(join(WEB, 'features', entry.name, 'locales')))
    .map((entry) => ({
      name: `web: features/${entry.name}`,
      file: (locale: string) => join(WEB, 'features', entry.name, 'locales', `${locale}.json`),
      code: WEB,
    })),
  ...readdirSync(join(SERVER, 'locales', 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: `server: ${file}`,
      file: (locale: string) => join(SERVER, 'locales', locale, file),
      code: SERVER,
    })),
  ...readdirSync(join(SHARED, 'locales', 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: `shared: ${file}`,
      file: (locale: string) => join(SHARED, 'locales', locale, file),
      code: EVERYWHERE,
    })),
];

const read = (set: CatalogueSet, locale: string): Catalogue =>
  JSON.parse(readFileSync(set.file(locale), 'utf8')) as Catalogue;

/** The source files that may name keys: the app's code, not its tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const sourcesOf = (dir: string) =>
  sourceFiles(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const SOURCES: Record<string, { file: string; text: string }[]> = {
  [WEB]: sourcesOf(WEB),
  [SERVER]: sourcesOf(SERVER),
  [SHARED]: sourcesOf(SHARED),
};
SOURCES[EVERYWHERE] = [...SOURCES[WEB]!, ...SOURCES[SERVER]!, ...SOURCES[SHARED]!];

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

describe.each(CATALOGUES.map((set) => [set.name, set] as const))('the catalogue %s', (_name, set) => {
  const english = read(set, 'en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English key in %s, and no other',
    (locale) => {
      const other = read(set, locale);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LOCALES)(
    'has in %s valid messages, none empty, each with the English arguments and tags',
    (locale) => {
      const catalogue = read(set, locale);
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), key).not.toBe('');
        expect(shapeOf(message), key).toEqual(shapeOf(english[key] ?? message));
      }
    },
  );

  it('has no key the code does not use', () => {
    const unused = Object.keys(english).filter(
      (key) => !SOURCES[set.code]!.some(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`)),
    );
    expect(unused).toEqual([]);
  });
});

describe.each([
  ['web app', WEB],
  ['server', SERVER],
  ['shared package', SHARED],
])('the code of the %s', (_name, code) => {
  const known = new Set(
    CATALOGUES.filter((set) => set.code === code || set.code === EVERYWHERE).flatMap((set) =>
      Object.keys(read(set, 'en')),
    ),
  );
  /** `_('key'`, `t('key'`, `message('key'` and `id="key"` (a <Trans>): the keys the code names directly. */
  const NAMED_KEY = /(?:\b_\(\s*|\bt\(\s*|\bmessage\(\s*|\bid=)['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g;

  /**
   * Any quoted text in a domain of packages/shared's catalogues ('auction.bidTooLow'): a schema's message.
   * Those keys have no hyphen (the audit log's actions, 'admin.created-from-config', have).
   */
  const SHARED_KEY = new RegExp(`['"]((?:${MESSAGE_DOMAINS.join('|')})\\.[\\w.]+)['"]`, 'g');

  it('names only keys the catalogues have', () => {
    const missing = SOURCES[code]!.flatMap(({ file, text }) =>
      [...text.matchAll(NAMED_KEY), ...text.matchAll(SHARED_KEY)]
        .map((match) => match[1]!)
        .filter((key) => !known.has(key))
        .map((key) => `${relative(ROOT, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the server's errors", () => {
  const known = new Set(
    CATALOGUES.filter((set) => set.code === SERVER || set.code === EVERYWHERE).flatMap((set) =>
      Object.keys(read(set, 'en')),
    ),
  );
  /** `new AppError(code, status, '…'` (or a Refusal): an error made with a literal message. */
  const LITERAL_MESSAGE =
    /\bnew (?:AppError|Refusal)\(\s*[^,()]+,\s*[^,()]+,\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

  it('are made with a key of the catalogues, never an English sentence (so each has its Hindi)', () => {
    const english = SOURCES[SERVER]!.flatMap(({ file, text }) =>
      [...text.matchAll(LITERAL_MESSAGE)]
        .map((match) => match[2]!)
        .filter((literal) => !known.has(literal))
        .map((literal) => `${relative(ROOT, file)}: ${literal}`),
    );
    expect(english).toEqual([]);
  });
});
