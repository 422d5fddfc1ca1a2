import fc from 'fast-check';

/*
 * Hostile input for the fuzz tests (decision 012): prototype-pollution keys, SQL and script payloads,
 * unicode edge cases (lone surrogates, RTL overrides, zero-width, NUL), huge numbers, wrong types,
 * deep nesting and long strings. Values are written as JSON text by `toJson`, so a body can carry
 * what no JavaScript object literal can: an own "__proto__" key, 1e400, a lone surrogate escape.
 */

/** How many cases each property runs; FUZZ_RUNS raises it for a longer hunt. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 0) || 40;

/** A test's time limit for `factor` × FUZZ_RUNS cases, generous for two busy cores. */
export const fuzzTimeout = (factor = 1) => Math.max(180_000, FUZZ_RUNS * factor * 1500);

/** Longest one case may take: a request that never answers fails as a case instead of hanging. */
const CASE_TIMEOUT_MS = 30_000;

/**
 * fast-check's settings for a property given `fuzzTimeout(factor)`: `factor` × FUZZ_RUNS cases, each
 * bounded, and the whole run (shrinking included) stopped short of the test's own limit. A failure found
 * late is then reported with its counterexample as shrunk so far, where Vitest's limit would hide it
 * behind "Test timed out"; a run the machine made too slow to finish passes on the cases it checked.
 */
export const fuzzParameters = (factor = 1) => ({
  numRuns: FUZZ_RUNS * factor,
  timeout: CASE_TIMEOUT_MS,
  interruptAfterTimeLimit: fuzzTimeout(factor) - CASE_TIMEOUT_MS - 10_000,
  ...replay(),
});

/**
 * Replaying a reported failure: FUZZ_SEED and FUZZ_PATH take the `seed` and `path` fast-check printed
 * (run the one test with `-t`, since the path belongs to that property).
 */
function replay(): { seed?: number; path?: string } {
  const seed = Number(process.env.FUZZ_SEED);
  if (!process.env.FUZZ_SEED || !Number.isInteger(seed)) return {};
  return process.env.FUZZ_PATH ? { seed, path: process.env.FUZZ_PATH } : { seed };
}

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  ...POLLUTION_KEYS,
  'hasOwnProperty',
  'toString',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1' AND pg_sleep(5)--",
  '$1',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u202eevil\u202c',
  'zero\u200bwidth',
  '\ufeffbom',
  'line\u2028separator',
  'a\r\nBcc: victim@example.in',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  '0x10',
  ' 42 ',
  "=cmd|' /C calc'!A0",
  '@SUM(1+1)',
  'नमस्ते',
  '🏠🔥',
  'A\u0301',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const nastyChar = fc.oneof(
  loneSurrogate,
  fc.constantFrom('\u0000', '\u202e', '\u200b', '\ufeff', '\u2028', '<', '>', '"', "'", '\\', '%', '&', '\n'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** Long strings: bodies stay under the 1 MB limit, fields far over any field's limit. */
const longText = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('x', '<', '\u0000', 'é', '🏠'))
  .map(([n, c]) => c.repeat(n));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: longText },
);

/** A JSON value as text: raw numbers JavaScript cannot hold, and objects with any keys. */
export type Hostile =
  string | number | boolean | null | Hostile[] | { entries: [string, Hostile][] } | { raw: string };

const rawNumber = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '1e-400',
    '123456789012345678901234567890',
    '9007199254740993',
    '-9007199254740993',
    '-0',
    '0.1',
    '1.5',
    '1E2',
  )
  .map((raw) => ({ raw }));

const hostileNumber: fc.Arbitrary<Hostile> = fc.oneof(
  rawNumber,
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Nesting far deeper than any schema reads, up to the body limit. */
const deepNesting: fc.Arbitrary<Hostile> = fc
  .tuple(fc.integer({ min: 50, max: 200_000 }), fc.boolean())
  .map(([depth, asArray]) => ({
    raw: asArray ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  }));

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
  { weight: 1, arbitrary: hostileText },
);

/** Sets `polluted` on Object.prototype if any layer merges it naively. */
export const POLLUTER: Hostile = {
  entries: [
    ['__proto__', { entries: [['polluted', 'yes']] }],
    ['constructor', { entries: [['prototype', { entries: [['polluted', 'yes']] }]] }],
    ['prototype', { entries: [['polluted', 'yes']] }],
  ],
};

export const hostileValue: fc.Arbitrary<Hostile> = fc.letrec<{ value: Hostile }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileText },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(POLLUTER) },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
        .map((entries) => ({ entries })),
    },
  ),
})).value;

/** JSON text of a hostile value (JSON.stringify escapes lone surrogates, so they arrive as sent). */
export function toJson(value: Hostile): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if ('raw' in value) return value.raw;
  return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
}

/** A valid body's value as a hostile one: nested objects (a list of holidays) become entries too. */
function asHostile(value: unknown): Hostile {
  if (Array.isArray(value)) return value.map(asHostile);
  if (value !== null && typeof value === 'object')
    return { entries: asEntries(value as Record<string, unknown>) };
  return value as Hostile;
}

const asEntries = (body: Record<string, unknown>): [string, Hostile][] =>
  Object.entries(body).map(([k, v]) => [k, asHostile(v)]);

/**
 * Bodies near a valid one: some fields replaced by hostile values, removed, or joined by pollution
 * keys; or something else entirely (another type, deep nesting). Mostly close to valid, so the
 * hostile values also reach the code behind validation.
 */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<Hostile> {
  const keys = Object.keys(valid);
  const replaced = fc
    .array(fc.tuple(fc.constantFrom(...keys), hostileValue), { minLength: 1, maxLength: 3 })
    .map((changes) => {
      const body = Object.fromEntries(asEntries(valid)) as Record<string, Hostile>;
      for (const [key, value] of changes) body[key] = value;
      return { entries: Object.entries(body) };
    });
  const textInField = fc
    .tuple(fc.constantFrom(...keys), hostileText)
    .map(([key, text]) => ({ entries: asEntries({ ...valid, [key]: text }) }));
  const withExtraKeys = fc
    .array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 })
    .map((extra) => ({ entries: [...asEntries(valid), ...extra] }));
  const withPolluter = fc.constant<Hostile>({
    entries: [...asEntries(valid), ...(POLLUTER as { entries: [string, Hostile][] }).entries],
  });
  const withoutFields = fc
    .subarray(keys, { minLength: 1 })
    .map((drop) => ({ entries: asEntries(valid).filter(([k]) => !drop.includes(k)) }));
  return fc.oneof(
    { weight: 4, arbitrary: replaced },
    { weight: 4, arbitrary: textInField },
    { weight: 2, arbitrary: withExtraKeys },
    { weight: 1, arbitrary: withPolluter },
    { weight: 1, arbitrary: withoutFields },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Raw bodies that are not JSON at all, or are cut short. */
export const garbageBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[1,', 'nul', '"unterminated', '{"a":1}}', '\u0000', '{"__proto__":'),
);

/** Object.prototype exactly as it was: nothing added, nothing enumerable. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return (
    probe.polluted === undefined &&
    Object.getOwnPropertyNames(Object.prototype).sort().join(',') === PROTOTYPE_NAMES &&
    Object.keys(Object.prototype).length === 0 &&
    Object.keys(Array.prototype).length === 0
  );
}
