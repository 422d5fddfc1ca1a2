import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL server of the test's own (for src/ops/pg-restart.test.ts): a cluster
 * initialised in a temporary folder and listening on a free port of 127.0.0.1, so a test may stop
 * and restart it at will without touching the shared server other tests and helpers use.
 *
 * PostgreSQL refuses to run as root; as root (containers, CI) its binaries run as the `postgres`
 * account through `runuser`, and the folder is handed to that account.
 */

const run = promisify(execFile);

export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR?.trim() || '/usr/lib/postgresql/15/bin';
/** True when the binaries a private cluster needs are installed (tests skip themselves otherwise). */
export const hasPostgresBinaries = ['initdb', 'pg_ctl', 'postgres'].every((name) =>
  existsSync(join(POSTGRES_BIN_DIR, name)),
);

const isRoot = process.getuid?.() === 0;

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every session is ended at once, as in a restart or a failover. */
  stop(): Promise<void>;
  /** Starts the same cluster again on the same port. */
  start(): Promise<void>;
  /** Stops it (immediately) and deletes its folder. */
  destroy(): Promise<void>;
  /** The server's own log, for a failing test's message. */
  log(): string;
}

async function pgCommand(name: string, args: string[]): Promise<void> {
  const binary = join(POSTGRES_BIN_DIR, name);
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  await run(command, commandArgs, { timeout: 60_000 });
}

function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error('running as root, but there is no postgres account');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const root = mkdtempSync(join(tmpdir(), 'eauction-pg-'));
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chownSync(root, uid, gid);
  }
  const dataDir = join(root, 'data');
  const logFile = join(root, 'postgres.log');
  // Trust on loopback only; no fsync: the cluster lives as long as one test file.
  await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    // Its socket in its own folder: /var/run/postgresql may belong to the machine's own server.
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  let running = false;
  const start = async () => {
    await pgCommand('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    await pgCommand('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => stop('fast'),
    destroy: async () => {
      try {
        await stop('immediate');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    log: () => {
      try {
        return readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      } catch {
        return '';
      }
    },
  };
}
