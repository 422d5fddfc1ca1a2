import { Paper, Tabs, Text } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { RegistrationManagement } from './components/registration-management';

/** Spec 2, "Admin Dashboard": the six tabs, switched in place (the route stays /admin). */
const TABS = [
  'Dashboard',
  'Property Upload',
  'Auction Reports',
  'Add Property',
  'Registration Management',
  'Auction List',
] as const;

const IMPLEMENTED = 'Registration Management';

export function AdminPage() {
  return (
    <>
      <PageMeta
        title="Admin Dashboard"
        description="Administration of e-Nilami auctions."
        path="/admin"
        noIndex
      />
      <PageContainer title="Admin Dashboard" size="xl">
        <Tabs defaultValue="Dashboard" keepMounted={false}>
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {tab}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="lg">
              {tab === IMPLEMENTED ? (
                <RegistrationManagement />
              ) : (
                <Paper withBorder radius="md" p="lg">
                  <Text>{tab} arrives with the admin console work.</Text>
                </Paper>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </PageContainer>
    </>
  );
}
