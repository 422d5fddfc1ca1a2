import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { PRIVATE_DIR_MODE } from '../platform/storage';
import * as schema from './schema';

/**
 * One Drizzle type for both back ends. PGlite (embedded, WASM PostgreSQL) and node-postgres speak
 * the same SQL dialect and read the same migrations, so the rest of the server never asks which one
 * it has.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services accept either so callers choose the boundary. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when no migration had ever been applied before this process opened it. */
  isNew: boolean;
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Readiness probe: resolves when `select 1` answers within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Tests: an embedded database in memory, ignoring DATA_DIR. */
  memory?: boolean;
  /** Where lost PostgreSQL connections are reported (the server's logger); silent without. */
  logger?: Pick<Logger, 'warn'>;
}

/** A lost connection is reported at most once per this interval: an outage ends every one of them. */
const CONNECTION_ERROR_LOG_INTERVAL_MS = 30_000;

/** Any constant works; it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_KEY = 727_274_001;

async function hasMigrationsTable(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  // Both drivers answer { rows }; the shared Drizzle type cannot say so.
  const rows = (result as { rows?: { present?: unknown }[] }).rows ?? [];
  return rows[0]?.present === true;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl && !options.memory) return openPostgres(config.databaseUrl, options.logger);
  return openPglite(options.memory ? undefined : join(config.dataDir, 'db'));
}

async function openPglite(dir: string | undefined): Promise<Database> {
  // PGlite gives its own files a mode of its choosing (0666, whatever the umask): an owner-only folder
  // is what keeps them from other local users.
  if (dir) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const isNew = !(await hasMigrationsTable(db));
  return {
    db,
    kind: 'pglite',
    isNew,
    // PGlite is one connection inside this process: nobody else can migrate concurrently.
    migrate: () =>
      migratePglite(db as unknown as Parameters<typeof migratePglite>[0], {
        migrationsFolder: MIGRATIONS_DIR,
      }),
    ping: async (timeoutMs = 2000) => {
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, logger: OpenOptions['logger']): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while PostgreSQL is down so requests answer 503 instead of hanging (decision 010).
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  let lastReported = 0;
  const connectionLost = (error: Error) => {
    const now = Date.now();
    if (now - lastReported < CONNECTION_ERROR_LOG_INTERVAL_MS) return;
    lastReported = now;
    logger?.warn({ err: error }, 'PostgreSQL connection lost; requests answer 503 until it is back');
  };
  // A connection ended by the server (restart, failover, `pg_terminate_backend`) makes its client
  // emit 'error'. The pool listens only while a client is idle; a client checked out at that moment
  // (inside a transaction, between two statements) has no listener of the pool's, and an 'error'
  // event nobody listens to ends the process. So every client gets a listener of its own for its
  // whole life: the query it was running fails (503), and the pool drops the client when it is
  // released, since it is no longer queryable.
  pool.on('connect', (client) => client.on('error', connectionLost));
  pool.on('error', connectionLost);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const isNew = !(await hasMigrationsTable(db));
  return {
    db,
    kind: 'postgres',
    isNew,
    migrate: async () => {
      // Several instances starting together must not apply the same migration twice: an advisory
      // lock held on one dedicated connection serialises them.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const single = drizzlePg({ client: conn, schema });
        await migratePg(single, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    ping: async (timeoutMs = 2000) => {
      await withTimeout(pool.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
