import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from 'pino';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/**
 * REDIS_URL set: Socket.IO's Redis adapter, so every instance's broadcasts reach the sockets of every
 * other instance (several instances behave as one). Redis only carries messages: bids are
 * decided and ordered by the database, so when Redis is away each instance still serves its own
 * sockets correctly and clients resynchronise when it is back.
 *
 * The adapter does not handle the promises of its Redis commands; a command failing while Redis is
 * down must not become an unhandled rejection that ends the process, so each client is wrapped in a
 * proxy that attaches a handler (callers that await still see the failure).
 */

/** The adapter's cross-instance questions (participant counts) give up after this long. */
const REQUEST_TIMEOUT_MS = 2000;
/** Connection errors repeat on every retry; one line per this interval is enough for the log. */
const ERROR_LOG_INTERVAL_MS = 30_000;
/**
 * While Redis is away, broadcasts wait in each client's offline queue and go out, in order, when it
 * is back (watchers on other instances then catch up by themselves, even if no bid follows). The
 * queue is bounded so a long outage under load cannot exhaust memory: past this, broadcasts are
 * dropped, and the watchers elsewhere resynchronise at the next bid (a gap in `seq`).
 */
const OFFLINE_QUEUE_MAX = 5000;

/** Fan-out between instances: 'off' when REDIS_URL is unset (this instance is the deployment). */
export type FanOutStatus = 'up' | 'down' | 'off';

export interface RedisLink {
  /** Resolves true once both connections are up, false if they are not within the time given. */
  ready(timeoutMs: number): Promise<boolean>;
  /** 'up' when both connections are open and Redis answers a PING within the time given. */
  status(timeoutMs: number): Promise<'up' | 'down'>;
  close(): Promise<void>;
}

/** The link of each Socket.IO server that has one, for the readiness probe (modules/system). */
const links = new WeakMap<Server, RedisLink>();

/** The state of this instance's fan-out to the others, as the readiness probe reports it. */
export async function fanOutStatus(io: Server, timeoutMs: number): Promise<FanOutStatus> {
  const link = links.get(io);
  return link ? link.status(timeoutMs) : 'off';
}

function guarded<T extends object>(client: T, onError: (error: unknown) => void): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) result.catch(onError);
        return result;
      };
    },
  });
}

export function attachRedisAdapter(io: Server, url: string, logger: Logger): RedisLink {
  const log = logger.child({ module: 'redis' });
  let lastLogged = 0;
  const onError = (error: unknown) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log.warn(
      { err: error },
      'Redis unavailable: real-time updates reach this instance only until it is back',
    );
  };
  const pub = createClient({
    url,
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
    commandsQueueMaxLength: OFFLINE_QUEUE_MAX,
  });
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  // Connecting first: commands given before connect() are refused rather than queued.
  const connected = Promise.all([pub.connect(), sub.connect()]).then(
    () => {
      log.info('connected to Redis: real-time updates are shared between instances');
      return true;
    },
    (error: unknown) => {
      onError(error);
      return false;
    },
  );
  io.adapter(
    createAdapter(guarded(pub, onError), guarded(sub, onError), {
      key: 'eauction',
      requestsTimeout: REQUEST_TIMEOUT_MS,
      publishOnSpecificResponseChannel: true,
    }),
  );

  const link: RedisLink = {
    ready: async (timeoutMs) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([connected, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    status: async (timeoutMs) => {
      // A dropped connection shows at once; a silent one (a partition) only as an unanswered PING.
      if (!pub.isReady || !sub.isReady) return 'down';
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'down'>((resolve) => {
        timer = setTimeout(() => resolve('down'), timeoutMs);
      });
      try {
        const answered = pub.ping().then(
          () => 'up' as const,
          () => 'down' as const,
        );
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      for (const client of [sub, pub]) {
        try {
          // A graceful close waits for replies, which never come while Redis is away.
          if (client.isReady) await client.close();
          else client.destroy();
        } catch (error) {
          log.debug({ err: error }, 'closing a Redis connection');
        }
      }
    },
  };
  links.set(io, link);
  return link;
}
