import { useLingui } from '@lingui/react';
import { Badge, Group, Text } from '@mantine/core';
import { BID_HISTORY_LIMIT, formatRupees, type AuctionStatus } from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { formatBidTime } from '../auction-timing';
import { bidderLabel, isOwnBid } from '../live-auction-state';
import classes from './live-auction.module.css';
import { Panel } from './panel';

/**
 * The newest bids first, at most 50 (docs/product.md, "Bid history list"). Bidders are never named: 'You' or
 * 'Other bidder' (the server sends aliases and tells each user which one is theirs).
 */
export function BidHistoryList({ status }: { status: AuctionStatus | null }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const bids = status?.recentBids ?? [];
  return (
    <Panel id="bid-history-title" title={_('liveAuction.history.title')}>
      <Text size="sm" c="dimmed" mt={-8}>
        {_('liveAuction.history.subtitle', { limit: BID_HISTORY_LIMIT })}
      </Text>
      {status === null ? (
        <Text c="dimmed">{_('liveAuction.history.notJoined')}</Text>
      ) : bids.length === 0 ? (
        <Text c="dimmed" data-testid="no-bids">
          {_('liveAuction.history.empty', { reserve: formatRupees(status.reservePrice) })}
        </Text>
      ) : (
        // Focusable so keyboard users can scroll it.
        <div
          className={classes.historyScroll}
          tabIndex={0}
          role="region"
          aria-label={_('liveAuction.history.listLabel')}
        >
          <ol className={classes.historyList} data-testid="bid-history">
            {bids.map((bid) => {
              const mine = isOwnBid(bid.bidderId, status);
              return (
                <li
                  key={bid.seq}
                  className={classes.historyItem}
                  data-mine={mine}
                  data-testid="bid-history-item"
                >
                  <Group gap={6} wrap="nowrap">
                    <Text fw={mine ? 700 : 500} data-testid="bidder">
                      {bidderLabel(bid.bidderId, status, _)}
                    </Text>
                    {bid.isAutoBid ? (
                      <Badge
                        size="sm"
                        variant="light"
                        color="navy"
                        radius="sm"
                        title={_('liveAuction.history.autoTitle')}
                      >
                        {_('liveAuction.history.auto')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text className={classes.historyAmount} data-testid="bid-amount">
                    {formatRupees(bid.amount)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
                    <time dateTime={bid.timestamp}>{formatBidTime(bid.timestamp, locale)}</time>
                  </Text>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </Panel>
  );
}
