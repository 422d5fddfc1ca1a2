import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { dataPath } from './storage';

/** An upload still being written is touched continually; one this old was abandoned. */
export const ABANDONED_UPLOAD_AGE_MS = 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes `*.part` files that uploads left in DATA_DIR/uploads/incoming when the process died in the
 * middle of a request (a request that ends, however it ends, removes its own). KYC documents are
 * sensitive: a half-written copy must not stay on disk indefinitely. Safe with several instances on
 * one DATA_DIR: only files untouched for an hour go, and every upload is limited to a few megabytes.
 * Resolves to the number of files removed.
 */
export async function sweepIncoming(dataDir: string, nowMs: number, maxAgeMs = ABANDONED_UPLOAD_AGE_MS) {
  const dir = dataPath(dataDir, 'uploads', 'incoming');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const path = join(dir, name);
    try {
      const info = await stat(path);
      if (!info.isFile() || nowMs - info.mtimeMs < maxAgeMs) continue;
      await unlink(path);
      removed++;
    } catch (error) {
      // Finished or removed by its own request in the meantime.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/** Sweeps at start and then hourly; returns the function that stops it. */
export function startIncomingSweeper(dataDir: string, logger: Logger): () => void {
  const run = () => {
    sweepIncoming(dataDir, Date.now())
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, 'removed abandoned partial uploads');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not sweep partial uploads'));
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
