import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from '../platform/clock';
import { createTestDatabase, type DatabaseKind } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  /** Extra environment for loadConfig (WEB_DIST_DIR, RATE_LIMIT_PER_MINUTE, …). */
  env?: Record<string, string>;
  /** Runs after migration, before the app is built (seed the rows the file needs). */
  prepare?: (database: Database, dataDir: string) => Promise<void>;
  deps?: Partial<Omit<AppDeps, 'config' | 'db'>>;
}

/**
 * The real application on a fresh database of `kind`, driven in-process with `app.inject()`. The
 * catalogue's shared-answer cache is off by default so a test sees the rows it just wrote; the cache
 * has tests of its own.
 */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestContext> {
  const test = await createTestDatabase(kind);
  const config = loadConfig({
    DATA_DIR: test.dataDir,
    // A folder without a build unless the test supplies one.
    WEB_DIST_DIR: `${test.dataDir}/no-web-build`,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  await options.prepare?.(test.database, test.dataDir);
  const app = await buildApp({
    config,
    db: test.database,
    clock: options.clock,
    logger: false,
    startMailWorker: false,
    catalogueCacheMs: 0,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database: test.database,
    config,
    dataDir: test.dataDir,
    close: async () => {
      await app.close();
      await test.destroy();
    },
  };
}
