import { useParams } from 'react-router';
import { TENDER_FEE, formatRupees } from '@eauction/shared';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';

export function TenderPaymentPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta
        title="Tender Payment for E-Auction"
        description="Accept the tender terms of an e-auction before registering for it."
        path={`/property/${encodeURIComponent(id)}/tender-payment`}
        noIndex
      />
      <PageContainer
        title="Tender Payment for E-Auction"
        size="md"
        lead={`This page shows the auction ID and the tender fee, which is ${formatRupees(TENDER_FEE)} for e-auctions. Accepting the terms here takes you to the auction registration form.`}
      />
    </>
  );
}
