import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { SaleWorker } from '../modules/sales/sale-worker';
import type { SessionUser } from '../platform/auth';
import type { Captcha } from '../platform/captcha';
import type { Clock } from '../platform/clock';
import type { CachedBody, MicroCache } from '../platform/http-cache';
import type { MailWorker } from '../platform/mail';

// What buildApp decorates the instance with; modules read their dependencies from here.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Drizzle over PGlite or PostgreSQL. */
    db: Db;
    database: Database;
    clock: Clock;
    mailer: MailWorker;
    /** Closes ended auctions and sends the sale's reminders (modules/sales/sale-worker.ts). */
    saleWorker: SaleWorker;
    /** Shared answers of the public catalogue; writers to properties call invalidate(). */
    catalogueCache: MicroCache<CachedBody>;
    captcha: Captcha;
    /** Route hook: 401 unless the request carries a valid, unrevoked session token. */
    requireUser: onRequestAsyncHookHandler;
    /** Route hook: 401 for anonymous callers, 403 for users who are not administrators. */
    requireAdmin: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin (and the /api/admin guard); null on public routes. */
    user: SessionUser | null;
  }
}
