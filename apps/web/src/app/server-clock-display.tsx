import { useLingui } from '@lingui/react';
import { formatClock } from '@eauction/shared';
import { useLocale } from '../lib/i18n';
import { useServerNow } from '../lib/server-clock';
import { useMounted } from '../lib/use-mounted';

/**
 * The footer clock: the auction server's time in IST, corrected for the browser's clock offset and ticking
 * every second, so visitors see the clock that decides the close of auctions.
 */
export function ServerClockDisplay({ className }: { className?: string }) {
  const now = useServerNow();
  // A page rendered on the server (decision 035) does not show the time it was rendered at: the clock
  // reads the time only in the browser, from the first effect on.
  const inBrowser = useMounted();
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <span>
      {_('clock.serverTime')}{' '}
      <time
        role="timer"
        aria-label={_('clock.serverTimeName')}
        className={className}
        dateTime={inBrowser ? now.toISOString() : undefined}
      >
        {inBrowser ? formatClock(now, locale) : '…'}
      </time>
    </span>
  );
}
