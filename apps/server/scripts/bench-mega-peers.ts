// Child processes of `npm run bench:mega`, started by it (never by hand):
//
//   watchers     a share of the watchers: each one follows one auction (or a probe's room on a bare
//                server) on one instance with a socket of its own, only listens, and notes when each bid
//                (by seq) reached it. At the end every watcher's events are replayed through the shared
//                feed reducer, which gives its final state exactly as a live client would have held it.
//                Spreading the watchers over such processes keeps the load generator from being what is
//                measured.
//   bare-server  the floor: a bare Socket.IO server with the Redis adapter, speaking just enough of the
//                bidding contract (join-auction; place-bid → acknowledgement, then bid-update to the room)
//                with no database behind it. Two of them on one Redis are the library's own broadcast
//                across two processes: probed while the engine is measured, and fanning out to the same
//                watchers after the run.
//
// Both talk to the benchmark over the IPC channel and exit when it goes away.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import {
  applyAuctionExtended,
  applyAuctionStatus,
  applyBidUpdate,
  applyMinBidUpdate,
  applyParticipantUpdate,
  emptyFeed,
  type AuctionExtended,
  type AuctionFeedState,
  type AuctionStatus,
  type BidUpdate,
  type ClientToServerEvents,
  type JoinAuctionAck,
  type MinBidUpdate,
  type ParticipantUpdate,
  type ServerToClientEvents,
} from '@eauction/shared';
import { mapLimit, nowMs, viewOf, withTimeout, type ClientView } from './bench-support';
import { answerLikeTheEngine } from './bare-bidding';

/** One watcher: which auction it follows, on which instance. */
export interface WatcherSpec {
  url: string;
  /** Index of the instance (server) it is connected to. */
  instance: number;
  /** Index of the auction in the benchmark's list. */
  auction: number;
  auctionId: string;
  token: string;
}

export type ParentMessage =
  | { type: 'connect'; watchers: WatcherSpec[]; concurrency: number }
  | { type: 'join'; concurrency: number }
  | { type: 'measure' }
  | { type: 'collect' }
  | { type: 'quit' };

/** A client's final view, with the end of the auction it shows. */
export interface FinalView extends ClientView {
  auctionEndTime: string | null;
  extensionCount: number;
}

export interface CollectedAuction {
  auction: number;
  /** How many of this process's watchers follow the auction, per instance. */
  watchers: number[];
  /** [seq, instance, arrival times at each watcher on that instance that saw it] */
  arrivals: [number, number, number[]][];
  views: FinalView[];
}

export type PeerMessage =
  /** Answer to `connect` and to `join`: how many watchers did it. */
  | { type: 'done'; ok: number; failed: number; firstError: string | null; seconds: number }
  | {
      type: 'collected';
      auctions: CollectedAuction[];
      /** Event-loop delay p99 in this process since `measure`, ms: high means the watchers were slow. */
      loopDelayP99: number;
    }
  | { type: 'listening'; port: number };

const send = (message: PeerMessage) => process.send?.(message);

export function finalViewOf(label: string, feed: AuctionFeedState): FinalView {
  return {
    ...viewOf(label, feed),
    auctionEndTime: feed.status?.auctionEndTime ?? null,
    extensionCount: feed.status?.extensionCount ?? -1,
  };
}

/** Identical views folded into one with a count, so thousands of watchers report as a few lines. */
export function foldFinalViews(views: FinalView[]): FinalView[] {
  const byKey = new Map<string, FinalView>();
  for (const view of views) {
    const key = JSON.stringify([
      view.seq,
      view.currentBid,
      view.recent,
      view.pending,
      view.auctionEndTime,
      view.extensionCount,
    ]);
    const seen = byKey.get(key);
    if (seen) seen.clients += view.clients;
    else byKey.set(key, { ...view });
  }
  return [...byKey.values()];
}

/**
 * The events this process's watchers received, each distinct frame kept once: a broadcast reaches
 * every watcher of a room as an identical frame, and keeping thousands of copies alive would make the
 * garbage collector, not the server, decide the slowest deliveries.
 */
class FrameStore {
  private readonly codes = new Map<string, number>();
  private readonly frames: string[] = [];
  private readonly parsed: ([string, unknown] | undefined)[] = [];

  code(frame: string): number {
    let code = this.codes.get(frame);
    if (code === undefined) {
      code = this.frames.length;
      this.frames.push(frame);
      this.codes.set(frame, code);
    }
    return code;
  }

  /** [event name, payload] of a frame `42["name",payload]`, parsed once for all watchers. */
  event(code: number): [string, unknown] {
    let event = this.parsed[code];
    if (!event) {
      const frame = this.frames[code];
      if (frame === undefined) throw new Error(`no frame ${code}`);
      event = JSON.parse(frame.slice(2)) as [string, unknown];
      this.parsed[code] = event;
    }
    return event;
  }
}

const frameStore = new FrameStore();

/**
 * A watcher that costs its process as little as a browser on its own device would: a bare WebSocket
 * speaking Socket.IO's wire protocol (Engine.IO 4: `0` open, `2`/`3` ping/pong; Socket.IO: `40`
 * connect with the token, `42[...]` event, `4<id>[...]` with an acknowledgement id, `43<id>[...]` the
 * acknowledgement). Frames are only stamped and noted on arrival; the reducer runs at the end.
 */
class LightWatcher {
  /** Arrival time and frame code of every event, in arrival order. */
  private readonly times: number[] = [];
  private readonly codes: number[] = [];
  private joinStatus: AuctionStatus | null = null;
  private ws: WebSocket | null = null;
  private nextAckId = 0;
  private readonly acks = new Map<number, (ack: JoinAuctionAck) => void>();

  constructor(readonly spec: WatcherSpec) {}

  /** Connects and authenticates; resolves once Socket.IO's connection is made. */
  connect(timeoutMs = 30_000): Promise<void> {
    const { url, token } = this.spec;
    return withTimeout(
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
        this.ws = ws;
        ws.onerror = () => reject(new Error('websocket error'));
        ws.onclose = () => reject(new Error('websocket closed before joining'));
        ws.onmessage = (message: MessageEvent) => {
          const at = nowMs();
          const data = String(message.data);
          if (data.startsWith('42')) {
            this.times.push(at);
            this.codes.push(frameStore.code(data));
          } else if (data === '2') ws.send('3');
          else if (data.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
          else if (data.startsWith('40')) {
            ws.onclose = null;
            resolve();
          } else if (data.startsWith('44')) reject(new Error(`connection refused: ${data.slice(2)}`));
          else if (data.startsWith('43')) {
            const bracket = data.indexOf('[');
            const id = Number(data.slice(2, bracket));
            const [ack] = JSON.parse(data.slice(bracket)) as [JoinAuctionAck];
            this.acks.get(id)?.(ack);
            this.acks.delete(id);
          }
        };
      }),
      timeoutMs,
      'watcher connect',
    );
  }

  /** `join-auction`; resolves once it is acknowledged (the reducer starts from the first join's state). */
  join(timeoutMs = 30_000): Promise<void> {
    const id = this.nextAckId++;
    return withTimeout(
      new Promise<void>((resolve, reject) => {
        this.acks.set(id, (ack) => {
          if (!ack.ok) return reject(new Error(`join-auction refused: ${ack.code} ${ack.error}`));
          this.joinStatus ??= ack.status;
          resolve();
        });
        this.ws?.send(`42${id}${JSON.stringify(['join-auction', this.spec.auctionId])}`);
      }),
      timeoutMs,
      'join-auction',
    );
  }

  /** [seq, first arrival] of every bid this watcher was sent in a bid-update. */
  arrivals(): [number, number][] {
    const first = new Map<number, number>();
    this.codes.forEach((code, i) => {
      const [event, payload] = frameStore.event(code);
      if (event !== 'bid-update') return;
      for (const bid of (payload as BidUpdate).recentBids) {
        if (!first.has(bid.seq)) first.set(bid.seq, this.times[i] ?? NaN);
      }
    });
    return [...first];
  }

  /** The shared reducer over the first join's state and every event since, in arrival order. */
  feed(): AuctionFeedState {
    let feed = this.joinStatus ? applyAuctionStatus(emptyFeed(), this.joinStatus) : emptyFeed();
    this.codes.forEach((code, i) => {
      const [event, payload] = frameStore.event(code);
      if (event === 'bid-update') feed = applyBidUpdate(feed, payload as BidUpdate, this.times[i]);
      else if (event === 'auction-status') feed = applyAuctionStatus(feed, payload as AuctionStatus);
      else if (event === 'min-bid-update') feed = applyMinBidUpdate(feed, payload as MinBidUpdate);
      else if (event === 'auction-extended') feed = applyAuctionExtended(feed, payload as AuctionExtended);
      else if (event === 'participant-update')
        feed = applyParticipantUpdate(feed, payload as ParticipantUpdate);
    });
    return feed;
  }

  close(): void {
    this.ws?.close();
  }
}

function collect(watchers: LightWatcher[]): CollectedAuction[] {
  const byAuction = new Map<
    number,
    { watchers: number[]; arrivals: Map<string, [number, number, number[]]>; views: FinalView[] }
  >();
  for (const watcher of watchers) {
    const { auction, instance } = watcher.spec;
    let entry = byAuction.get(auction);
    if (!entry) {
      entry = { watchers: [], arrivals: new Map(), views: [] };
      byAuction.set(auction, entry);
    }
    entry.watchers[instance] = (entry.watchers[instance] ?? 0) + 1;
    for (const [seq, at] of watcher.arrivals()) {
      const key = `${seq}/${instance}`;
      const times = entry.arrivals.get(key);
      if (times) times[2].push(at);
      else entry.arrivals.set(key, [seq, instance, [at]]);
    }
    entry.views.push(finalViewOf(`watcher ${process.pid}/${auction}@${instance}`, watcher.feed()));
  }
  return [...byAuction].map(([auction, entry]) => ({
    auction,
    watchers: Array.from(entry.watchers, (n) => n ?? 0),
    arrivals: [...entry.arrivals.values()],
    views: foldFinalViews(entry.views),
  }));
}

function runWatchers(): void {
  const watchers: LightWatcher[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });

  /** `task` for every watcher, `concurrency` at a time; a watcher that fails is closed and dropped. */
  const forAll = async (
    items: LightWatcher[],
    concurrency: number,
    task: (w: LightWatcher) => Promise<void>,
  ) => {
    const started = nowMs();
    let failed = 0;
    let firstError: string | null = null;
    await mapLimit(items, concurrency, async (watcher) => {
      try {
        await task(watcher);
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
        watcher.close();
        watchers.splice(watchers.indexOf(watcher), 1);
      }
    });
    send({
      type: 'done',
      ok: items.length - failed,
      failed,
      firstError,
      seconds: (nowMs() - started) / 1000,
    });
  };

  process.on('message', (message: ParentMessage) => {
    switch (message.type) {
      case 'connect': {
        const fresh = message.watchers.map((spec) => new LightWatcher(spec));
        watchers.push(...fresh);
        void forAll(fresh, message.concurrency, (w) => w.connect());
        break;
      }
      case 'join':
        void forAll([...watchers], message.concurrency, (w) => w.join());
        break;
      case 'measure':
        loopDelay.reset();
        loopDelay.enable();
        break;
      case 'collect':
        loopDelay.disable();
        send({
          type: 'collected',
          auctions: collect(watchers),
          loopDelayP99: loopDelay.percentile(99) / 1e6,
        });
        break;
      case 'quit':
        for (const watcher of watchers) watcher.close();
        process.exit(0);
    }
  });
}

/** argv: redis URL, the adapter's key (channel prefix) of this floor only. */
async function runBareServer(redisUrl: string, key: string): Promise<void> {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, { transports: ['websocket'] });
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key }));
  // The bids of one auction all reach the same bare server, which numbers them.
  answerLikeTheEngine(io);

  http.listen(0, '127.0.0.1', () => {
    const address = http.address();
    send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  });
}

/** Only when started as a peer: the benchmark imports the helpers above. */
function main(): void {
  process.on('disconnect', () => process.exit(0));
  const [role, redisUrl, key] = process.argv.slice(2);
  if (role === 'watchers') runWatchers();
  else if (role === 'bare-server' && redisUrl && key) {
    runBareServer(redisUrl, key).catch((error: unknown) => {
      console.error('bare server failed:', error);
      process.exit(1);
    });
  } else {
    console.error('bench-mega-peers.ts is started by bench-mega.ts (roles: watchers, bare-server)');
    process.exit(2);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
