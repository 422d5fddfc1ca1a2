import { expect } from 'vitest';
import type { OutgoingMail } from '../platform/mail';

/*
 * Checks that a mail is written in Hindi (docs/product.md, "Languages"): beside the same mail in English,
 * the Hindi one has a Hindi subject and the expected Hindi words, and none of the English mail's wording
 * is left in it. Data (names, places, codes, amounts) is the same in both, so what is compared is the
 * English mail's runs of three or more words: each is the mail's own text, and none may remain.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
/** Three or more Latin words in a row (words of two letters or more, 'e-mail' and "bank's" included). */
const ENGLISH_RUN = /[A-Za-z][A-Za-z'’-]+(?:[ ,;:]+[A-Za-z][A-Za-z'’-]+){2,}/g;

/** The English mail's wording: its runs of three or more words, from the subject and the text. */
export function englishWording(mail: Pick<OutgoingMail, 'subject' | 'text'>): string[] {
  return [...`${mail.subject}\n${mail.text}`.matchAll(ENGLISH_RUN)].map((m) => m[0]);
}

export function expectHindiMail(
  hindi: OutgoingMail,
  english: OutgoingMail,
  options: { words: string[]; link?: string },
): void {
  expect(hindi.to).toBe(english.to);
  expect(hindi.subject).toMatch(DEVANAGARI);
  expect(hindi.subject).not.toBe(english.subject);
  for (const word of options.words) expect(hindi.text).toContain(word);
  const wording = englishWording(english);
  expect(wording.length).toBeGreaterThan(0);
  for (const run of wording) {
    expect(hindi.subject, `English "${run}" left in the subject`).not.toContain(run);
    expect(hindi.text, `English "${run}" left in the text`).not.toContain(run);
  }
  // No sentence of English wording at all, whatever the English mail said.
  expect(`${hindi.subject}\n${hindi.text}`.match(ENGLISH_RUN) ?? []).toEqual([]);
  if (options.link) {
    expect(hindi.text).toContain(options.link);
    expect(hindi.text).not.toMatch(/https:\/\/[^\s/]+\/(?!hi\/)(?:property|verify|reset|login|forgot)/);
  }
  if (english.html !== undefined) {
    expect(hindi.html).toContain('<html lang="hi">');
    if (options.link) expect(hindi.html).toContain(options.link);
  }
  expect(hindi.attachments?.map((a) => a.filename)).toEqual(english.attachments?.map((a) => a.filename));
}
