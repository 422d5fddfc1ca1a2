// Child processes of `npm run bench:bidding`, started by it (never by hand):
//
//   watchers     a share of the fan-out watchers: each joins the auction on every target server (the
//                engine and the bare broadcaster) with a socket per target, only listens, keeps the
//                auction through the shared feed reducer and notes when each bid (by seq) reached it.
//                The benchmark spreads the watchers over several such processes so the load
//                generator is not what it measures.
//   bare-server  the baseline: a bare Socket.IO server speaking just enough of the bidding contract
//                (join-auction, place-bid → acknowledgement, then bid-update to the room) with no
//                database behind it, so the engine's fan-out is measured beside the library's own.
//
// Both talk to the benchmark over the IPC channel and exit when it goes away.
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
import { foldViews, mapLimit, nowMs, viewOf, withTimeout, type ClientView } from './bench-support';
import { answerLikeTheEngine } from './bare-bidding';

/** A server the watchers join: the engine, or the bare broadcaster beside it. */
export interface WatchTarget {
  name: string;
  url: string;
  auctionId: string;
}

export type ParentMessage =
  | { type: 'join'; targets: WatchTarget[]; tokens: string[]; concurrency: number }
  | { type: 'measure' }
  | { type: 'collect' }
  | { type: 'quit' };

export interface JoinOutcome {
  target: string;
  joined: number;
  failed: number;
  firstError: string | null;
  seconds: number;
}

export interface Collected {
  target: string;
  /** [seq, arrival times at each watcher that saw it] */
  arrivals: [number, number[]][];
  views: ClientView[];
}

export type PeerMessage =
  | { type: 'joined'; outcomes: JoinOutcome[] }
  | {
      type: 'collected';
      targets: Collected[];
      /** Event-loop delay p99 in this process since `measure`, ms: high means the driver is saturated. */
      loopDelayP99: number;
    }
  | { type: 'listening'; port: number };

const send = (message: PeerMessage) => process.send?.(message);

/**
 * The events this process's watchers received, each distinct frame kept once: a broadcast reaches
 * every watcher as an identical frame, and keeping hundreds of thousands of copies alive would make
 * the garbage collector, not the server, decide the slowest deliveries.
 */
class FrameStore {
  private readonly codes = new Map<string, number>();
  private readonly frames: string[] = [];
  private parsed: [string, unknown][] | null = null;

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
    this.parsed ??= this.frames.map((frame) => JSON.parse(frame.slice(2)) as [string, unknown]);
    const event = this.parsed[code];
    if (!event) throw new Error(`no frame ${code}`);
    return event;
  }
}

const frameStore = new FrameStore();

/**
 * A watcher that costs its process as little as a browser on its own device would: a bare WebSocket
 * speaking Socket.IO's wire protocol (Engine.IO 4: `0` open, `2`/`3` ping/pong; Socket.IO: `40`
 * connect with the token, `42[...]` event, `43<id>[...]` acknowledgement). A frame is only stamped
 * and noted on arrival; at the end every event is replayed, in arrival order, through the shared feed
 * reducer, which gives the watcher's final state exactly as a live client would have held it. A
 * thousand socket.io-client instances in two processes would otherwise spend more time decoding than
 * the server spends sending, and the benchmark would measure itself.
 */
class LightWatcher {
  /** Arrival time and frame code of every event, in arrival order. */
  private readonly times: number[] = [];
  private readonly codes: number[] = [];
  private joinStatus: AuctionStatus | null = null;
  private ws: WebSocket | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly auctionId: string,
  ) {}

  /** Connects, authenticates and joins; resolves once the join is acknowledged. */
  join(timeoutMs = 30_000): Promise<void> {
    return withTimeout(
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(`${this.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
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
          else if (data.startsWith('0')) ws.send(`40${JSON.stringify({ token: this.token })}`);
          else if (data.startsWith('40')) ws.send(`420${JSON.stringify(['join-auction', this.auctionId])}`);
          else if (data.startsWith('44')) reject(new Error(`connection refused: ${data.slice(2)}`));
          else if (data.startsWith('430')) {
            const [ack] = JSON.parse(data.slice(3)) as [JoinAuctionAck];
            if (!ack.ok) reject(new Error(`join-auction refused: ${ack.code} ${ack.error}`));
            else {
              this.joinStatus = ack.status;
              ws.onclose = null;
              resolve();
            }
          }
        };
      }),
      timeoutMs,
      'watcher join',
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

  /** The shared reducer over the join's state and every event since, in arrival order. */
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

/** Every watcher of one target in this process, and when each bid reached each of them. */
class TargetWatchers {
  readonly watchers: LightWatcher[] = [];
  failed = 0;
  firstError: string | null = null;

  constructor(readonly target: WatchTarget) {}

  async add(token: string): Promise<void> {
    const watcher = new LightWatcher(this.target.url, token, this.target.auctionId);
    try {
      await watcher.join();
      this.watchers.push(watcher);
    } catch (error) {
      this.failed += 1;
      this.firstError ??= error instanceof Error ? error.message : String(error);
      watcher.close();
    }
  }

  collect(): Collected {
    const arrivals = new Map<number, number[]>();
    for (const watcher of this.watchers) {
      for (const [seq, at] of watcher.arrivals()) {
        const times = arrivals.get(seq);
        if (times) times.push(at);
        else arrivals.set(seq, [at]);
      }
    }
    return {
      target: this.target.name,
      arrivals: [...arrivals.entries()],
      views: foldViews(
        this.watchers.map((w, i) => viewOf(`${this.target.name} watcher ${process.pid}/${i}`, w.feed())),
      ),
    };
  }
}

function runWatchers(): void {
  let groups: TargetWatchers[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });

  process.on('message', (message: ParentMessage) => {
    switch (message.type) {
      case 'join':
        void join(message);
        break;
      case 'measure':
        loopDelay.reset();
        loopDelay.enable();
        break;
      case 'collect':
        loopDelay.disable();
        send({
          type: 'collected',
          targets: groups.map((g) => g.collect()),
          loopDelayP99: loopDelay.percentile(99) / 1e6,
        });
        break;
      case 'quit':
        for (const group of groups) for (const watcher of group.watchers) watcher.close();
        process.exit(0);
    }
  });

  async function join(message: Extract<ParentMessage, { type: 'join' }>): Promise<void> {
    groups = message.targets.map((target) => new TargetWatchers(target));
    // One socket per watcher and target (the same people watch both servers), one target after the
    // other so each target's join time is its own.
    const outcomes: JoinOutcome[] = [];
    for (const group of groups) {
      const started = Date.now();
      await mapLimit(message.tokens, message.concurrency, (token) => group.add(token));
      outcomes.push({
        target: group.target.name,
        joined: group.watchers.length,
        failed: group.failed,
        firstError: group.firstError,
        seconds: (Date.now() - started) / 1000,
      });
    }
    send({ type: 'joined', outcomes });
  }
}

function runBareServer(): void {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, { transports: ['websocket'] });
  answerLikeTheEngine(io);

  http.listen(0, '127.0.0.1', () => {
    const address = http.address();
    send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
  });
}

process.on('disconnect', () => process.exit(0));
const role = process.argv[2];
if (role === 'watchers') runWatchers();
else if (role === 'bare-server') runBareServer();
else {
  console.error('bench-bidding-peers.ts is started by bench-bidding.ts (roles: watchers, bare-server)');
  process.exit(2);
}
