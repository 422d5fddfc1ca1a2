import { useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';

export function AuctionRegistrationPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta
        title="Participate Registration for E-Auction"
        description="Register for an e-auction with buyer, document and bank details."
        path={`/property/${encodeURIComponent(id)}/auction-registration`}
        noIndex
      />
      <PageContainer
        title="Participate Registration for E-Auction"
        size="md"
        lead="This form collects the buyer details, identity and address documents, bank details and EMD payment for one auction. The data you enter is used to generate the Bid Document, and a PDF of it is sent to you after the EMD challan is generated."
      />
    </>
  );
}
