import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * Integration tests run against every database the product supports: embedded PGlite always, and a
 * real PostgreSQL server when TEST_DATABASE_URL points at one (CI does). Each test file gets its own
 * scratch database, created here and dropped afterwards, so files can run in parallel and never see
 * each other's rows. The benchmarks make their scratch databases on PostgreSQL with the same helper
 * (`createPostgresDatabase`, used by scripts/bench-support.ts).
 */
export type DatabaseKind = 'pglite' | 'postgres';

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The kinds to run each integration suite on: `describe.each(TEST_DATABASES)`. */
export const TEST_DATABASES: DatabaseKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** A scratch DATA_DIR (notices, outbox) owned by this database. */
  dataDir: string;
  /** The connection string of a PostgreSQL scratch database (other instances can open it too). */
  url?: string;
  /** Closes the connection and deletes the scratch database and folder. */
  destroy(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface PostgresDatabase {
  /** The new database's connection string. */
  url: string;
  /** Drops it, ending any session still open on it. */
  drop(): Promise<void>;
}

/**
 * Creates the database `name` on the PostgreSQL server of `serverUrl` (whose own database is never
 * touched); answers its URL and how to drop it.
 */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<PostgresDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabaseName(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Opens a fresh, migrated database of the given kind. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eauction-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (kind === 'pglite') {
    const database = await openDatabase({ databaseUrl: undefined, dataDir }, { memory: true });
    await database.migrate();
    return {
      database,
      dataDir,
      destroy: async () => {
        await database.close();
        removeDir();
      },
    };
  }

  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A random name: parallel files and interrupted earlier runs never collide.
  const scratch = await createPostgresDatabase(serverUrl, `eauction_test_${randomBytes(6).toString('hex')}`);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
  await database.migrate();
  return {
    database,
    dataDir,
    url: scratch.url,
    destroy: async () => {
      await database.close();
      await scratch.drop();
      removeDir();
    },
  };
}
