import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { TENDER_FEE, formatDate, formatRupees } from '@eauction/shared';
import { EmdPaymentDetails } from '../../components/emd-payment-details';
import { PageLoader } from '../../components/loaders';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { errorMessage } from '../../lib/api-client';
import { useProperty } from '../../lib/property-query';
import { RegistrationClosed, useRegistrationOpen } from './components/registration-closed';
import { ExistingRegistration, useMyRegistrationFor } from './components/existing-registration';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * docs/product.md, "Tender payment": the auction ID and property summary, the tender fee (fixed at 0 for
 * e-auctions, shown disabled) and 'I ACCEPT, REGISTER ME', which leads to the registration form.
 */
export function TenderPaymentPage() {
  const { id = '' } = useParams();
  const property = useProperty(id);
  const open = useRegistrationOpen(property.data);
  const mine = useMyRegistrationFor(id);
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
        lead="Check the auction below and accept the tender terms to continue to the registration form."
      >
        {property.isPending || mine.isPending ? (
          <PageLoader label="Loading the auction" />
        ) : property.isError ? (
          <Alert color="red" role="alert" title="Auction unavailable">
            {errorMessage(property.error, 'The auction could not be loaded. Please try again.')}
          </Alert>
        ) : mine.registration ? (
          <ExistingRegistration property={property.data} registration={mine.registration} />
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Title order={2} size="h3" c="navy.7">
                Auction ID: {property.data.auctionCode}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Fact label="Property type" value={property.data.propertyType} />
                <Fact label="Location" value={`${property.data.propertyLocation}, ${property.data.state}`} />
                <Fact label="Reserve price" value={formatRupees(property.data.reservePrice)} />
                <Fact label="EMD amount" value={formatRupees(property.data.emdAmount)} />
                <Fact label="Auction date" value={formatDate(property.data.auctionDate)} />
                <Fact label="EMD submission deadline" value={formatDate(property.data.emdSubmission)} />
              </SimpleGrid>
              <EmdPaymentDetails property={property.data} />
              <TextInput
                label="Tender fee (₹)"
                value={String(TENDER_FEE)}
                disabled
                readOnly
                description="There is no tender fee for e-auctions."
                maw={320}
              />
              <Text size="sm">
                By continuing you accept the terms of the e-auction as published in the sale notice and agree
                that the data you enter in the registration form is used for your Bid Document.
              </Text>
              {open ? null : <RegistrationClosed property={property.data} />}
              <Group>
                {open ? (
                  <Button
                    component={Link}
                    to={`/property/${encodeURIComponent(id)}/auction-registration`}
                    size="md"
                  >
                    I ACCEPT, REGISTER ME
                  </Button>
                ) : null}
                <Button component={Link} to={`/property/${encodeURIComponent(id)}`} variant="default">
                  Back to the property
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </PageContainer>
    </>
  );
}
