import { chmodSync, mkdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** Folders under DATA_DIR. Nothing here is ever served statically; routes decide who reads what. */
export const DATA_FOLDERS = {
  db: 'db',
  uploads: 'uploads',
  outbox: 'outbox',
  notices: 'notices',
} as const;

/**
 * DATA_DIR holds KYC documents, the embedded database, mail with account links and the signing secret:
 * only the server's own user may read it. Folders and files made there get these modes whatever the
 * process's umask, and DATA_DIR itself is made owner-only at start, which also covers files written by
 * an older version or by PGlite.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function dataPath(dataDir: string, folder: keyof typeof DATA_FOLDERS, ...parts: string[]): string {
  return join(dataDir, DATA_FOLDERS[folder], ...parts);
}

export function ensureDataFolder(dataDir: string, folder: keyof typeof DATA_FOLDERS): string {
  const dir = dataPath(dataDir, folder);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return dir;
}

/**
 * Creates DATA_DIR owner-only, or makes an existing one so. Returns false when the folder belongs to
 * another user, so its mode cannot be changed (the caller warns: the operator has to).
 */
export function makeDataDirPrivate(dataDir: string): boolean {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    chmodSync(dataDir, PRIVATE_DIR_MODE);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false;
    throw error;
  }
}

/**
 * Resolves a path stored in the database (relative to DATA_DIR). Returns null when it would leave
 * DATA_DIR, so a tampered row can never make the server read an arbitrary file.
 */
export function resolveStoredPath(dataDir: string, stored: string): string | null {
  const root = resolve(dataDir);
  const full = resolve(root, stored);
  const rel = relative(root, full);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return full;
}
