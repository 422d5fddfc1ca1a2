import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  capitalizeWords,
  cardState,
  formatDate,
  formatRupees,
  formatTime,
  type Property,
} from '@eauction/shared';
import { AuctionStateButton } from './auction-state-button';
import { EmdProgress } from './emd-progress';
import { InterestToggle } from './interest-toggle';
import classes from './property-card.module.css';

/** A card cannot offer bidding or registration without knowing when the auction runs. */
export function hasAuctionData(
  p: Pick<Property, 'auctionDate' | 'auctionStartTime' | 'auctionEndTime'>,
): boolean {
  return Boolean(p.auctionDate && p.auctionStartTime && p.auctionEndTime);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

type PropertyCardProps = {
  property: Property;
  /** The server's clock (useServerNow), so every card changes state when the server says so. */
  now: Date;
};

/** One property of the listing (spec 2, "Home (listing)", "Card"). */
export function PropertyCard({ property: p, now }: PropertyCardProps) {
  const isComplete = hasAuctionData(p);
  const state = isComplete ? cardState(p, now) : null;
  const city = capitalizeWords(p.propertyLocation);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="property-card"
      data-property-id={p._id}
      component="article"
      aria-labelledby={`property-${p._id}-title`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap={6}>
          <Badge variant="light" radius="sm" data-testid="property-type">
            {capitalizeWords(p.propertyType)}
          </Badge>
          {state === 'live' && (
            <Badge color="red.9" radius="sm" leftSection={<span className={classes.liveDot} aria-hidden />}>
              Live now
            </Badge>
          )}
        </Group>
        <InterestToggle propertyId={p._id} />
      </Group>

      <Title order={3} size="h4" mt="xs" id={`property-${p._id}-title`}>
        <Group component="span" gap={4} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <span>
            {city}, {p.state}
          </span>
        </Group>
      </Title>
      {p.bankName && (
        <Text size="xs" c="dimmed" mt={2}>
          {p.bankName}
        </Text>
      )}

      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="sm">
        Reserve Price
      </Text>
      <Text size="xl" fw={700} c="navy.7" data-testid="reserve-price">
        {formatRupees(p.reservePrice)}
      </Text>

      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="xs">
        <Fact label="Auction Date">
          <span data-testid="auction-date">{p.auctionDate ? formatDate(p.auctionDate) : '—'}</span>
        </Fact>
        <Fact label="Auction Time">
          {p.auctionStartTime ? formatTime(p.auctionStartTime) : '—'}
          {p.auctionEndTime ? ` – ${formatTime(p.auctionEndTime)}` : ''}
        </Fact>
        <Fact label="EMD Deadline">{p.emdSubmission ? formatDate(p.emdSubmission) : '—'}</Fact>
        <Fact label="Possession">{p.possessionType ? capitalizeWords(p.possessionType) : '—'}</Fact>
      </SimpleGrid>

      {p.emdSubmission && (
        <Stack mt="sm" gap={0}>
          <EmdProgress emdSubmission={p.emdSubmission} now={now} />
        </Stack>
      )}

      <div className={classes.actions}>
        {state === null ? (
          <Stack gap="xs">
            <Text c="red" size="sm" fw={600}>
              Error: Auction data is missing.
            </Text>
            <Button component={Link} to={`/property/${p._id}`} variant="default">
              View Property Details
            </Button>
          </Stack>
        ) : (
          <div className={classes.buttons}>
            <Button component={Link} to={`/property/${p._id}`} variant="default">
              View Property Details
            </Button>
            <AuctionStateButton propertyId={p._id} state={state} />
          </div>
        )}
      </div>
    </Card>
  );
}
