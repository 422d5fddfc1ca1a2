import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The challenge as altcha-lib makes it; the serializer must pass every signed key through untouched. */
const ChallengeSchema = z
  .looseObject({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  })
  .describe('An ALTCHA v2 challenge (not wrapped in the usual envelope: the widget reads it as is)');

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/captcha/challenge',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'A new proof-of-work challenge for the login captcha (ALTCHA widget `challenge` URL)',
        response: { 200: ChallengeSchema },
      },
    },
    async (_request, reply) => {
      // Each challenge is single-use; a cached one would be refused.
      reply.header('cache-control', 'no-store');
      // altcha-lib's interfaces have no index signature; the loose schema is only about extra keys.
      return (await app.captcha.createChallenge()) as z.infer<typeof ChallengeSchema>;
    },
  );
}
