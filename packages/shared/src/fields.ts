import { z } from 'zod';

/**
 * Small field schemas that forms combine; each carries the key of the product's message (docs/product.md,
 * "Account registration rules"). Length caps that the product does not state exist so a hostile client cannot
 * store megabytes in a name.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ error: 'account.email.required' })
  .trim()
  .min(1, 'account.email.required')
  .max(254, 'account.email.invalid')
  .regex(EMAIL_PATTERN, 'account.email.invalid')
  .transform((v) => v.toLowerCase());

export const MOBILE_PATTERN = /^\d{10}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PASSWORD_SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/*
 * People type numbers the way they read them ('98765-43210', '4000 01') and codes in any case
 * ('sbin0001234'): such input is tidied, not refused. The schemas below tidy before they check, so the
 * browser (which sends what it parsed) and the server (which parses again) store the same tidy value.
 */

/** Drops the spaces and dashes that group the digits of a mobile, pincode or account number. */
export function withoutSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Rewrites a trimmed value before its checks (upper-cases a code, drops a number's separators). */
export type Tidy = (value: string) => string;
const asTyped: Tidy = (value) => value;
export const toUpper: Tidy = (value) => value.toUpperCase();

/*
 * The helpers below take the keys of their messages (src/locales/<locale>/account.json and the other
 * domains' catalogues), never English. A length cap's message gets the cap as {maximum} from the issue
 * (messages.ts, issueMessage), so one key serves every cap of its field.
 */

/** A required text field: missing, non-string and blank all give `message`, the field's "… is required". */
export function requiredText(message: string, max: number, maxMessage?: string, tidy: Tidy = asTyped) {
  return z
    .string({ error: message })
    .trim()
    .overwrite(tidy)
    .min(1, message)
    .max(max, maxMessage ?? 'account.field.tooLong');
}

/** An optional text field: absent, null or blank become ''. */
export function optionalText(max: number, maxMessage?: string, tidy: Tidy = asTyped) {
  return z
    .string({ error: 'account.field.notText' })
    .trim()
    .overwrite(tidy)
    .max(max, maxMessage ?? 'account.field.tooLong')
    .nullish()
    .transform((v) => v ?? '');
}

/** An optional text field that, when given, must match `pattern` once tidied; one message for both rules. */
export function optionalMatching(max: number, pattern: RegExp, message: string, tidy: Tidy = asTyped) {
  return optionalText(max, message, tidy).refine((v) => v === '' || pattern.test(v), message);
}

/** A required number whose grouping spaces and dashes are dropped before `pattern` checks it. */
export function requiredNumber(requiredMessage: string, pattern: RegExp, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .overwrite(withoutSeparators)
    .min(1, requiredMessage)
    .regex(pattern, invalidMessage);
}

/**
 * The keys of a name field's messages, one set per field because each names its field and Hindi puts the
 * field's name where its grammar wants it: 'First name is required', 'First name must be at most
 * {maximum} characters', 'First name contains an invisible or text-direction character'.
 */
export interface NameMessages {
  required: string;
  tooLong: string;
  hiddenCharacter: string;
}

/** A required name of a person or organisation, capped at `max`, with no hidden characters. */
export function requiredName(messages: NameMessages, max: number) {
  return visibleName(requiredText(messages.required, max, messages.tooLong), messages.hiddenCharacter);
}

/**
 * A bank account number to pay into (the EMD beneficiary account): Indian banks use 9 to 18 digits.
 * Spaces and dashes that group the digits are dropped, as with mobiles and pincodes.
 */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export const AccountNumberSchema = requiredNumber(
  'account.accountNo.required',
  ACCOUNT_NUMBER_PATTERN,
  'account.accountNo.invalid',
);

export const IfscSchema = z
  .string({ error: 'account.ifscCode.required' })
  .trim()
  .toUpperCase()
  .min(1, 'account.ifscCode.required')
  .regex(IFSC_PATTERN, 'account.ifscCode.invalid');

/*
 * Names of people and organisations are shown to other people (admins, sellers, other bidders' mails,
 * Bid Documents), so a name must read as it is stored: no bidi controls (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C), which reorder what follows them, and no invisible characters, which make
 * two names look alike or a name look blank. Refused: every format character (Unicode category Cf:
 * the bidi controls, U+200B zero-width space, U+2060 word joiner, U+FEFF, U+180E, U+00AD soft hyphen,
 * tag characters, …), control characters other than tab and line breaks (those show as space, and
 * mails flatten them), line and paragraph separators, and the blank fillers
 * and grapheme joiner (U+115F, U+1160, U+3164, U+FFA0, U+034F), which are letters or marks but show
 * nothing.
 *
 * The exception is the zero-width joiner and non-joiner (U+200D, U+200C): Indian scripts need them to
 * choose a conjunct's or a half form's shape ('क्‍ष', 'ര്‍' in older Malayalam text), so they are allowed
 * right after a letter or sign of one of those scripts (or Arabic, for Urdu) when what follows is of
 * the same script, a space or the end. Next to Latin letters, digits or another invisible character
 * they change nothing a reader can see, so they are refused there.
 */
const JOINER_SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Arabic',
];
const JOINERS = new Set(['\u200C', '\u200D']);
const SCRIPT_LETTER = JOINER_SCRIPTS.map((s) => new RegExp(`^\\p{Script=${s}}$`, 'u'));
const HIDDEN_CHARACTER = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0]/u;
/** Controls that show as space or a line break; the mails flatten them. */
const LAYOUT_CONTROLS = new Set(['\t', '\n', '\r']);

/** A joiner after `before` and ahead of `after` (undefined at the ends) shapes one of those scripts. */
function shapesScript(before: string | undefined, after: string | undefined): boolean {
  if (before === undefined) return false;
  return SCRIPT_LETTER.some(
    (letter) => letter.test(before) && (after === undefined || /^\s$/u.test(after) || letter.test(after)),
  );
}

/** Whether a name holds a bidi control or an invisible character (joiners shaping an Indian script aside). */
export function hasHiddenCharacter(text: string): boolean {
  // By code point, without look-behind in a pattern, which older Safari cannot even parse.
  const chars = Array.from(text);
  return chars.some((c, i) =>
    JOINERS.has(c)
      ? !shapesScript(chars[i - 1], chars[i + 1])
      : HIDDEN_CHARACTER.test(c) && !LAYOUT_CONTROLS.has(c),
  );
}

/**
 * Refuses a name with hidden characters with `message`, the key of a sentence naming the field ('First
 * name contains an invisible or text-direction character').
 */
export function visibleName<T extends z.ZodType<string>>(schema: T, message: string): T {
  return schema.refine((v) => !hasHiddenCharacter(v), message);
}
