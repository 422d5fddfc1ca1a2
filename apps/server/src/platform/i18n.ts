import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, type Locale } from '@eauction/shared';
import documentsEn from '../locales/en/documents.json';
import mailsEn from '../locales/en/mails.json';
import documentsHi from '../locales/hi/documents.json';
import mailsHi from '../locales/hi/mails.json';

/*
 * The server's texts in both languages (docs/product.md, "Languages"; README, "Languages"): the mails
 * (src/locales/<locale>/mails.json) and the PDF documents (documents.json), as Lingui message catalogues
 * of ICU messages, as the web app's are. Each language has its own Lingui instance, its messages compiled
 * once at start-up, so a mail to a Hindi reader and one to an English reader can be written side by side.
 */

/** The catalogues of each language; every language has the English keys (src/locales/catalogues.test.ts). */
export const SERVER_CATALOGUES: Record<Locale, Record<string, string>> = {
  en: { ...mailsEn, ...documentsEn },
  hi: { ...mailsHi, ...documentsHi },
};

const compiled = (catalogue: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));

const INSTANCES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: compiled(SERVER_CATALOGUES[locale]) } }),
  ]),
) as Record<Locale, I18n>;

/** Values a message is written with: its ICU arguments. */
export type MessageValues = Record<string, string | number>;

/** A text of the server in `locale`: `t(key, { name })`. */
export type Translate = (key: string, values?: MessageValues) => string;

/** The server's texts in a language. An unknown key is a bug: it throws, so tests find it. */
export function translator(locale: Locale): Translate {
  const i18n = INSTANCES[locale];
  return (key, values) => {
    if (!(key in SERVER_CATALOGUES.en)) throw new Error(`No server message ${key}`);
    return i18n._(key, values);
  };
}
