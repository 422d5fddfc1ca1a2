import { describe, expect, it } from 'vitest';
import { expectHindiMail } from '../../testing/hindi-mail';
import {
  REGISTRATION_ATTEMPT_SUBJECTS,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from './mails';

/* The account mails in the recipient's language (docs/product.md, "Languages"). */

const URL = 'https://auctions.example.in';
const en = { email: 'anita@example.in', firstName: 'Anita' };
const hi = { ...en, language: 'hi' as const };

describe('account mails in Hindi', () => {
  it('writes the verification mail in Hindi, its link to the Hindi page', () => {
    const mail = verificationMail(hi, URL, 'tok123');
    expect(mail.subject).toBe('ई-नीलामी के लिए अपना ई-मेल पता सत्यापित करें');
    expect(mail.text.split('\n')[0]).toBe('प्रिय Anita,');
    expectHindiMail(mail, verificationMail(en, URL, 'tok123'), {
      words: ['पंजीकरण', 'सत्यापित करें', '24 घंटे', 'ई-नीलामी सरकारी ई-नीलामी गृह'],
      link: `${URL}/hi/verify-email/tok123`,
    });
    expect(mail.html).toContain('यदि बटन काम न करे');
    expect(mail.html).not.toContain('If the button does not work');
  });

  it('writes the password reset mail in Hindi', () => {
    const mail = passwordResetMail(hi, URL, 'tok456');
    expect(mail.subject).toBe('अपना ई-नीलामी पासवर्ड रीसेट करें');
    expectHindiMail(mail, passwordResetMail(en, URL, 'tok456'), {
      words: ['पासवर्ड', 'नया पासवर्ड चुनें', '1 घंटे'],
      link: `${URL}/hi/reset-password/tok456`,
    });
  });

  it('writes the mail to the owner of a registered address in Hindi, both its links to Hindi pages', () => {
    const mail = registrationAttemptMail(hi, URL);
    expectHindiMail(mail, registrationAttemptMail(en, URL), {
      words: ['नया खाता बनाने का प्रयास', 'लॉग इन', 'पासवर्ड भूल गए'],
      link: `${URL}/hi/login`,
    });
    expect(mail.text).toContain(`${URL}/hi/forgot-password`);
    // The hourly cap counts these mails by subject, in every language.
    expect(REGISTRATION_ATTEMPT_SUBJECTS).toEqual([
      'Someone tried to register with your e-mail address on e-Nilami',
      mail.subject,
    ]);
  });

  it('greets a Hindi reader without a first name as बोलीदाता', () => {
    expect(verificationMail({ ...hi, firstName: ' ' }, URL, 't').text).toMatch(/^प्रिय बोलीदाता,/);
  });
});
