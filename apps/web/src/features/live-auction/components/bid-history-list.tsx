import { Badge, Group, Text } from '@mantine/core';
import { BID_HISTORY_LIMIT, formatRupees, type AuctionStatus } from '@eauction/shared';
import { formatBidTime } from '../auction-timing';
import { bidderLabel } from '../live-auction-state';
import classes from './live-auction.module.css';
import { Panel } from './panel';

/**
 * The newest bids first, at most 50 (docs/product.md, "Bid history list"). Bidders are never named: 'You' or
 * 'Other bidder' (the server sends aliases and tells each user which one is theirs).
 */
export function BidHistoryList({ status }: { status: AuctionStatus | null }) {
  const bids = status?.recentBids ?? [];
  return (
    <Panel id="bid-history-title" title="Bid history">
      <Text size="sm" c="dimmed" mt={-8}>
        Newest first · last {BID_HISTORY_LIMIT} bids · times in IST
      </Text>
      {status === null ? (
        <Text c="dimmed">The bids appear once the auction is joined.</Text>
      ) : bids.length === 0 ? (
        <Text c="dimmed" data-testid="no-bids">
          {`No bids yet. The first bid must be at least the reserve price of ${formatRupees(status.reservePrice)}.`}
        </Text>
      ) : (
        // Focusable so keyboard users can scroll it.
        <div className={classes.historyScroll} tabIndex={0} role="region" aria-label="Bids, newest first">
          <ol className={classes.historyList} data-testid="bid-history">
            {bids.map((bid) => {
              const who = bidderLabel(bid.bidderId, status);
              return (
                <li
                  key={bid.seq}
                  className={classes.historyItem}
                  data-mine={who === 'You'}
                  data-testid="bid-history-item"
                >
                  <Group gap={6} wrap="nowrap">
                    <Text fw={who === 'You' ? 700 : 500} data-testid="bidder">
                      {who}
                    </Text>
                    {bid.isAutoBid ? (
                      <Badge
                        size="sm"
                        variant="light"
                        color="navy"
                        radius="sm"
                        title="Placed by auto-bidding"
                      >
                        Auto
                      </Badge>
                    ) : null}
                  </Group>
                  <Text className={classes.historyAmount} data-testid="bid-amount">
                    {formatRupees(bid.amount)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
                    <time dateTime={bid.timestamp}>{formatBidTime(bid.timestamp)}</time>
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
