import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  AuthUserResponseSchema,
  LanguageChoiceSchema,
  ProfileAddressSchema,
  ProfileBankSchema,
  ProfilePersonalSchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { updateLanguage, updateProfile } from './service';

/**
 * Any JSON object reaches the handler, which recognises the tab by its keys and validates the body
 * with that tab's schema (which field set belongs to which tab is in the description).
 */
const tabFields = (schema: { shape: object }) => Object.keys(schema.shape).join(', ');
const ProfileBody = z
  .record(z.string(), z.unknown())
  .describe(
    `The fields of exactly one tab. Personal Info: ${tabFields(ProfilePersonalSchema)}. ` +
      `Address Details: ${tabFields(ProfileAddressSchema)}. Bank Details: ${tabFields(ProfileBankSchema)}.`,
  );

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/users/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'Save one tab of the profile (Personal Info, Address Details or Bank Details)',
        security: [{ bearerAuth: [] }],
        body: ProfileBody,
        response: { 200: AuthUserResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, sessionUser(request), request.body);
      return { success: true as const, data: user };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/users/language',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'Choose the language of the account: its mails and documents come in it',
        security: [{ bearerAuth: [] }],
        body: LanguageChoiceSchema,
        response: { 200: AuthUserResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await updateLanguage(app.db, sessionUser(request), request.body.language);
      return { success: true as const, data: user };
    },
  );
}
