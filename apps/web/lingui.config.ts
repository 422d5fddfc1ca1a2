import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { MESSAGE_DOMAINS } from '../../packages/shared/src/messages';

/*
 * The web app's message catalogues (README, "Languages"): one JSON file per language and part of the
 * app, `{ "message.key": "ICU message" }`. src/locales holds what every page shows (the shell, the
 * shared components and lib/), src/features/<name>/locales what that feature's screens show. Lingui's
 * Vite plugin compiles a catalogue when a module imports it with `?lingui`, so the browser never
 * parses a message. packages/shared's catalogues (labels and messages, by domain) are compiled the same way.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal', indentation: 2 }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
    },
    // packages/shared's texts (src/messages.ts there): labels, validation and API messages, by domain.
    ...MESSAGE_DOMAINS.map((domain) => ({
      path: `<rootDir>/../../packages/shared/src/locales/{locale}/${domain}`,
      include: ['<rootDir>/../../packages/shared/src'],
    })),
  ],
});
