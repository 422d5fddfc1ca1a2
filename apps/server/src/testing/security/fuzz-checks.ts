import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import {
  auditLog,
  autoBids,
  bids,
  contactMessages,
  emailTokens,
  holidays,
  interests,
  mailQueue,
  outbidNotices,
  properties,
  registrations,
  saleEvents,
  salePayments,
  sales,
  users,
} from '../../db/schema';
import { prototypeIsClean } from './hostile-input';

/*
 * What every fuzz case checks whatever the endpoint: the answer is not a 5xx, a 4xx is a readable
 * error envelope, Object.prototype is untouched, and a refusal stored nothing (no row, no file).
 */

const TABLES = {
  users,
  properties,
  registrations,
  interests,
  bids,
  autoBids,
  outbidNotices,
  emailTokens,
  contactMessages,
  auditLog,
  mailQueue,
  holidays,
  sales,
  salePayments,
  saleEvents,
};

/** Row counts of every table a request can write (login failures and spent captchas aside). */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    out[name] = (await db.select({ n: count() }).from(table))[0]?.n ?? -1;
  }
  return out;
}

/** Every file under DATA_DIR/uploads (and its temporary folder), relative to it. */
export function uploadedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

let counter = 0;
/** A fresh client address per request, so per-address limits never turn the fuzz into 429s. */
export function nextAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The checks every answer must pass; throws with the request's description otherwise. */
export function checkAnswer(res: LightMyRequestResponse, what: string): void {
  if (res.statusCode >= 500) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  if (!prototypeIsClean()) throw new Error(`${what} polluted Object.prototype`);
  if (res.statusCode >= 400) {
    const body = res.json<{ success?: unknown; error?: unknown; code?: unknown }>();
    if (
      body.success !== false ||
      typeof body.error !== 'string' ||
      body.error === '' ||
      typeof body.code !== 'string'
    ) {
      throw new Error(
        `${what} answered ${res.statusCode} without a readable error: ${res.body.slice(0, 300)}`,
      );
    }
  }
}

export interface StoredState {
  rows: Record<string, number>;
  files: string[];
}

export async function storedState(app: FastifyInstance): Promise<StoredState> {
  return { rows: await rowCounts(app.db), files: uploadedFiles(app.config.dataDir) };
}

/**
 * A refused request must leave every table and the uploads folder as they were, except the tables a
 * refusal writes by design (`expected`, e.g. the audit row of a throttled login).
 */
export function checkNothingStored(
  before: StoredState,
  after: StoredState,
  what: string,
  expected: string[] = [],
): void {
  const rows = (state: StoredState) =>
    JSON.stringify(Object.entries(state.rows).filter(([table]) => !expected.includes(table)));
  if (rows(before) !== rows(after)) {
    throw new Error(
      `${what} was refused but changed rows: ${JSON.stringify(before.rows)} → ${JSON.stringify(after.rows)}`,
    );
  }
  if (JSON.stringify(before.files) !== JSON.stringify(after.files)) {
    throw new Error(
      `${what} was refused but left files: ${after.files.filter((f) => !before.files.includes(f)).join(', ')}`,
    );
  }
}

/**
 * Notes what is stored before one fuzz case, and gives the checks every case's answer must pass:
 * `checkAnswer`, and for a refusal `checkNothingStored` (but for the tables in `expected`).
 */
export async function beforeCase(
  app: FastifyInstance,
): Promise<(res: LightMyRequestResponse, what: string, expected?: string[]) => Promise<void>> {
  const before = await storedState(app);
  return async (res, what, expected = []) => {
    checkAnswer(res, what);
    if (res.statusCode >= 400) checkNothingStored(before, await storedState(app), what, expected);
  };
}

/**
 * The fields `parsed` (what the route's own schema makes of the request) shares with the stored row
 * must be equal: accepted values are stored exactly as validated, nothing more and nothing altered.
 */
export function storedAsParsed(parsed: object, row: Record<string, unknown>, what: string): void {
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in row) || value === undefined || (value !== null && typeof value === 'object')) continue;
    if (row[key] !== value) {
      throw new Error(
        `${what}: ${key} was stored as ${JSON.stringify(row[key])}, validated as ${JSON.stringify(value)}`,
      );
    }
  }
}
