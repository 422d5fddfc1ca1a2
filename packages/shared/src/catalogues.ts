import type { Locale } from './locale';
import activityEn from './locales/en/activity.json';
import adminEn from './locales/en/admin.json';
import accountEn from './locales/en/account.json';
import auctionEn from './locales/en/auction.json';
import errorsEn from './locales/en/errors.json';
import labelsEn from './locales/en/labels.json';
import activityHi from './locales/hi/activity.json';
import adminHi from './locales/hi/admin.json';
import accountHi from './locales/hi/account.json';
import auctionHi from './locales/hi/auction.json';
import errorsHi from './locales/hi/errors.json';
import labelsHi from './locales/hi/labels.json';

/*
 * Every catalogue of packages/shared in one object per language, for the server (which writes mails,
 * documents and answers in either language). Not exported from the package's index: the web app loads
 * these files one by one as its pages need them (apps/web/src/lib/i18n.ts).
 */
export const SHARED_CATALOGUES: Record<Locale, Record<string, string>> = {
  en: { ...labelsEn, ...accountEn, ...auctionEn, ...adminEn, ...activityEn, ...errorsEn },
  hi: { ...labelsHi, ...accountHi, ...auctionHi, ...adminHi, ...activityHi, ...errorsHi },
};
