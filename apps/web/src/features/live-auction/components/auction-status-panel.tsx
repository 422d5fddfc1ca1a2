import { useLingui } from '@lingui/react';
import { Alert, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockPlus, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  BIDDING_MESSAGES,
  SOFT_CLOSE_EXTENSION_SECONDS,
  formatDate,
  formatRupees,
  formatTime,
  type Locale,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { formatCountdown, startsAtText, type AuctionClock } from '../auction-timing';
import type { Standing } from '../live-auction-state';
import type { Translate } from '../translate';
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

/** The user's standing, said only to those who bid (the label a message key). */
const STANDING_BADGE: Partial<Record<Standing, { label: string; color: string; icon: ReactNode }>> = {
  leading: {
    label: 'liveAuction.status.leading',
    color: 'green',
    icon: <IconTrophy size={14} aria-hidden="true" />,
  },
  outbid: {
    label: 'liveAuction.status.outbid',
    color: 'saffron.8',
    icon: <IconAlertTriangle size={14} aria-hidden="true" />,
  },
};

const EXTENSION_MINUTES = SOFT_CLOSE_EXTENSION_SECONDS / 60;

/**
 * 'Auction extended by 5 minutes' and how many times, with the new end
 * (docs/product.md, "Auction timing").
 */
export function extensionText(
  extensionCount: number,
  auctionEndTime: string,
  _: Translate,
  locale: Locale,
): string {
  return _('liveAuction.status.extended', {
    minutes: EXTENSION_MINUTES,
    count: extensionCount,
    time: formatTime(auctionEndTime, locale),
  });
}

/**
 * The current highest bid, the time remaining and the auction's facts. New bids are announced by the
 * BidAnnouncer beside this panel; the countdown is not announced (a reading every second would drown
 * everything else: role timer is not live, and aria-live says so outright), but it is labelled so a
 * screen reader finds it.
 */
export function AuctionStatusPanel({ view, clock }: { view: AuctionStatusView; clock: AuctionClock }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const { currentBid, standing } = view;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.statusPanel}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <div>
            <Title order={2} size="h5" c="dimmed" tt="uppercase" id="current-bid-label">
              {_('liveAuction.status.currentBid')}
            </Title>
            <div role="group" aria-labelledby="current-bid-label">
              {currentBid === null ? (
                <>
                  <Text className={classes.bigFigure} c="navy.7" data-testid="current-bid">
                    {_('liveAuction.status.noBids')}
                  </Text>
                  <Text size="sm">
                    {_('liveAuction.status.reservePriceOf', { amount: formatRupees(view.reservePrice) })}
                  </Text>
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
                  {_(STANDING_BADGE[standing].label)}
                </Badge>
              ) : null}
            </div>
          </div>
          <div>
            <Title order={2} size="h5" c="dimmed" tt="uppercase" id="time-remaining-label">
              {_('liveAuction.status.timeRemaining')}
            </Title>
            <div
              role="group"
              data-testid="countdown"
              data-phase={clock.phase}
              aria-labelledby="time-remaining-label"
            >
              {clock.phase === 'ended' ? (
                <Text className={classes.bigFigure} c="red.8" role="status">
                  {_(BIDDING_MESSAGES.auctionEnded)}
                </Text>
              ) : clock.phase === 'upcoming' ? (
                <>
                  <Text className={classes.bigFigure} c="navy.7" role="status">
                    {startsAtText(view.auctionStartTime, _, locale)}
                  </Text>
                  <Text size="sm">
                    {_('liveAuction.status.startsOn', { date: formatDate(view.auctionStartTime, locale) })}
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
                  <Text size="sm">
                    {_('liveAuction.status.endsAt', { time: formatTime(view.auctionEndTime, locale) })}
                  </Text>
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
            {extensionText(view.extensionCount, view.auctionEndTime, _, locale)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" className={classes.facts}>
          <Fact label={_('liveAuction.status.reservePrice')}>{formatRupees(view.reservePrice)}</Fact>
          <Fact label={_('liveAuction.status.minimumBid')}>{formatRupees(view.minimumBid)}</Fact>
          <Fact label={_('liveAuction.status.participants')}>
            <span data-testid="participants">{view.participants ?? '—'}</span>
          </Fact>
          <Fact label={_('liveAuction.status.sessionStart')}>
            {formatDate(view.auctionStartTime, locale)} {formatTime(view.auctionStartTime, locale)}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
