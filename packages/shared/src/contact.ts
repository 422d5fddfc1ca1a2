import { z } from 'zod';
import { EmailSchema, visibleName } from './fields';

/** Contact Us form; the server stores the message and mails the sales address. */
export const ContactMessageSchema = z
  .object({
    name: visibleName(
      z.string().trim().min(1, 'account.contact.name.required').max(100, 'account.contact.name.tooLong'),
      'account.contact.name.hiddenCharacter',
    ),
    email: EmailSchema,
    companyName: visibleName(
      z.string().trim().max(150, 'account.contact.companyName.tooLong'),
      'account.contact.companyName.hiddenCharacter',
    ).default(''),
    contactNumber: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || /^\+?[0-9][0-9 -]{6,17}$/.test(v), 'account.contact.contactNumber.invalid'),
    message: z
      .string()
      .trim()
      .min(1, 'account.contact.message.required')
      .max(5000, 'account.contact.message.tooLong'),
  })
  .strict();
export type ContactMessage = z.input<typeof ContactMessageSchema>;

/** The form's outcomes, by key (src/locales/<locale>/account.json). */
export const CONTACT_SUCCESS = 'account.contact.sent';
export const CONTACT_FAILURE = 'account.contact.failed';
