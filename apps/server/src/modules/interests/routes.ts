import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  InterestedIdsResponseSchema,
  PathIdSchema,
  PropertySchema,
  successSchema,
} from '@eauction/shared';
import { sessionUser } from '../../platform/auth';
import { addInterest, listInterestedProperties, removeInterest } from './service';

export const INTERESTED_PATH = '/api/auth/interested-properties';

const IdParams = z.object({ id: PathIdSchema.describe('The property _id') });

/** The interested list (docs/product.md, "Interested list calls": under /auth). */
export async function interestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    INTERESTED_PATH,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: "The user's interested properties",
        security: [{ bearerAuth: [] }],
        response: { 200: successSchema(z.array(PropertySchema)), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await listInterestedProperties(app.db, sessionUser(request).id),
      };
    },
  );

  r.post(
    `${INTERESTED_PATH}/:id`,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'Add a property to the interested list; answers the new list of property ids',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: InterestedIdsResponseSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addInterest(app.db, sessionUser(request).id, request.params.id),
    }),
  );

  r.delete(
    `${INTERESTED_PATH}/:id`,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Accounts'],
        summary: 'Remove a property from the interested list; answers the new list of property ids',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: InterestedIdsResponseSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removeInterest(app.db, sessionUser(request).id, request.params.id),
    }),
  );
}
