import { DEFAULT_LOCALE, LOCALES, SITE, pathInLocale, type Locale, SITE_KEYS } from '@eauction/shared';
import { translator, type Translate } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail';

/**
 * The account mails: plain text for every client, simple HTML for those that show it. Each comes in the
 * recipient's language (docs/product.md, "Languages"), its links to the pages in that language.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Recipient {
  email: string;
  firstName: string;
  /** The language of the account (or, at registration, of the page it was made on); English when unset. */
  language?: Locale | null;
}

const localeOf = (to: Recipient): Locale => to.language ?? DEFAULT_LOCALE;

/** A page of the web app, in the reader's language. */
const pageUrl = (publicUrl: string, path: string, locale: Locale) =>
  `${publicUrl}${pathInLocale(path, locale)}`;

function compose(
  to: Recipient,
  t: Translate,
  subject: string,
  intro: string,
  action: { label: string; url: string },
  notes: string[],
  /** Further links, after the button. */
  links: { label: string; url: string }[] = [],
): OutgoingMail {
  const greeting = t('mail.common.dear', { name: to.firstName.trim() || t('mail.common.bidder') });
  const fullName = t(SITE_KEYS.fullName);
  const hours = t(SITE_KEYS.businessHours);
  const text = [
    greeting,
    '',
    intro,
    '',
    `${action.label}:`,
    action.url,
    '',
    ...links.flatMap((link) => [`${link.label}:`, link.url, '']),
    ...notes,
    '',
    fullName,
    `${SITE.phone} · ${hours}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${localeOf(to)}"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 18px; background: #0b4f8a; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(action.label)}</a></p>
<p style="font-size: 13px">${escapeHtml(t('mail.common.buttonFallback'))}<br>${escapeHtml(action.url)}</p>
${links.map((link) => `<p>${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`).join('\n')}
${notes.map((n) => `<p style="font-size: 13px">${escapeHtml(n)}</p>`).join('\n')}
<p style="font-size: 13px; color: #555">${escapeHtml(fullName)}<br>${escapeHtml(SITE.phone)} · ${escapeHtml(hours)}</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

export function verificationMail(to: Recipient, publicUrl: string, token: string): OutgoingMail {
  const locale = localeOf(to);
  const t = translator(locale);
  const siteName = t(SITE_KEYS.name);
  return compose(
    to,
    t,
    t('mail.verifyEmail.subject', { siteName }),
    t('mail.verifyEmail.intro', { siteName }),
    { label: t('mail.verifyEmail.action'), url: pageUrl(publicUrl, `/verify-email/${token}`, locale) },
    [t('mail.verifyEmail.expiry'), t('mail.verifyEmail.notYou')],
  );
}

export function passwordResetMail(to: Recipient, publicUrl: string, token: string): OutgoingMail {
  const locale = localeOf(to);
  const t = translator(locale);
  const siteName = t(SITE_KEYS.name);
  return compose(
    to,
    t,
    t('mail.passwordReset.subject', { siteName }),
    t('mail.passwordReset.intro', { siteName }),
    { label: t('mail.passwordReset.action'), url: pageUrl(publicUrl, `/reset-password/${token}`, locale) },
    [t('mail.passwordReset.expiry'), t('mail.passwordReset.notYou')],
  );
}

/** The subject of the registration-attempt mail in a language (the hourly cap counts them by subject). */
export const registrationAttemptSubject = (locale: Locale) => {
  const t = translator(locale);
  return t('mail.registrationAttempt.subject', { siteName: t(SITE_KEYS.name) });
};

/** Its subject in every language: the cap counts the mails whatever language each went in. */
export const REGISTRATION_ATTEMPT_SUBJECTS = LOCALES.map(registrationAttemptSubject);

/**
 * Sent instead of an error when someone registers with an address that already has an account: the
 * answer to the registration must not tell who has an account, but the owner should know.
 */
export function registrationAttemptMail(to: Recipient, publicUrl: string): OutgoingMail {
  const locale = localeOf(to);
  const t = translator(locale);
  return compose(
    to,
    t,
    registrationAttemptSubject(locale),
    t('mail.registrationAttempt.intro', { siteName: t(SITE_KEYS.name) }),
    { label: t('mail.registrationAttempt.action'), url: pageUrl(publicUrl, '/login', locale) },
    [t('mail.registrationAttempt.notYou')],
    [
      {
        label: t('mail.registrationAttempt.forgotPassword'),
        url: pageUrl(publicUrl, '/forgot-password', locale),
      },
    ],
  );
}
