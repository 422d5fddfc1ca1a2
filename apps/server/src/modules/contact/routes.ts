import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ContactCreatedSchema, ContactMessageSchema } from '@eauction/shared';
import { submitContactMessage } from './service';

/** Each message becomes a mail to staff: a low per-IP budget keeps the form from being a spam relay. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the auction house (stored and mailed to the sales address)',
        body: ContactMessageSchema,
        response: { 201: ContactCreatedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await submitContactMessage(app.db, request.body, {
        ip: request.ip,
        salesEmail: app.config.salesEmail,
      });
      app.mailer.kick();
      return reply.code(201).send({ success: true as const, data: created });
    },
  );
}
