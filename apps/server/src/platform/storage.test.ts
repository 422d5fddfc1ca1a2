import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSaleNoticePdf } from '../modules/properties/sale-notice-pdf';
import { bearer, createUser, tokenFor } from '../testing/accounts';
import { insertProperty } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { TEST_DATABASES } from '../testing/test-database';
import { registrationFields } from '../testing/security/valid-requests';
import { makePdf, multipartBody } from '../testing/uploads';
import { REPO_ROOT } from '../paths';
import { ManualClock } from './clock';
import { dataPath } from './storage';

/**
 * DATA_DIR holds KYC documents, mail with account links and the signing secret: nobody but the
 * server's own user may read any of it, whatever umask the process was started with.
 */

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every folder and file under `root`, with its permission bits. */
function modesUnder(root: string): { path: string; isDirectory: boolean; mode: number }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).map((relative) => {
    const info = statSync(join(root, relative));
    return { path: relative, isDirectory: info.isDirectory(), mode: info.mode & 0o777 };
  });
}

describe.each(TEST_DATABASES)('DATA_DIR permissions on %s', (kind) => {
  let ctx: TestContext;
  let umask = 0;
  const clock = new ManualClock('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    // The usual shell umask, which leaves new files readable by every local user.
    umask = process.umask(0o022);
    ctx = await createTestApp(kind, {
      clock,
      // An operator's existing folder, readable and listable by everyone.
      prepare: async (_database, dataDir) => chmodSync(dataDir, 0o755),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    process.umask(umask);
  });

  it('makes DATA_DIR owner-only at start, the generated JWT secret included', () => {
    expect(modeOf(ctx.dataDir)).toBe(0o700);
    expect(modeOf(join(ctx.dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('writes KYC documents and outbox mail for the owner only', async () => {
    const db = ctx.database.db;
    const property = await insertProperty(db, {
      type: 'LAND',
      city: 'Jaipur',
      reserve: 1_000_000,
      date: '2026-06-20',
      emdSubmission: '2026-06-15',
    });
    const buyer = await createUser(db);
    const token = await tokenFor(ctx.app, clock, buyer);
    // Both documents as scanned PDFs.
    const scans = await Promise.all(
      ['pancardFile', 'addressProof'].map(async (name) => ({
        name,
        filename: `${name}.pdf`,
        type: 'application/pdf',
        content: await makePdf(name),
      })),
    );
    const body = await multipartBody(
      scans,
      registrationFields(property, buyer.email, 1_000_000, { auctionDate: '2026-06-20' }),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auction/register',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.mailer.drain();

    const documents = readdirSync(dataPath(ctx.dataDir, 'uploads', 'registrations'));
    expect(documents).toHaveLength(2);
    for (const name of documents) {
      expect(modeOf(dataPath(ctx.dataDir, 'uploads', 'registrations', name)), name).toBe(0o600);
    }
    const mails = readdirSync(dataPath(ctx.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(mails.length).toBeGreaterThan(0);
    for (const name of mails) expect(modeOf(dataPath(ctx.dataDir, 'outbox', name)), name).toBe(0o600);
    for (const folder of [
      dataPath(ctx.dataDir, 'uploads'),
      dataPath(ctx.dataDir, 'uploads', 'incoming'),
      dataPath(ctx.dataDir, 'uploads', 'registrations'),
      dataPath(ctx.dataDir, 'outbox'),
    ]) {
      expect(modeOf(folder), folder).toBe(0o700);
    }
  });

  it('writes sale notices for the owner only', async () => {
    const file = dataPath(ctx.dataDir, 'notices', 'T-0001.pdf');
    await writeSaleNoticePdf(
      file,
      {
        auctionCode: 'T-0001',
        bankName: 'State Bank of India',
        customerName: 'M/s Test Traders',
        propertyType: 'LAND',
        propertyLocation: 'Jaipur',
        state: 'Rajasthan',
        possessionType: 'PHYSICAL',
        propertySchedule: 'All that part and parcel of a test property.',
        loanAccountNo: 'LN0001',
        cifId: 123456789,
        reservePrice: 1_000_000,
        emdAmount: 100_000,
        bidIncrement: 10_000,
        auctionDate: '2026-06-20',
        startAt: new Date('2026-06-20T04:30:00Z'),
        endAt: new Date('2026-06-20T11:30:00Z'),
        emdSubmission: '2026-06-15',
      },
      ctx.config.publicUrl,
    );
    expect(modeOf(dataPath(ctx.dataDir, 'notices'))).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });
});

describe('the server process', () => {
  it('keeps a new embedded database and its DATA_DIR owner-only, whatever the umask it starts with', async () => {
    const root = mkdtempSync(join(tmpdir(), 'eauction-umask-'));
    const dataDir = join(root, 'data');
    const umask = process.umask(0o022);
    try {
      // Only what the process needs to run; nothing of this shell's configuration leaks in.
      const server = spawn(process.execPath, ['--import', 'tsx', join('apps', 'server', 'src', 'main.ts')], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(root, 'no-web-build'),
          PORT: '0',
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      let output = '';
      const running = new Promise<boolean>((resolve) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (output.includes('is running at')) resolve(true);
        };
        server.stdout.on('data', read);
        server.stderr.on('data', read);
        void exited.then(() => resolve(false));
      });
      expect(await running, output).toBe(true);
      server.kill('SIGTERM');
      await exited;

      expect(modeOf(dataDir)).toBe(0o700);
      const entries = modesUnder(dataDir);
      // The embedded database wrote its own files there.
      const databaseFiles = entries.filter((e) => e.path.startsWith(`db${sep}`) && !e.isDirectory);
      expect(databaseFiles.length).toBeGreaterThan(10);
      // Every folder is owner-only, so nobody else reaches any file inside: PGlite gives its own files
      // a mode of its choosing (0666) whatever the umask.
      expect(entries.filter((e) => e.isDirectory && e.mode !== 0o700)).toEqual([]);
      const serverFiles = entries.filter((e) => !e.isDirectory && !databaseFiles.includes(e));
      expect(serverFiles.map((e) => e.path)).toContain('jwt-secret');
      expect(serverFiles.filter((e) => e.mode !== 0o600)).toEqual([]);
    } finally {
      process.umask(umask);
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
