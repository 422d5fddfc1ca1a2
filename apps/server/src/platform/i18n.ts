import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, valuesIn, type Locale, type Message } from '@eauction/shared';
import { SHARED_CATALOGUES } from '@eauction/shared/catalogues';
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

/**
 * The catalogues of each language: the server's own and packages/shared's (labels, validation and API
 * messages); every language has the English keys (scripts/catalogues.test.ts).
 */
export const SERVER_CATALOGUES: Record<Locale, Record<string, string>> = {
  en: { ...SHARED_CATALOGUES.en, ...mailsEn, ...documentsEn },
  hi: { ...SHARED_CATALOGUES.hi, ...mailsHi, ...documentsHi },
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

/** Whether a text is a key of the catalogues (rather than a sentence of a library's own). */
export function isMessageKey(id: string): boolean {
  return id in SERVER_CATALOGUES.en;
}

/**
 * A message in `locale`: a key of the catalogues written with its values, or, when the id is no key (zod's
 * or a framework's own English sentence), that sentence as it is.
 */
export function textOf(message: Message | string, locale: Locale = 'en'): string {
  const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
  return isMessageKey(id)
    ? INSTANCES[locale]._(
        id,
        valuesIn(values, locale, (value) => textOf(value, locale)),
      )
    : id;
}
