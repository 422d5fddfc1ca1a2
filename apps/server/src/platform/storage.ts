import { mkdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** Folders under DATA_DIR. Nothing here is ever served statically; routes decide who reads what. */
export const DATA_FOLDERS = {
  db: 'db',
  uploads: 'uploads',
  outbox: 'outbox',
  notices: 'notices',
} as const;

export function dataPath(dataDir: string, folder: keyof typeof DATA_FOLDERS, ...parts: string[]): string {
  return join(dataDir, DATA_FOLDERS[folder], ...parts);
}

export function ensureDataFolder(dataDir: string, folder: keyof typeof DATA_FOLDERS): string {
  const dir = dataPath(dataDir, folder);
  mkdirSync(dir, { recursive: true });
  return dir;
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
