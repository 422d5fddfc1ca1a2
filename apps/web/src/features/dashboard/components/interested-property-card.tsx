import { useLingui } from '@lingui/react';
import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  borrowerName,
  capitalizeWords,
  formatDate,
  formatRupees,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type Property,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';

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

type InterestedPropertyCardProps = {
  property: Property;
  isUpcoming: boolean;
  onRemove: () => void;
  isRemoving: boolean;
};

/** One saved property on the dashboard (docs/product.md, "Interested Properties"). */
export function InterestedPropertyCard({
  property: p,
  isUpcoming,
  onRemove,
  isRemoving,
}: InterestedPropertyCardProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const type = labelOf(_, PROPERTY_TYPE_KEYS, p.propertyType);
  const place = `${capitalizeWords(p.propertyLocation)}, ${p.state}`;
  const titleId = `interested-${p._id}-title`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="interested-card"
      data-property-id={p._id}
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Badge
          color={isUpcoming ? 'green' : 'gray'}
          variant={isUpcoming ? 'filled' : 'light'}
          radius="sm"
          data-testid="auction-tag"
        >
          {isUpcoming ? _('dashboard.interested.card.upcoming') : _('dashboard.interested.card.completed')}
        </Badge>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onRemove}
          disabled={isRemoving}
          aria-label={_('dashboard.interested.card.removeLabel', { type, place })}
          title={_('dashboard.interested.card.removeTitle')}
        >
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Title order={2} size="h4" mt="xs" id={titleId}>
        {type}
      </Title>
      <Group gap={4} wrap="nowrap" align="flex-start" mt={2}>
        <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{place}</Text>
      </Group>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="sm" mt="sm">
        <Fact label={_('dashboard.interested.card.reservePrice')}>{formatRupees(p.reservePrice)}</Fact>
        <Fact label={_('dashboard.interested.card.auctionDate')}>
          {formatDate(p.auctionDate, locale) || '—'}
        </Fact>
      </SimpleGrid>
      <Stack gap={0} mt="sm">
        <Fact label={_('dashboard.interested.card.owner')}>{borrowerName(p.customerName) || '—'}</Fact>
      </Stack>
      <div style={{ marginTop: 'auto', paddingTop: 'var(--mantine-spacing-md)' }}>
        <Button
          component={Link}
          to={`/property/${p._id}`}
          variant="light"
          fullWidth
          aria-describedby={titleId}
        >
          {_('dashboard.interested.card.viewDetails')}
        </Button>
      </div>
    </Card>
  );
}
