import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';

export function LiveAuctionPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta
        title="Live auction"
        description="Bid live in an e-auction for which your registration is approved."
        path={`/property/${encodeURIComponent(id)}/live-auction`}
        noIndex
      />
      <PageContainer
        title="Live auction"
        size="md"
        lead="Approved bidders see the current highest bid, the time remaining and the bid history here, and place bids or set an auto-bid until the auction closes."
      />
    </>
  );
}
