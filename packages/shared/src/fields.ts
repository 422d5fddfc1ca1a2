import { z } from 'zod';

/**
 * Small field schemas that forms combine; each carries the spec's message (section 5). Length caps
 * that the spec does not state exist so a hostile client cannot store megabytes in a name.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email format')
  .regex(EMAIL_PATTERN, 'Invalid email format')
  .transform((v) => v.toLowerCase());

export const MOBILE_PATTERN = /^\d{10}$/;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PASSWORD_SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;
