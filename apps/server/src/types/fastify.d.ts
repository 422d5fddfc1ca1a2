import type { Config } from '../config';
import type { Database, Db } from '../db/client';
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
    /** Shared answers of the public catalogue; writers to properties call invalidate(). */
    catalogueCache: MicroCache<CachedBody>;
  }
}
