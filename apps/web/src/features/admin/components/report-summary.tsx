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
  return (
    <SimpleGrid cols={{ base: 2, sm: isDetailed ? 4 : 5 }} spacing="sm">
      <Fact label="Reserve price" value={formatRupees(report.reservePrice)} />
      {isDetailed ? (
        <Fact
          label="Highest bid"
          value={report.highestBid === null ? ADMIN_MESSAGES.noBids : formatRupees(report.highestBid)}
        />
      ) : null}
      <Fact label="Highest bidder" value={report.highestBidder ?? ADMIN_MESSAGES.notAvailable} />
      <Fact label="Auction Success" value={auctionSuccessText(report.auctionSuccess)} />
      <Fact label="Total bids" value={String(report.totalBids)} />
      <Fact label="Active bidders" value={String(report.activeBidders)} />
      {isDetailed ? (
        <Fact label="Registered participants" value={String(report.registeredParticipants)} />
      ) : null}
    </SimpleGrid>
  );
}
