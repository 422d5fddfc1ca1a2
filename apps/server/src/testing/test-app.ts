import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
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

function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    // A folder without a build unless the test supplies one.
    WEB_DIST_DIR: `${dataDir}/no-web-build`,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

async function buildTestApp(config: Config, db: Database, options: TestAppOptions): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    db,
    clock: options.clock,
    logger: false,
    startMailWorker: false,
    startSaleWorker: false,
    catalogueCacheMs: 0,
    ...options.deps,
  });
  await app.ready();
  return app;
}

/**
 * The real application on a fresh database of `kind`, driven in-process with `app.inject()`. The
 * catalogue's shared-answer cache is off by default so a test sees the rows it just wrote; the cache
 * has tests of its own.
 */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestContext> {
  const test = await createTestDatabase(kind);
  const config = testConfig(test.dataDir, options.env);
  await options.prepare?.(test.database, test.dataDir);
  const app = await buildTestApp(config, test.database, options);
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

export interface TestCluster {
  /** The instances, each with its own connection pool, all on one database. */
  apps: FastifyInstance[];
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * Several instances of the application on one fresh PostgreSQL database, as behind a load balancer:
 * same JWT secret, same environment (give REDIS_URL for the real-time fan-out between them).
 */
export async function createTestCluster(count: number, options: TestAppOptions = {}): Promise<TestCluster> {
  const test = await createTestDatabase('postgres');
  if (!test.url) throw new Error('a cluster needs a PostgreSQL database');
  const config = testConfig(test.dataDir, {
    DATABASE_URL: test.url,
    JWT_SECRET: 'a-test-secret-shared-by-every-instance-0123456789',
    ...options.env,
  });
  await options.prepare?.(test.database, test.dataDir);
  const apps: FastifyInstance[] = [];
  const pools: Database[] = [];
  for (let i = 0; i < count; i++) {
    const db = i === 0 ? test.database : await openDatabase(config);
    if (i > 0) pools.push(db);
    apps.push(await buildTestApp(config, db, options));
  }
  return {
    apps,
    database: test.database,
    config,
    close: async () => {
      for (const app of apps) await app.close();
      for (const db of pools) await db.close();
      await test.destroy();
    },
  };
}
