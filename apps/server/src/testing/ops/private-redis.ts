import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * A redis-server of the test's own (for src/ops/redis-loss.test.ts), on a port of
 * 127.0.0.1 given by the test and with persistence off, so a test may kill it and start it again
 * without touching the Redis other tests and helpers share.
 */

/** True when `redis-server` is on the PATH (tests skip themselves otherwise). */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGKILL: the connections drop at once, nothing is saved (as a crashed or replaced Redis). */
  kill(): Promise<void>;
  /** Starts a new, empty redis-server on the same port. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const READY = /Ready to accept connections/;

export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | null = null;
  const exited = (process_: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process_.exitCode !== null || process_.signalCode !== null) resolve();
      else process_.once('exit', () => resolve());
    });

  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        reject(new Error(`redis-server did not start within 20 s:\n${output}`));
      }, 20_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (READY.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout?.on('data', onData);
      server.stderr?.on('data', onData);
      server.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${signal ?? code}) before it was ready:\n${output}`));
      });
    });
  };

  const kill = async () => {
    const current = child;
    child = null;
    if (!current) return;
    current.kill('SIGKILL');
    await exited(current);
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, kill, destroy: kill };
}
