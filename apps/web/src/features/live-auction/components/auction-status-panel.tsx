import { Alert, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockPlus, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  BIDDING_MESSAGES,
  SOFT_CLOSE_EXTENSION_SECONDS,
  formatDate,
  formatRupees,
  formatTime,
} from '@eauction/shared';
import { formatCountdown, startsAtText, type AuctionClock } from '../auction-timing';
import type { Standing } from '../live-auction-state';
import classes from './live-auction.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

export interface AuctionStatusView {
  currentBid: number | null;
  reservePrice: number;
  minimumBid: number;
  participants: number | null;
  auctionStartTime: string;
  auctionEndTime: string;
  extensionCount: number;
  standing: Standing | null;
}

/** The user's standing, said only to those who bid. */
const STANDING_BADGE: Partial<Record<Standing, { label: string; color: string; icon: ReactNode }>> = {
  leading: {
    label: 'You are the highest bidder',
    color: 'green',
    icon: <IconTrophy size={14} aria-hidden="true" />,
  },
  outbid: {
    label: 'You have been outbid',
    color: 'saffron.8',
    icon: <IconAlertTriangle size={14} aria-hidden="true" />,
  },
};

const EXTENSION_MINUTES = SOFT_CLOSE_EXTENSION_SECONDS / 60;

/**
 * 'Auction extended by 5 minutes' and how many times, with the new end
 * (docs/product.md, "Auction timing").
 */
export function extensionText(extensionCount: number, auctionEndTime: string): string {
  const times = extensionCount === 1 ? 'once' : `${extensionCount} times`;
  return `Auction extended by ${EXTENSION_MINUTES} minutes (extended ${times}); it now ends at ${formatTime(auctionEndTime)} IST.`;
}

/**
 * The current highest bid, the time remaining and the auction's facts. New bids are announced by the
 * BidAnnouncer beside this panel; the countdown is not announced (a reading every second would drown
 * everything else: role timer is not live, and aria-live says so outright), but it is labelled so a
 * screen reader finds it.
 */
export function AuctionStatusPanel({ view, clock }: { view: AuctionStatusView; clock: AuctionClock }) {
  const { currentBid, standing } = view;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.statusPanel}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <div>
            <Title order={2} size="h5" c="dimmed" tt="uppercase" id="current-bid-label">
              Current highest bid
            </Title>
            <div role="group" aria-labelledby="current-bid-label">
              {currentBid === null ? (
                <>
                  <Text className={classes.bigFigure} c="navy.7" data-testid="current-bid">
                    No bids yet
                  </Text>
                  <Text size="sm">Reserve price {formatRupees(view.reservePrice)}</Text>
                </>
              ) : (
                <Text className={classes.bigFigure} c="navy.7" data-testid="current-bid">
                  {formatRupees(currentBid)}
                </Text>
              )}
              {standing && STANDING_BADGE[standing] ? (
                <Badge
                  color={STANDING_BADGE[standing].color}
                  size="lg"
                  radius="sm"
                  mt={6}
                  leftSection={STANDING_BADGE[standing].icon}
                  data-testid="standing"
                >
                  {STANDING_BADGE[standing].label}
                </Badge>
              ) : null}
            </div>
          </div>
          <div>
            <Title order={2} size="h5" c="dimmed" tt="uppercase" id="time-remaining-label">
              Time remaining
            </Title>
            <div
              role="group"
              data-testid="countdown"
              data-phase={clock.phase}
              aria-labelledby="time-remaining-label"
            >
              {clock.phase === 'ended' ? (
                <Text className={classes.bigFigure} c="red.8" role="status">
                  {BIDDING_MESSAGES.auctionEnded}
                </Text>
              ) : clock.phase === 'upcoming' ? (
                <>
                  <Text className={classes.bigFigure} c="navy.7" role="status">
                    {startsAtText(view.auctionStartTime)}
                  </Text>
                  <Text size="sm">
                    On {formatDate(view.auctionStartTime)}, India time. Bidding opens when the auction starts.
                  </Text>
                </>
              ) : (
                <>
                  <Text
                    className={`${classes.bigFigure} ${classes.countdown}`}
                    c="navy.7"
                    role="timer"
                    aria-live="off"
                  >
                    {formatCountdown(clock.remainingSeconds)}
                  </Text>
                  <Text size="sm">Ends at {formatTime(view.auctionEndTime)} IST</Text>
                </>
              )}
            </div>
          </div>
        </SimpleGrid>
        {view.extensionCount > 0 ? (
          <Alert
            color="saffron"
            variant="light"
            icon={<IconClockPlus size={20} aria-hidden="true" />}
            role="status"
            data-testid="extension-notice"
          >
            {extensionText(view.extensionCount, view.auctionEndTime)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" className={classes.facts}>
          <Fact label="Reserve price">{formatRupees(view.reservePrice)}</Fact>
          <Fact label="Minimum next bid">{formatRupees(view.minimumBid)}</Fact>
          <Fact label="Active participants">
            <span data-testid="participants">{view.participants ?? '—'}</span>
          </Fact>
          <Fact label="Session start">
            {formatDate(view.auctionStartTime)} {formatTime(view.auctionStartTime)}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
