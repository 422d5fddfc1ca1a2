import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ServerTime, Success } from '@eauction/shared';
import { apiGet } from './api-client';

/**
 * The browser's clock may be wrong; auctions run on the server's. The offset is measured from
 * GET /api/time, halving the round trip, and refreshed every few minutes.
 */
const ServerClockContext = createContext<number>(0);
const RESYNC_MS = 5 * 60_000;

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
          if (!cancelled) setOffset(o);
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
  useEffect(() => {
    setNow(new Date(Date.now() + offset));
    const id = window.setInterval(() => setNow(new Date(Date.now() + offset)), tickMs);
    return () => window.clearInterval(id);
  }, [offset, tickMs]);
  return now;
}
