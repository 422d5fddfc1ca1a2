import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Locations inside the repository, resolved from this module's own file so they hold wherever the
 * process was started. This file sits directly in `apps/server/src/`, and esbuild inlines it into
 * `apps/server/dist/main.mjs`: both are one level below `apps/server`, so the same `..` works for the
 * source (tsx, Vitest) and for the bundle.
 */
const here = dirname(fileURLToPath(import.meta.url));

export const SERVER_ROOT = resolve(here, '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = resolve(REPO_ROOT, 'apps', 'web', 'dist');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data');
