import { capitalizeWords } from './property-rules';

/*
 * The labels of stored values (docs/product.md, "Languages"): a property type, a zone or a status is
 * stored and exchanged in English as it is (the database, the API, the spreadsheets) and shown by the
 * key of its label in the labels catalogue (PROPERTY_TYPE_KEYS and the like), in the page's or the
 * reader's language. Free of zod, like property-rules, for the catalogue's cards.
 */

/**
 * The key of the label of a stored value, or undefined for a value the list does not know (a property
 * saved before the list was fixed). Older data and the filters write values in any case, so a value is
 * looked up as it is and then in capitals.
 */
export function labelKeyOf(
  keys: Readonly<Record<string, string | undefined>>,
  value: string | null | undefined,
): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  for (const candidate of [text, text.toUpperCase()]) {
    if (Object.hasOwn(keys, candidate)) return keys[candidate];
  }
  return undefined;
}

/**
 * A stored value in words: its label through `translate` (the web's `_`, the server's translator), or,
 * for a value the list does not know, the value itself with capitalised words ('PUNE' → 'Pune').
 */
export function labelOf(
  translate: (key: string) => string,
  keys: Readonly<Record<string, string | undefined>>,
  value: string | null | undefined,
): string {
  const key = labelKeyOf(keys, value);
  return key ? translate(key) : capitalizeWords(value?.trim() ?? '');
}
