import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { AUCTION_OUTCOME_KEYS, formatRupees, type AuctionOutcome } from '@eauction/shared';

/** The line under the outcome's heading: how many took part once sold, else what the state means. */
export function outcomeSummary(outcome: AuctionOutcome, _: I18n['_']): string {
  switch (outcome.state) {
    case 'sold':
      return _('properties.outcome.sold', { bidders: outcome.biddersCount, bids: outcome.bidsCount });
    case 'ended':
      return _('properties.outcome.ended');
    case 'cancelled':
      return _('properties.outcome.cancelled');
  }
}

/**
 * How an auction that is over ended (docs/product.md, "After the hammer on screen"): 'Auction ended',
 * 'Sold' with the number of bidders and bids and the sale price when it is public, or 'Auction
 * cancelled'. Never who bid. It comes with the property's data, so the server renders it as the browser
 * does.
 */
export function AuctionOutcomeNotice({ outcome }: { outcome: AuctionOutcome }) {
  const { _ } = useLingui();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      component="section"
      aria-labelledby="auction-outcome-heading"
      data-testid="auction-outcome"
      data-state={outcome.state}
    >
      <Stack gap={4}>
        <Title order={2} size="h4" c="navy.7" id="auction-outcome-heading">
          <IconGavel size={20} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {_(AUCTION_OUTCOME_KEYS[outcome.state])}
        </Title>
        <Text size="sm">{outcomeSummary(outcome, _)}</Text>
        {outcome.state === 'sold' && outcome.salePrice !== null ? (
          <Text size="sm" fw={700}>
            {_('properties.outcome.salePrice', { price: formatRupees(outcome.salePrice) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
