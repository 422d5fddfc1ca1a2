/*
 * The product's texts that packages/shared owns (docs/product.md, "Languages"; README, "Languages"):
 * validation messages of the schemas, the outcomes the API and the screens report, the labels of statuses
 * and enumerations. Each is named by a key of the catalogues in src/locales/<locale>/<domain>.json (ICU
 * messages, one file per domain, the same keys in every language), so one rule has one message in both
 * languages. The schemas carry the key as their message; the server writes the English text into its
 * answers and adds the key (`messages` of the error envelope, src/api.ts); the web app shows the text of
 * the page's language.
 */

import { formatDate, isIsoDate } from './dates';
import type { Locale } from './locale';

/**
 * The values a message is written with: its ICU arguments. A value may itself be a message, written in
 * the reader's language before the message that names it: a status named by its label's key, so the label
 * has one text in each language wherever it appears. A list of messages is written as the reader's
 * language joins a list ('Reserve price, Bid increment and Auction date').
 */
export type MessageValue = string | number | Message | readonly Message[];
export type MessageValues = Record<string, MessageValue>;

/** A text by its catalogue key and values; the shape of Lingui's message descriptor. */
export interface Message {
  id: string;
  values?: MessageValues;
}

/** A key with the values it is written with, e.g. the too-low bid's key with `{ current: '₹10,00,000' }`. */
export function message(id: string, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

const isMessageList = (value: MessageValue): value is readonly Message[] => Array.isArray(value);

/**
 * A message's values as a reader of `locale` reads them: a calendar date travels as an ISO date
 * (2026-10-05) and is written in the site's date format of that language ('05-Oct-26', '05-अक्तू-26');
 * a value that is a message is written by `write` (the caller's translation, in the same language), a
 * list of them joined as the language joins a list (Intl.ListFormat of its Indian variant).
 */
export function valuesIn(
  values: MessageValues | undefined,
  locale: Locale,
  write: (message: Message) => string,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      isMessageList(value)
        ? new Intl.ListFormat(`${locale}-IN`, { type: 'conjunction' }).format(value.map(write))
        : typeof value === 'object'
          ? write(value)
          : typeof value === 'string' && isIsoDate(value)
            ? formatDate(value, locale)
            : value,
    ]),
  );
}

/** What a zod issue may carry besides its message: the limit it broke and a refinement's params. */
interface IssueLike {
  readonly message: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly params?: unknown;
}

const isValue = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * The message of a zod issue: the schema's key and, as values, the `minimum` or `maximum` of a length or
 * size rule and the `params` of a refinement, so 'validation.tooLong' reads "Must be at most {maximum}
 * characters". An issue of zod's own (a wrong type the forms never send) carries zod's English sentence,
 * which is not a key: the API and the screens show it as it is.
 */
export function issueMessage(issue: IssueLike): Message {
  const values: MessageValues = {};
  if (isValue(issue.minimum)) values.minimum = Number(issue.minimum);
  if (isValue(issue.maximum)) values.maximum = Number(issue.maximum);
  if (issue.params && typeof issue.params === 'object') {
    for (const [name, value] of Object.entries(issue.params)) if (isValue(value)) values[name] = value;
  }
  return message(issue.message, Object.keys(values).length > 0 ? values : undefined);
}

/** The domains of the catalogues, src/locales/<locale>/<domain>.json. `labels` is needed on every page. */
export const MESSAGE_DOMAINS = ['labels', 'account', 'auction', 'admin', 'activity', 'errors'] as const;
export type MessageDomain = (typeof MESSAGE_DOMAINS)[number];
