import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { sendError } from '../../platform/errors';
import { AppMetrics } from './app-metrics';
import { metricsRefusal } from './metrics-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this instance, served at GET /metrics. */
    metrics: AppMetrics;
  }
}

/**
 * Decorates the app with its metrics, times every HTTP answer and serves GET /metrics. Call it before
 * any plugin is registered: a hook added to the root later would miss the routes of those plugins.
 */
export function registerMetrics(app: FastifyInstance, logger: Logger): AppMetrics {
  const metrics = new AppMetrics({
    db: app.db,
    // The bidding engine is attached to the same app; it is read at scrape time only.
    connectedSockets: () => app.bidding.io.of('/').sockets.size,
    logger: logger.child({ module: 'metrics' }),
  });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (`/api/properties/:id`), never the URL: one series per route, not per id.
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    // Not part of the public API (Prometheus text, not the JSON envelope), so not in /api/docs.
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const refusal = metricsRefusal(request, app.config.metricsToken);
      if (refusal) {
        if (refusal.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, refusal);
      }
      const { contentType, body } = await metrics.expose();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
  return metrics;
}
