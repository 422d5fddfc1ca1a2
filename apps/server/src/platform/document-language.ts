import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@eauction/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/*
 * The language of a PDF document sent for download (the sale notice, the sale certificate): the one the
 * request asks for with `?lang=`, as the web app does with the page's language; otherwise the signed-in
 * user's account language (docs/product.md, "Languages"); otherwise English.
 */

/** The `lang` query parameter of a document's route, as /api/docs shows it. */
export const DocumentLanguageQuerySchema = z.object({
  lang: z
    .enum(LOCALES, { error: 'lang must be en (English) or hi (Hindi)' })
    .optional()
    .describe('The language of the document: en (English) or hi (Hindi)'),
});

/**
 * The language a document is drawn in: `asked` (the request's `lang`), else the account language of
 * the signed-in user `userId`, else English.
 */
export async function documentLocale(db: Db, asked: Locale | undefined, userId?: string): Promise<Locale> {
  if (asked) return asked;
  if (!userId) return DEFAULT_LOCALE;
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LOCALE;
}
