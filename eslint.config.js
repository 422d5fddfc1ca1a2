import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The repository's root: the zones and tsconfig paths below are relative to it, wherever ESLint runs. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The web app's features (apps/web/src/features/<name>): each keeps its internals to itself. */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WEB_FEATURE_ZONES = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Import shared code from components/, lib/ or testing/, not from another feature.',
}));

/**
 * Test support (helpers, fixtures, fakes) lives in testing/ folders, which only tests and other test
 * support import: the production build bundles from the entry points and never reaches them.
 */
const TEST_FILES = {
  server: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
  web: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
};
const TESTING_MESSAGE = 'Production code does not import test support: testing/ is for tests only.';

/**
 * The web app's texts come from its message catalogues (README, "Languages"): a word written into JSX, as
 * text or as a text-carrying attribute (a label, a title, a placeholder, an accessible name…), is a text
 * the Hindi page would show in English. Symbols and punctuation are fine; a letter is not.
 */
const LETTER = '/[A-Za-z\\u0900-\\u097F]/';
const TEXT_ATTRIBUTES =
  '/^(?:aria-label|aria-description|aria-valuetext|aria-roledescription|title|placeholder|alt|label|description|error|lead|heading|message|emptyText|nothingFoundMessage|confirmLabel|cancelLabel)$/';
const LITERAL_TEXT_MESSAGE =
  'Put user-visible text in the message catalogues and show it with _(key) or <Trans id>.';
/** A text written in place, or as either branch of a condition: `{'Save'}`, `{busy ? 'Saving' : 'Save'}`. */
const placed = (container) =>
  [`${container} > Literal`, `${container} > :matches(ConditionalExpression, LogicalExpression) > Literal`]
    .map((literal) => `${literal}[value=${LETTER}]`)
    .concat(`${container} > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`);
const NO_LITERAL_TEXT = [
  `JSXText[value=${LETTER}]`,
  `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=${LETTER}]`,
  ...placed(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'),
  ...placed(`JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer`),
].map((selector) => ({ selector, message: LITERAL_TEXT_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Features never reach into each other's internals: what several features use lives in components/,
    // lib/ or testing/ of apps/web/src, or in packages/shared. Judged on the resolved file, whatever the
    // import's spelling (scripts/lint-boundaries.test.ts shows the rules firing).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}apps/web/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: WEB_FEATURE_ZONES }],
    },
  },
  {
    // The web app's production files (not tests, not a testing/ folder: src/testing/ and a feature's own
    // testing/) import no test support. Options replace those of the block above for these files, so the
    // feature zones are repeated.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES.web,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...WEB_FEATURE_ZONES,
            {
              target: './apps/web/src',
              from: ['./apps/web/src/testing/**', './apps/web/src/features/*/testing/**'],
              message: TESTING_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    // No literal text in the web app's JSX (NO_LITERAL_TEXT above); tests may write what they look for.
    files: ['apps/web/src/**/*.tsx'],
    ignores: TEST_FILES.web,
    rules: { 'no-restricted-syntax': ['error', ...NO_LITERAL_TEXT] },
  },
  {
    // The server's production files (every file of apps/server/src but its tests and src/testing/)
    // import no test support; the benchmark scripts (apps/server/scripts) may.
    files: ['apps/server/src/**/*.ts'],
    ignores: TEST_FILES.server,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}apps/server/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            { target: './apps/server/src', from: './apps/server/src/testing', message: TESTING_MESSAGE },
          ],
        },
      ],
    },
  },
);
