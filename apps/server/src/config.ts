import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { EMAIL_PATTERN, SALE_RULES, SITE } from '@eauction/shared';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR } from './paths';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './platform/storage';

/**
 * Every environment variable the server reads, parsed and validated once at start (STYLE.md habit 3).
 * Nothing else in the server touches `process.env`. The table in README.md mirrors this file.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAIL_FROM = `${SITE.name} <no-reply@enilami.in>`;
/** A JWT signing key shorter than this is guessable offline; 32 bytes is HS256's own key size. */
const MIN_JWT_SECRET_LENGTH = 32;
/**
 * How long a client may take to send one whole request, body included. Generous: a KYC document of
 * UPLOAD_MAX_BYTES over a slow mobile link takes a minute or more; a client slower than this only holds
 * a connection and a half-written temporary file.
 */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 120;
/**
 * How long an upload may wait for its next multipart part with no byte arriving meanwhile: a form the
 * multipart parser stopped reading is answered 408 in seconds, not at REQUEST_TIMEOUT_SECONDS
 * (decision 008).
 */
export const DEFAULT_MULTIPART_READ_TIMEOUT_MS = 10_000;
/** The metrics token guards operational data only, but must still be too long to guess online. */
const MIN_METRICS_TOKEN_LENGTH = 16;

export interface Config {
  port: number;
  /** Absolute path: embedded database, uploads, outbox, sale notices, generated secrets. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Canonical origin, no trailing slash. */
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Created or updated at every start when both variables are set. */
  admin: { email: string; password: string } | undefined;
  /** undefined: seed only a new embedded database (README.md, "Configuration"); true/false: SEED_DEMO. */
  seedDemo: boolean | undefined;
  captchaProvider: 'altcha' | 'off';
  mapTileUrl: string;
  salesEmail: string;
  uploadMaxBytes: number;
  logLevel: LogLevel;
  webDistDir: string;
  /** Behind a reverse proxy, client IPs (rate limits) come from X-Forwarded-For only when this is on. */
  trustProxy: boolean;
  /** Global per-IP request budget; generous, it only stops floods. */
  rateLimitPerMinute: number;
  /** Account registrations per client address in 15 minutes (POST /api/auth/register). */
  registerRateLimit: number;
  /** Bearer token for GET /metrics; undefined: /metrics answers loopback connections only. */
  metricsToken: string | undefined;
  /** The longest a client may take to send a whole request (headers and body); then 408. */
  requestTimeoutSeconds: number;
  /** The longest an upload may wait for its next part while no byte arrives; then 408. */
  multipartReadTimeoutMs: number;
  bidding: BiddingConfig;
  /**
   * The fewest days' notice a re-auction gives: from today (IST) to its auction date (docs/product.md,
   * "After the hammer"). SALE_RULES.relistNoticeDays, the rules' own notice, unless set otherwise.
   */
  relistNoticeDays: number;
  /** Whether the public property page shows the price an auction sold for. */
  salePricePublic: boolean;
}

/** The live auction's tunables: soft close and the per-connection bid budget. */
export interface BiddingConfig {
  /** An accepted bid less than this long before the end extends the auction (0: no soft close). */
  softCloseWindowSeconds: number;
  /** Such a bid moves the end to this long after the bid. */
  softCloseExtensionSeconds: number;
  /** How many times one auction may be extended; undefined: no cap. */
  softCloseMaxExtensions: number | undefined;
  /** Bids per second one user may send on one instance, across their connections (bursts of twice this are absorbed). */
  rateLimitPerSecond: number;
}

export const DEFAULT_BIDDING_CONFIG: BiddingConfig = {
  softCloseWindowSeconds: 300,
  softCloseExtensionSeconds: 300,
  softCloseMaxExtensions: undefined,
  rateLimitPerSecond: 10,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Unset and empty are the same thing: `FOO=` in a compose file means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const urlWithScheme = (schemes: string[], message: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return schemes.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, message);

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v),
      `${name} must be 1 or 0`,
    )
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const email = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => EMAIL_PATTERN.test(v), `${name} must be an e-mail address`);

const EnvSchema = z.object({
  PORT: optional(wholeNumber(0, 65535, 'PORT must be a whole number from 0 to 65535')),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    urlWithScheme(['postgres:', 'postgresql:'], 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
  ),
  REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'], 'REDIS_URL must be a redis:// or rediss:// URL')),
  PUBLIC_URL: optional(urlWithScheme(['http:', 'https:'], 'PUBLIC_URL must be an http:// or https:// URL')),
  JWT_SECRET: optional(
    z.string().min(MIN_JWT_SECRET_LENGTH, `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`),
  ),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'], 'SMTP_URL must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().trim()),
  ADMIN_EMAIL: optional(email('ADMIN_EMAIL')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters')),
  SEED_DEMO: optional(flag('SEED_DEMO')),
  CAPTCHA_PROVIDER: optional(z.enum(['altcha', 'off'], { error: 'CAPTCHA_PROVIDER must be altcha or off' })),
  MAP_TILE_URL: optional(
    urlWithScheme(['http:', 'https:'], 'MAP_TILE_URL must be an http:// or https:// URL template').refine(
      (v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)),
      'MAP_TILE_URL must contain {z}, {x} and {y}',
    ),
  ),
  SALES_EMAIL: optional(email('SALES_EMAIL')),
  UPLOAD_MAX_BYTES: optional(
    wholeNumber(
      1024,
      1024 * 1024 * 1024,
      'UPLOAD_MAX_BYTES must be a whole number of bytes from 1024 to 1073741824',
    ),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST_DIR: optional(z.string()),
  TRUST_PROXY: optional(flag('TRUST_PROXY')),
  RATE_LIMIT_PER_MINUTE: optional(
    wholeNumber(1, 1_000_000_000, 'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000000'),
  ),
  REGISTER_RATE_LIMIT: optional(
    wholeNumber(1, 1_000_000, 'REGISTER_RATE_LIMIT must be a whole number from 1 to 1000000'),
  ),
  METRICS_TOKEN: optional(
    z
      .string()
      .trim()
      .min(MIN_METRICS_TOKEN_LENGTH, `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`),
  ),
  REQUEST_TIMEOUT_SECONDS: optional(
    wholeNumber(1, 3600, 'REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600'),
  ),
  MULTIPART_READ_TIMEOUT_MS: optional(
    wholeNumber(
      1000,
      3_600_000,
      'MULTIPART_READ_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000',
    ),
  ),
  BID_SOFT_CLOSE_WINDOW_SECONDS: optional(
    wholeNumber(0, 86_400, 'BID_SOFT_CLOSE_WINDOW_SECONDS must be a whole number of seconds from 0 to 86400'),
  ),
  BID_SOFT_CLOSE_EXTENSION_SECONDS: optional(
    wholeNumber(
      1,
      86_400,
      'BID_SOFT_CLOSE_EXTENSION_SECONDS must be a whole number of seconds from 1 to 86400',
    ),
  ),
  BID_SOFT_CLOSE_MAX_EXTENSIONS: optional(
    wholeNumber(0, 100_000, 'BID_SOFT_CLOSE_MAX_EXTENSIONS must be a whole number from 0 to 100000'),
  ),
  BID_RATE_LIMIT_PER_SECOND: optional(
    wholeNumber(1, 1_000_000, 'BID_RATE_LIMIT_PER_SECOND must be a whole number from 1 to 1000000'),
  ),
  RELIST_NOTICE_DAYS: optional(
    wholeNumber(0, 365, 'RELIST_NOTICE_DAYS must be a whole number of days from 0 to 365'),
  ),
  SALE_PRICE_PUBLIC: optional(flag('SALE_PRICE_PUBLIC')),
});

/**
 * A relative path given by the operator means "relative to where I ran the command". npm runs
 * workspace scripts inside the workspace folder but keeps the caller's folder in INIT_CWD, so
 * `npm run db:migrate` at the root and `npm start` agree on one `./data`.
 */
function resolveUserPath(value: string, env: NodeJS.ProcessEnv): string {
  return isAbsolute(value) ? value : resolve(env.INIT_CWD ?? process.cwd(), value);
}

/**
 * The embedded setup must start with no configuration at all, so its signing key is generated once
 * and kept in DATA_DIR (surviving restarts keeps sessions valid). A server database is shared by
 * several instances, which must agree on one key: there it has to be given.
 */
function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_JWT_SECRET_LENGTH) return existing;
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/**
 * Parses the environment. Throws ConfigError naming every bad variable at once, so an operator fixes
 * them in one round instead of one per restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      problems.push(issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`);
    }
  }
  // Rules across variables look at what was given, so they are reported even when a value is bad.
  const given = (name: string) => (env[name]?.trim() ?? '') !== '';
  if (given('DATABASE_URL') && !given('JWT_SECRET')) {
    problems.push(
      'JWT_SECRET is required when DATABASE_URL is set (every instance must sign with the same key)',
    );
  }
  if (given('ADMIN_EMAIL') !== given('ADMIN_PASSWORD')) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const e = parsed.success ? parsed.data : undefined;
  if (!e || problems.length > 0) throw new ConfigError(problems);

  const port = e.PORT ?? 3000;
  const dataDir = e.DATA_DIR ? resolveUserPath(e.DATA_DIR, env) : DEFAULT_DATA_DIR;
  return {
    port,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    captchaProvider: e.CAPTCHA_PROVIDER ?? 'altcha',
    mapTileUrl: e.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
    salesEmail: e.SALES_EMAIL ?? SITE.salesEmails[0],
    uploadMaxBytes: e.UPLOAD_MAX_BYTES ?? DEFAULT_UPLOAD_MAX_BYTES,
    logLevel: e.LOG_LEVEL ?? 'info',
    webDistDir: e.WEB_DIST_DIR ? resolveUserPath(e.WEB_DIST_DIR, env) : DEFAULT_WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 600,
    registerRateLimit: e.REGISTER_RATE_LIMIT ?? 10,
    metricsToken: e.METRICS_TOKEN,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS ?? DEFAULT_REQUEST_TIMEOUT_SECONDS,
    multipartReadTimeoutMs: e.MULTIPART_READ_TIMEOUT_MS ?? DEFAULT_MULTIPART_READ_TIMEOUT_MS,
    bidding: {
      softCloseWindowSeconds:
        e.BID_SOFT_CLOSE_WINDOW_SECONDS ?? DEFAULT_BIDDING_CONFIG.softCloseWindowSeconds,
      softCloseExtensionSeconds:
        e.BID_SOFT_CLOSE_EXTENSION_SECONDS ?? DEFAULT_BIDDING_CONFIG.softCloseExtensionSeconds,
      softCloseMaxExtensions: e.BID_SOFT_CLOSE_MAX_EXTENSIONS,
      rateLimitPerSecond: e.BID_RATE_LIMIT_PER_SECOND ?? DEFAULT_BIDDING_CONFIG.rateLimitPerSecond,
    },
    relistNoticeDays: e.RELIST_NOTICE_DAYS ?? SALE_RULES.relistNoticeDays,
    salePricePublic: e.SALE_PRICE_PUBLIC ?? true,
  };
}
