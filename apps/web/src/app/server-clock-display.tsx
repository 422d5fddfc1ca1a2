import { formatClock } from '@eauction/shared';
import { useServerNow } from '../lib/server-clock';

/**
 * The footer clock: the auction server's time in IST, corrected for the browser's clock offset and ticking
 * every second, so visitors see the clock that decides the close of auctions.
 */
export function ServerClockDisplay({ className }: { className?: string }) {
  const now = useServerNow();
  return (
    <span>
      Server time:{' '}
      <time role="timer" aria-label="Server time" className={className} dateTime={now.toISOString()}>
        {formatClock(now)}
      </time>
    </span>
  );
}
