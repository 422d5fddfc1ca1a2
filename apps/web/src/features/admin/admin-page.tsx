import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';

export function AdminPage() {
  return (
    <>
      <PageMeta
        title="Admin Dashboard"
        description="Administration of e-Nilami auctions."
        path="/admin"
        noIndex
      />
      <PageContainer
        title="Admin Dashboard"
        lead="Administrators see the dashboard counters here, upload and add properties, read auction reports, review registrations and manage auctions."
      />
    </>
  );
}
