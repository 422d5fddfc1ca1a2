import { valuesIn, type Message } from '@eauction/shared';
import { activeLocale, i18n } from './i18n';

/** Lingui's `_` (useLingui): a message of the catalogue by its key, with its values. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * The app's own i18n instance, for text made outside a component (an error thrown by the API client, a
 * function called without a component's `_`). The page's language is fixed when the app starts, and the
 * server activates a page's language before rendering it, so this says what the component's `_` would.
 */
export const appTranslate: Translate = (id, values) => i18n._(id, values);

/**
 * A message of packages/shared (a schema's, an outcome's, the API's) in the page's language: a catalogue
 * key written with its values, or, when the text is no key (zod's own English for a wrong type, an API
 * answer without `messages`), that text as it is. A date among the values is written in the page's
 * format, a label among them in the page's language (valuesIn in packages/shared).
 */
export function textOf(message: Message | string): string {
  const { id, values } = typeof message === 'string' ? { id: message, values: undefined } : message;
  return id in i18n.messages ? i18n._(id, valuesIn(values, activeLocale(), textOf)) : id;
}
