import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  PublicConfigSchema,
  type PublicConfig,
  ServerTimeSchema,
  TIME_ZONE,
  successSchema,
} from '@eauction/shared';
import type { Config } from '../../config';
import { AppError, sendError } from '../../platform/errors';
import { fanOutStatus } from '../bidding/redis-adapter';

const HealthSchema = successSchema(z.object({ status: z.literal('ok') }));
/**
 * Ready while the database answers. Redis only carries broadcasts between instances, so losing it
 * degrades this instance (its own sockets still get every update) without taking it out of the load
 * balancer: `status` says 'degraded' and `redis` names the cause (decision 010).
 */
const ReadinessSchema = successSchema(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.literal('up'),
    redis: z.enum(['up', 'down', 'off']),
  }),
);
/** Probes are called every few seconds; an answer slower than this is an outage. */
const PROBE_TIMEOUT_MS = 1500;
const MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** What GET /api/config answers. */
function publicConfigOf(config: Config): PublicConfig {
  return {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: MAP_ATTRIBUTION,
    captchaProvider: config.captchaProvider,
    publicUrl: config.publicUrl,
  };
}

/** Probes, the server clock and the public runtime settings. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Liveness: the process answers. Probes are exempt from rate limiting (one prober, many calls).
  r.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: the process is up',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const } }),
  );

  // Readiness: the database answers, so a load balancer stops sending traffic during an outage.
  r.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database answers (and whether Redis fan-out between instances works)',
        response: { 200: ReadinessSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        app.database.ping(PROBE_TIMEOUT_MS).then(
          () => null,
          (error: unknown) => error,
        ),
        fanOutStatus(app.bidding.io, PROBE_TIMEOUT_MS),
      ]);
      // Probes must never be cached by a proxy: a stale "ready" is worse than none.
      reply.header('cache-control', 'no-store');
      if (database !== null) {
        request.log.warn({ err: database, redis }, 'readiness check failed: the database does not answer');
        return sendError(reply, new AppError('SERVICE_UNAVAILABLE', 503, 'errors.databaseUnavailable'));
      }
      const status = redis === 'down' ? ('degraded' as const) : ('ok' as const);
      return { success: true as const, data: { status, database: 'up' as const, redis } };
    },
  );

  r.get(
    '/api/time',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Server time, for the footer clock and auction countdowns',
        response: { 200: successSchema(ServerTimeSchema) },
      },
    },
    async (_request, reply) => {
      // The clock corrects for the browser's offset from this answer, so it must never be cached.
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { now: app.clock.now().toISOString(), timeZone: TIME_ZONE } };
    },
  );

  r.get(
    '/api/config',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Public runtime settings of the web app',
        response: { 200: successSchema(PublicConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: publicConfigOf(app.config) };
    },
  );
}
