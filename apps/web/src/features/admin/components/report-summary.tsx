import { useLingui } from '@lingui/react';
import { SimpleGrid } from '@mantine/core';
import { ADMIN_MESSAGES, auctionSuccessText, formatRupees, type AuctionReport } from '@eauction/shared';
import { Fact } from './fact';

/**
 * docs/product.md, "Report summary": the summary of a report: reserve price, total bids, highest bidder
 * ('N/A' without bids), active bidders and Auction Success (the highest bid at least the reserve price; 'In
 * progress' until the auction has ended, as the server decides). The details add the highest bid and the
 * registered participants.
 */
export function ReportSummary({
  report,
  isDetailed = false,
}: {
  report: AuctionReport;
  isDetailed?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <SimpleGrid cols={{ base: 2, sm: isDetailed ? 4 : 5 }} spacing="sm">
      <Fact label={_('admin.report.reservePrice')} value={formatRupees(report.reservePrice)} />
      {isDetailed ? (
        <Fact
          label={_('admin.report.highestBid')}
          value={report.highestBid === null ? _(ADMIN_MESSAGES.noBids) : formatRupees(report.highestBid)}
        />
      ) : null}
      <Fact
        label={_('admin.report.highestBidder')}
        value={report.highestBidder ?? _(ADMIN_MESSAGES.notAvailable)}
      />
      <Fact label={_('admin.report.auctionSuccess')} value={_(auctionSuccessText(report.auctionSuccess))} />
      <Fact label={_('admin.report.totalBids')} value={String(report.totalBids)} />
      <Fact label={_('admin.report.activeBidders')} value={String(report.activeBidders)} />
      {isDetailed ? (
        <Fact
          label={_('admin.report.registeredParticipants')}
          value={String(report.registeredParticipants)}
        />
      ) : null}
    </SimpleGrid>
  );
}
