import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ABANDONED_UPLOAD_AGE_MS, sweepIncoming } from './incoming-sweeper';

describe('sweepIncoming', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    dirs.push(dir);
    return dir;
  };

  it('removes abandoned partial uploads and keeps fresh ones and other files', async () => {
    const root = dataDir();
    const incoming = join(root, 'uploads', 'incoming');
    mkdirSync(incoming, { recursive: true });
    const now = Date.now();
    const old = (now - ABANDONED_UPLOAD_AGE_MS - 60_000) / 1000;
    for (const name of ['old.part', 'fresh.part', 'old-notes.txt']) writeFileSync(join(incoming, name), 'x');
    utimesSync(join(incoming, 'old.part'), old, old);
    utimesSync(join(incoming, 'old-notes.txt'), old, old);

    expect(await sweepIncoming(root, now)).toBe(1);
    expect(readdirSync(incoming).sort()).toEqual(['fresh.part', 'old-notes.txt']);
  });

  it('does nothing when no upload has ever arrived', async () => {
    expect(await sweepIncoming(dataDir(), Date.now())).toBe(0);
  });
});
