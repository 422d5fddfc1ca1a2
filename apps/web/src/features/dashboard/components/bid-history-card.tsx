import { Trans, useLingui } from '@lingui/react';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  bidDisplayState,
  borrowerName,
  capitalizeWords,
  formatDate,
  formatDateTime,
  formatRupees,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type BidDisplayState,
  type BidHistoryEntry,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import classes from './bid-history-card.module.css';

/** The status of a bid as its card shows it (docs/product.md, "Bid display state"), its label's message key. */
const STATUS: Record<BidDisplayState, { label: string; color: string; variant: 'filled' | 'light' }> = {
  winning: { label: 'dashboard.bids.status.winning', color: 'green', variant: 'filled' },
  active: { label: 'dashboard.bids.status.active', color: 'navy', variant: 'light' },
  ended: { label: 'dashboard.bids.status.ended', color: 'gray', variant: 'light' },
};

/** One of the user's bids: its property, the amount, the standing and when it was placed. */
export function BidHistoryCard({ entry }: { entry: BidHistoryEntry }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const { property: p } = entry;
  const status = STATUS[bidDisplayState(entry)];
  const type = labelOf(_, PROPERTY_TYPE_KEYS, p.propertyType);
  const place = [capitalizeWords(p.propertyLocation), p.State].filter(Boolean).join(', ');
  const titleId = `bid-${entry._id}-title`;
  const facts: Array<[string, string]> = [
    [_('dashboard.bids.card.yourBid'), formatRupees(entry.amount)],
    [_('dashboard.bids.card.auctionDate'), formatDate(p.auctionDate, locale) || '—'],
    [_('dashboard.bids.card.loanAccount'), p.loanAccountNo || '—'],
    [_('dashboard.bids.card.owner'), borrowerName(p.customerName) || '—'],
  ];
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-labelledby={titleId}
      data-testid="bid-card"
      data-bid-id={entry._id}
    >
      {/* On a phone the badges drop below the title rather than being cut short. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 10rem' }}>
          <Title order={2} size="h5" id={titleId}>
            {type}
          </Title>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMapPin size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm">{place}</Text>
          </Group>
        </div>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {entry.isAutoBid ? (
            <Badge variant="outline" color="navy" radius="sm" title={_('dashboard.bids.card.autoTitle')}>
              {_('dashboard.bids.card.auto')}
            </Badge>
          ) : null}
          <Badge color={status.color} variant={status.variant} radius="sm" data-testid="bid-status">
            {_(status.label)}
          </Badge>
        </Group>
      </Group>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={classes.term}>{label}</dt>
            <dd className={classes.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {/* On a phone the buttons take a row of their own, each at least half of it, so neither is cut. */}
      <div className={classes.footer}>
        <Text size="xs" c="dimmed">
          <Trans
            id="dashboard.bids.card.placed"
            values={{ when: formatDateTime(entry.timestamp, locale) }}
            components={{ 0: <time dateTime={entry.timestamp} /> }}
          />
        </Text>
        <div className={classes.buttons}>
          <Button
            component={Link}
            to={`/property/${encodeURIComponent(p._id)}`}
            variant="subtle"
            size="compact-sm"
            aria-describedby={titleId}
          >
            {_('dashboard.bids.card.viewProperty')}
          </Button>
          {entry.auctionActive ? (
            <Button
              component={Link}
              to={`/property/${encodeURIComponent(p._id)}/live-auction`}
              variant="light"
              size="compact-sm"
              rightSection={<IconArrowRight size={14} aria-hidden="true" />}
              aria-describedby={titleId}
            >
              {_('dashboard.bids.card.liveAuction')}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
