import { z } from 'zod';
import { EmailSchema, visibleName } from './fields';

/** Contact Us form; the server stores the message and mails the sales address. */
export const ContactMessageSchema = z
  .object({
    name: visibleName(
      z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
      'Name',
    ),
    email: EmailSchema,
    companyName: visibleName(
      z.string().trim().max(150, 'Company name must be at most 150 characters'),
      'Company name',
    ).default(''),
    contactNumber: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || /^\+?[0-9][0-9 -]{6,17}$/.test(v), 'Please enter a valid contact number'),
    message: z
      .string()
      .trim()
      .min(1, 'Message is required')
      .max(5000, 'Message must be at most 5000 characters'),
  })
  .strict();
export type ContactMessage = z.input<typeof ContactMessageSchema>;

export const CONTACT_SUCCESS = 'Message sent successfully!';
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';
