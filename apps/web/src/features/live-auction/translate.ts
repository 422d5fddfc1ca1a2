import type { Locale } from '@eauction/shared';
import { activeLocale, i18n } from '../../lib/i18n';

/** Lingui's `_`: a message of the catalogue by its key, with its values. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * The app's own instance, for the text builders below when no component hands them its `_` (the
 * page's language is fixed when the app starts, so both say the same).
 */
export const appTranslate: Translate = (id, values) => i18n._(id, values);

/** The app's language, for the same callers. */
export const appLocale = (): Locale => activeLocale();
