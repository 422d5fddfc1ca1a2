import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_WEB_DIST_DIR, REPO_ROOT } from './paths';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'eauction-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('starts with no variables at all, on the embedded database', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      admin: undefined,
      seedDemo: undefined,
      captchaProvider: 'altcha',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      salesEmail: 'sales@enilami.in',
      uploadMaxBytes: 5 * 1024 * 1024,
      logLevel: 'info',
      webDistDir: DEFAULT_WEB_DIST_DIR,
      requestTimeoutSeconds: 120,
      multipartReadTimeoutMs: 10_000,
    });
  });

  it('finds the web build and data folder from the repository, wherever the process starts', () => {
    expect(DEFAULT_WEB_DIST_DIR).toBe(join(REPO_ROOT, 'apps', 'web', 'dist'));
    expect(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).toContain('"workspaces"');
  });

  it('generates the JWT secret once into DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('requires JWT_SECRET when DATABASE_URL is set', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/eauction' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is required when DATABASE_URL is set/),
    ]);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://db/eauction',
      JWT_SECRET: 's'.repeat(40),
    });
    expect(config.jwtSecret).toBe('s'.repeat(40));
  });

  it('makes the server process refuse to start on PostgreSQL without JWT_SECRET, before connecting', () => {
    const dataDir = tempDir();
    // Only what the process needs to run; nothing of this shell's configuration leaks in.
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      // Nothing listens on port 9: connecting would fail differently, and later.
      DATABASE_URL: 'postgres://eauction:secret@127.0.0.1:9/eauction',
      PORT: '0',
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', join('apps', 'server', 'src', 'main.ts')], {
      cwd: REPO_ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'JWT_SECRET is required when DATABASE_URL is set (every instance must sign with the same key)',
    );
    expect(run.stderr).not.toMatch(/ECONNREFUSED|connect/i);
    // No key was generated in its place.
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  }, 90_000);

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      REDIS_URL: 'http://redis',
      PUBLIC_URL: 'localhost',
      JWT_SECRET: 'short',
      SMTP_URL: 'mail.example.in',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: '123',
      SEED_DEMO: 'maybe',
      CAPTCHA_PROVIDER: 'recaptcha',
      MAP_TILE_URL: 'https://tiles.example.in/tile.png',
      SALES_EMAIL: 'sales',
      UPLOAD_MAX_BYTES: '5MB',
      LOG_LEVEL: 'loud',
    });
    const names = problems.map((p) => p.split(/[ :]/)[0]);
    expect(names.sort()).toEqual(
      [
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'CAPTCHA_PROVIDER',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'MAP_TILE_URL',
        'PORT',
        'PUBLIC_URL',
        'REDIS_URL',
        'SALES_EMAIL',
        'SEED_DEMO',
        'SMTP_URL',
        'UPLOAD_MAX_BYTES',
      ].sort(),
    );
    expect(problems).toContain('PORT must be a whole number from 0 to 65535');
    expect(problems).toContain('MAP_TILE_URL must contain {z}, {x} and {y}');
  });

  it('reports a missing JWT_SECRET beside other bad values', () => {
    expect(
      problemsOf({ PORT: 'x', DATABASE_URL: 'postgres://db/eauction', ADMIN_PASSWORD: 'Secret#2026' }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535',
      'JWT_SECRET is required when DATABASE_URL is set (every instance must sign with the same key)',
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
  });

  it('says all problems in its message, one per line', () => {
    try {
      loadConfig({ DATA_DIR: tempDir(), PORT: '-1', LOG_LEVEL: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(
        'Invalid configuration:\n  - PORT must be a whole number from 0 to 65535\n  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      );
    }
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'ops@enilami.in' })).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAIL: 'Ops@Enilami.in',
      ADMIN_PASSWORD: 'Secret#2026',
    });
    expect(config.admin).toEqual({ email: 'ops@enilami.in', password: 'Secret#2026' });
  });

  it('reads SEED_DEMO as 1 or 0 and treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '', PORT: ' ' }).seedDemo).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://enilami.in/' }).publicUrl).toBe(
      'https://enilami.in',
    );
  });

  it('resolves a relative DATA_DIR against the folder the command was run from', () => {
    const base = tempDir();
    expect(loadConfig({ DATA_DIR: 'data', INIT_CWD: base }).dataDir).toBe(join(base, 'data'));
  });

  it('defaults the live auction to a 5-minute soft close with no cap and 10 bids per second', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).bidding).toEqual({
      softCloseWindowSeconds: 300,
      softCloseExtensionSeconds: 300,
      softCloseMaxExtensions: undefined,
      rateLimitPerSecond: 10,
    });
  });

  it('reads the soft close and the bid rate limit from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      BID_SOFT_CLOSE_WINDOW_SECONDS: '120',
      BID_SOFT_CLOSE_EXTENSION_SECONDS: '180',
      BID_SOFT_CLOSE_MAX_EXTENSIONS: '3',
      BID_RATE_LIMIT_PER_SECOND: '25',
    });
    expect(config.bidding).toEqual({
      softCloseWindowSeconds: 120,
      softCloseExtensionSeconds: 180,
      softCloseMaxExtensions: 3,
      rateLimitPerSecond: 25,
    });
    // 0 turns the soft close off; an empty cap is no cap.
    const off = loadConfig({
      DATA_DIR: tempDir(),
      BID_SOFT_CLOSE_WINDOW_SECONDS: '0',
      BID_SOFT_CLOSE_MAX_EXTENSIONS: '',
    });
    expect(off.bidding.softCloseWindowSeconds).toBe(0);
    expect(off.bidding.softCloseMaxExtensions).toBeUndefined();
  });

  it('reads REQUEST_TIMEOUT_SECONDS as whole seconds from 1 to 3600', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), REQUEST_TIMEOUT_SECONDS: '300' }).requestTimeoutSeconds).toBe(
      300,
    );
    for (const value of ['0', '3601', '2.5', 'two minutes']) {
      expect(problemsOf({ REQUEST_TIMEOUT_SECONDS: value }), value).toEqual([
        'REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600',
      ]);
    }
  });

  it('reads MULTIPART_READ_TIMEOUT_MS as whole milliseconds from 1000 to 3600000', () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), MULTIPART_READ_TIMEOUT_MS: '1500' }).multipartReadTimeoutMs,
    ).toBe(1500);
    for (const value of ['999', '3600001', '1500.5', '10s']) {
      expect(problemsOf({ MULTIPART_READ_TIMEOUT_MS: value }), value).toEqual([
        'MULTIPART_READ_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000',
      ]);
    }
  });

  it('refuses bidding settings that are not whole numbers in range', () => {
    expect(
      problemsOf({
        BID_SOFT_CLOSE_WINDOW_SECONDS: '-5',
        BID_SOFT_CLOSE_EXTENSION_SECONDS: '0',
        BID_SOFT_CLOSE_MAX_EXTENSIONS: 'many',
        BID_RATE_LIMIT_PER_SECOND: '2.5',
      }),
    ).toEqual([
      'BID_SOFT_CLOSE_WINDOW_SECONDS must be a whole number of seconds from 0 to 86400',
      'BID_SOFT_CLOSE_EXTENSION_SECONDS must be a whole number of seconds from 1 to 86400',
      'BID_SOFT_CLOSE_MAX_EXTENSIONS must be a whole number from 0 to 100000',
      'BID_RATE_LIMIT_PER_SECOND must be a whole number from 1 to 1000000',
    ]);
  });

  it("gives a re-auction the rules' 15 days' notice and shows sale prices, unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      relistNoticeDays: 15,
      salePricePublic: true,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), RELIST_NOTICE_DAYS: '0', SALE_PRICE_PUBLIC: '0' }),
    ).toMatchObject({ relistNoticeDays: 0, salePricePublic: false });
    expect(problemsOf({ RELIST_NOTICE_DAYS: '-1', SALE_PRICE_PUBLIC: 'maybe' })).toEqual([
      'RELIST_NOTICE_DAYS must be a whole number of days from 0 to 365',
      'SALE_PRICE_PUBLIC must be 1 or 0',
    ]);
    expect(problemsOf({ RELIST_NOTICE_DAYS: '366' })).toHaveLength(1);
  });
});
