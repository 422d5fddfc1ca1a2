import { z } from 'zod';

/**
 * Every JSON answer of the API has one of two shapes. `fields` carries per-field messages (the product's
 * texts) when a body or query failed validation.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PROPERTY_NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'REQUEST_TIMEOUT',
  // Accounts
  'TOKEN_INVALID',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'CAPTCHA_INVALID',
  // Auction participation
  'REGISTRATION_CLOSED',
  'ALREADY_REGISTERED',
  'FILE_TOO_LARGE',
  'NO_AUCTION_ACCESS',
  'REGISTRATION_NOT_FOUND',
  // Live bidding
  'AUTO_BID_CANNOT_DISABLE',
  'AUTO_BID_ALREADY_USED',
  'AUCTION_NOT_STARTED',
  'AUCTION_ENDED',
  'BID_TOO_LOW',
  'ALREADY_HIGHEST',
  'NOT_JOINED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A text by its catalogue key and values (src/messages.ts), wherever an answer carries one beside its
 * English text; a value may be a label's key in its turn, or a list of them.
 */
const LabelKeySchema = z.object({ id: z.string() });
export const MessageByKeySchema = z.object({
  id: z.string(),
  values: z
    .record(z.string(), z.union([z.string(), z.number(), LabelKeySchema, z.array(LabelKeySchema).readonly()]))
    .optional(),
});

export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * An addition to the product's envelope (docs/product.md, "Languages"): the keys and values of `error`
   * and of each of `fields`, so a client can show them in its reader's language. A text without a key
   * (a framework's own message) is absent here and shown as `error` has it.
   */
  messages: z
    .object({
      error: MessageByKeySchema.optional(),
      fields: z.record(z.string(), MessageByKeySchema).optional(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    offset: z.number().int().nonnegative(),
  });
}

export type Success<T> = { success: true; data: T };
export type Page<T> = { success: true; data: T[]; total: number; limit: number; offset: number };

/** An answer with nothing more to say than that the call succeeded. */
export const SuccessOnlySchema = z.object({ success: z.literal(true) });

export const ServerTimeSchema = z.object({
  now: z.string().describe('Server time, ISO 8601 UTC'),
  timeZone: z.string(),
});
export type ServerTime = z.infer<typeof ServerTimeSchema>;

/** Public runtime settings the web app needs (tile server, captcha provider). */
export const PublicConfigSchema = z.object({
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  captchaProvider: z.enum(['altcha', 'off']),
  publicUrl: z.string().describe('Canonical origin of the site, no trailing slash'),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
