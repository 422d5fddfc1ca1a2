import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ServerTime, Success } from '@eauction/shared';
import { apiGet } from './api-client';

/**
 * The browser's clock may be wrong; auctions run on the server's. The offset is measured from
 * GET /api/time, halving the round trip, and refreshed every few minutes.
 */
const ServerClockContext = createContext<number>(0);
const RESYNC_MS = 5 * 60_000;
/** A new measure within this of the offset in use changes nothing (the clocks show whole seconds). */
export const OFFSET_TOLERANCE_MS = 250;

export async function measureServerOffset(): Promise<number> {
  const sentAt = Date.now();
  const res = await apiGet<Success<ServerTime>>('/time', { cache: 'no-store' });
  const receivedAt = Date.now();
  return Date.parse(res.data.now) - (sentAt + receivedAt) / 2;
}

export function ServerClockProvider({ children }: { children: ReactNode }) {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const sync = () =>
      measureServerOffset()
        .then((o) => {
          // A difference the clocks on screen cannot show is not worth rendering every one of them
          // again: on a page just drawn that is the whole catalogue (decision 023).
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
  return <ServerClockContext.Provider value={offset}>{children}</ServerClockContext.Provider>;
}

/** Milliseconds to add to Date.now() to get the server's time. */
export function useServerOffset(): number {
  return useContext(ServerClockContext);
}

/** The server's current time, re-rendering every `tickMs` (1 s by default). */
export function useServerNow(tickMs = 1000): Date {
  const offset = useServerOffset();
  const [now, setNow] = useState(() => new Date(Date.now() + offset));
  // The offset `now` was computed with: the first render's is current, so mounting renders nothing
  // again (on a page just drawn, every card of the catalogue would render a second time for nothing).
  const shownOffset = useRef(offset);
  useEffect(() => {
    if (shownOffset.current !== offset) {
      shownOffset.current = offset;
      setNow(new Date(Date.now() + offset));
    }
    const id = window.setInterval(() => setNow(new Date(Date.now() + offset)), tickMs);
    return () => window.clearInterval(id);
  }, [offset, tickMs]);
  return now;
}
