import { SITE } from '@eauction/shared';
import type { OutgoingMail } from '../../platform/mail';

/** The account mails: plain text for every client, simple HTML for those that show it. */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Recipient {
  email: string;
  firstName: string;
}

function compose(
  to: Recipient,
  subject: string,
  intro: string,
  action: { label: string; url: string },
  notes: string[],
  /** Further links, after the button. */
  links: { label: string; url: string }[] = [],
): OutgoingMail {
  const greeting = `Dear ${to.firstName.trim() || 'bidder'},`;
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
    `${SITE.fullName}`,
    `${SITE.phone} · ${SITE.hours}, ${SITE.businessDays}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 18px; background: #0b4f8a; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(action.label)}</a></p>
<p style="font-size: 13px">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>
${links.map((link) => `<p>${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`).join('\n')}
${notes.map((n) => `<p style="font-size: 13px">${escapeHtml(n)}</p>`).join('\n')}
<p style="font-size: 13px; color: #555">${escapeHtml(SITE.fullName)}<br>${escapeHtml(SITE.phone)} · ${escapeHtml(SITE.hours)}, ${escapeHtml(SITE.businessDays)}</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

export function verificationMail(to: Recipient, publicUrl: string, token: string): OutgoingMail {
  return compose(
    to,
    `Verify your e-mail address for ${SITE.name}`,
    `Thank you for registering with ${SITE.name}. Please confirm that this is your e-mail address so you can log in and take part in auctions.`,
    { label: 'Verify my e-mail address', url: `${publicUrl}/verify-email/${token}` },
    [
      'This link works once and expires in 24 hours.',
      'If you did not register, you can ignore this e-mail; no account will be usable without this step.',
    ],
  );
}

export function passwordResetMail(to: Recipient, publicUrl: string, token: string): OutgoingMail {
  return compose(
    to,
    `Reset your ${SITE.name} password`,
    `We received a request to reset the password of your ${SITE.name} account.`,
    { label: 'Choose a new password', url: `${publicUrl}/reset-password/${token}` },
    [
      'This link works once and expires in 1 hour. Setting a new password logs you out on every device.',
      'If you did not ask for this, ignore this e-mail; your password stays as it is.',
    ],
  );
}

export const REGISTRATION_ATTEMPT_SUBJECT = `Someone tried to register with your e-mail address on ${SITE.name}`;

/**
 * Sent instead of an error when someone registers with an address that already has an account: the
 * answer to the registration must not tell who has an account, but the owner should know.
 */
export function registrationAttemptMail(to: Recipient, publicUrl: string): OutgoingMail {
  return compose(
    to,
    REGISTRATION_ATTEMPT_SUBJECT,
    `Someone, perhaps you, tried to create a new ${SITE.name} account with this e-mail address. You already have an account, so no new one was created.`,
    { label: 'Log in to my account', url: `${publicUrl}/login` },
    ['If this was not you, you can ignore this e-mail; your account and its password are unchanged.'],
    [{ label: 'Forgotten your password? Choose a new one', url: `${publicUrl}/forgot-password` }],
  );
}
