import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ServerTime, Success } from '@eauction/shared';
import { apiGet } from './api-client';

/**
 * The browser's clock may be wrong; auctions run on the server's. The offset is measured from
 * GET /api/time, halving the round trip, and refreshed every few minutes.
 */
type ServerClock = {
  /** Milliseconds to add to Date.now() to get the server's time. */
  offset: number;
  /**
   * The server's moment of rendering a page (docs/decisions/035-server-rendering-through-the-router.md),
   * for the render that hydrates it: what depends on the time is then drawn as the server drew it. Null
   * once the page is live.
   */
  renderedAt: number | null;
};
const ServerClockContext = createContext<ServerClock>({ offset: 0, renderedAt: null });
const RESYNC_MS = 5 * 60_000;
/** A new measure within this of the offset in use changes nothing (the clocks show whole seconds). */
export const OFFSET_TOLERANCE_MS = 250;

export async function measureServerOffset(): Promise<number> {
  const sentAt = Date.now();
  const res = await apiGet<Success<ServerTime>>('/time', { cache: 'no-store' });
  const receivedAt = Date.now();
  return Date.parse(res.data.now) - (sentAt + receivedAt) / 2;
}

type ServerClockProviderProps = {
  children: ReactNode;
  /** The moment (ms) the server rendered the page being hydrated at, when it says so. */
  renderedAt?: number;
};

export function ServerClockProvider({ children, renderedAt }: ServerClockProviderProps) {
  const [offset, setOffset] = useState(0);
  const [firstRenderAt, setFirstRenderAt] = useState(renderedAt ?? null);
  // Hydrated: from now on the clocks show the live time, in a background render.
  useEffect(() => {
    if (firstRenderAt !== null) startTransition(() => setFirstRenderAt(null));
  }, [firstRenderAt]);
  useEffect(() => {
    let cancelled = false;
    const sync = () =>
      measureServerOffset()
        .then((o) => {
          // A difference the clocks on screen cannot show is not worth rendering every one of them
          // again: on a page just hydrated that is the whole catalogue.
          if (!cancelled) setOffset((current) => (Math.abs(o - current) < OFFSET_TOLERANCE_MS ? current : o));
        })
        .catch(() => {
          /* keep the last offset; the clock still runs */
        });
    void sync();
    const id = window.setInterval(sync, RESYNC_MS);
    return () => {
      cancelled = true;
      window.clearInterval(id);
    };
  }, []);
  const clock = useMemo(() => ({ offset, renderedAt: firstRenderAt }), [offset, firstRenderAt]);
  return <ServerClockContext.Provider value={clock}>{children}</ServerClockContext.Provider>;
}

/** Milliseconds to add to Date.now() to get the server's time. */
export function useServerOffset(): number {
  return useContext(ServerClockContext).offset;
}

/**
 * The server's current time, re-rendering every `tickMs` (1 s by default). In the render that hydrates
 * a page the server rendered, the moment it rendered it at (decision 035).
 */
export function useServerNow(tickMs = 1000): Date {
  const { offset, renderedAt } = useContext(ServerClockContext);
  const [now, setNow] = useState(() => new Date(renderedAt ?? Date.now() + offset));
  // What `now` was computed from: the first render's is current, so mounting renders nothing again
  // (on a page just drawn, every card of the catalogue would render a second time for nothing).
  const shown = useRef({ offset, renderedAt });
  useEffect(() => {
    const was = shown.current;
    if (was.offset !== offset || was.renderedAt !== renderedAt) {
      shown.current = { offset, renderedAt };
      const live = () => setNow(new Date(renderedAt ?? Date.now() + offset));
      // From the drawn moment to the live time: every clock of the page at once, in the background.
      if (was.renderedAt !== null) startTransition(live);
      else live();
    }
    if (renderedAt !== null) return;
    const id = window.setInterval(() => setNow(new Date(Date.now() + offset)), tickMs);
    return () => window.clearInterval(id);
  }, [offset, renderedAt, tickMs]);
  return now;
}
