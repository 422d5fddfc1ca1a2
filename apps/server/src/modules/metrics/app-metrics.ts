import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { BID_ERROR_CODES, type BidErrorCode } from '@eauction/shared';
import type { Db } from '../../db/client';

/** A scrape must answer even while PostgreSQL is away; the queue depth then reads NaN. */
const MAIL_QUEUE_QUERY_TIMEOUT_MS = 2000;
/** Label of requests no route matched (SPA deep links, 404s): raw URLs would be unbounded. */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface MetricsSources {
  db: Db;
  /** Authenticated Socket.IO connections on this instance, read at scrape time. */
  connectedSockets: () => number;
  logger: Logger;
}

/**
 * The instance's Prometheus metrics. Each app has its own registry (tests build several apps in one
 * process, and prom-client's global registry refuses a metric name twice). Every series is per
 * instance: Prometheus scrapes each instance and sums.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly bidsAccepted: Counter;
  private readonly bidsRefused: Counter<'reason'>;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    // Process CPU, memory, event-loop lag, GC: what explains a latency spike.
    collectDefaultMetrics({ register: this.registry });

    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code, and how long they took',
      labelNames: ['method', 'route', 'status_code'],
      // From a cached catalogue page (~1 ms) to a slow upload or spreadsheet import.
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });

    this.bidsAccepted = new Counter({
      name: 'eauction_bids_accepted_total',
      help: 'Bids placed over Socket.IO and acknowledged as accepted (committed)',
      registers,
    });
    this.bidsRefused = new Counter({
      name: 'eauction_bids_refused_total',
      help: 'Bids placed over Socket.IO and refused, by reason code (BidErrorCode)',
      labelNames: ['reason'],
      registers,
    });
    // Every reason from zero, so rate() and alerts see a series before the first refusal of a kind.
    for (const reason of BID_ERROR_CODES) this.bidsRefused.inc({ reason }, 0);

    new Gauge({
      name: 'eauction_socket_connections',
      help: 'Authenticated Socket.IO connections open on this instance',
      registers,
      collect() {
        this.set(sources.connectedSockets());
      },
    });

    new Gauge({
      name: 'eauction_mail_queue_depth',
      help: 'Mails queued and not yet sent (whole deployment: the queue is in the database); NaN when the database did not answer',
      registers,
      async collect() {
        try {
          this.set(await queuedMails(sources.db));
        } catch (error) {
          sources.logger.warn({ err: error }, 'mail queue depth not collected');
          this.set(Number.NaN);
        }
      },
    });
  }

  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    this.httpDuration.observe(
      { method, route: route ?? UNMATCHED_ROUTE, status_code: String(statusCode) },
      seconds,
    );
  }

  /** Called with every place-bid acknowledgement. */
  bidAnswered(result: { ok: true } | { ok: false; code: BidErrorCode }): void {
    if (result.ok) this.bidsAccepted.inc();
    else this.bidsRefused.inc({ reason: result.code });
  }

  /** The Prometheus text exposition of every metric. */
  async expose(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

async function queuedMails(db: Db): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`database did not answer within ${MAIL_QUEUE_QUERY_TIMEOUT_MS} ms`)),
      MAIL_QUEUE_QUERY_TIMEOUT_MS,
    );
  });
  try {
    // mail_queue_due_idx leads with status, so this counts from the index.
    const result = await Promise.race([
      db.execute(sql`select count(*)::int as n from mail_queue where status = 'queued'`),
      timeout,
    ]);
    // Both drivers answer { rows }; the shared Drizzle type cannot say so.
    const rows = (result as { rows?: { n?: unknown }[] }).rows ?? [];
    return Number(rows[0]?.n ?? 0);
  } finally {
    clearTimeout(timer);
  }
}
