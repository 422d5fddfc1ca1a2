import type {
  AuctionStatus,
  JoinAuctionAck,
  PlaceBid,
  PlaceBidAck,
  ServerToClientEvents,
} from '@eauction/shared';
import type { AuctionSocket } from '../lib/socket';

type Listener = (...args: never[]) => void;
type ServerEvent = keyof ServerToClientEvents;

export interface FakeSocketOptions {
  /** Answers join-auction; by default an ok with `status` (and the auction-status event first). */
  status?: AuctionStatus;
  onJoin?: (auctionId: string) => JoinAuctionAck | Promise<JoinAuctionAck>;
  onPlaceBid?: (payload: PlaceBid) => PlaceBidAck | Promise<PlaceBidAck>;
  /** Whether connect() succeeds at once (default) or the test calls serverConnect() itself. */
  connectsAtOnce?: boolean;
}

/**
 * A stand-in for the Socket.IO client with the few members the live auction uses (on, connect,
 * disconnect, connected, active, timeout().emitWithAck, removeAllListeners), driven by the test:
 * the "server" connects, drops the line, answers joins and bids and pushes events.
 */
export class FakeAuctionSocket {
  connected = false;
  active = false;
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  private listeners = new Map<string, Listener[]>();

  /** What the fake server answers with; a test may change it between connections. */
  constructor(public options: FakeSocketOptions = {}) {}

  /** The typed view the hook expects; the members it uses are all here. */
  asSocket(): AuctionSocket {
    return this as unknown as AuctionSocket;
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  connect() {
    this.active = true;
    if (this.options.connectsAtOnce !== false) queueMicrotask(() => this.serverConnect());
    return this;
  }

  disconnect() {
    const wasConnected = this.connected;
    this.connected = false;
    this.active = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: (event: string, ...args: unknown[]) => this.emitWithAck(event, args),
    };
  }

  /** The server accepts the connection. */
  serverConnect() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The line drops; Socket.IO would retry by itself (active stays true). */
  serverDrop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The handshake is refused for good (no retry), with the server's message. */
  serverRefuse(message: string) {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  serverEmit<E extends ServerEvent>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
    this.fire(event, ...args);
  }

  joins(): string[] {
    return this.emitted.filter((e) => e.event === 'join-auction').map((e) => e.args[0] as string);
  }

  bids(): PlaceBid[] {
    return this.emitted.filter((e) => e.event === 'place-bid').map((e) => e.args[0] as PlaceBid);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  private async emitWithAck(event: string, args: unknown[]): Promise<unknown> {
    this.emitted.push({ event, args });
    if (event === 'join-auction') {
      const auctionId = args[0] as string;
      if (this.options.onJoin) return this.options.onJoin(auctionId);
      const { status } = this.options;
      if (!status) return new Promise(() => {}); // never answers
      this.fire('auction-status', status);
      return { ok: true, status } satisfies JoinAuctionAck;
    }
    if (event === 'place-bid') {
      const payload = args[0] as PlaceBid;
      if (this.options.onPlaceBid) return this.options.onPlaceBid(payload);
      return new Promise(() => {});
    }
    return undefined;
  }
}
