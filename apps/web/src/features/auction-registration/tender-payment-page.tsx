import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PROPERTY_TYPE_KEYS, TENDER_FEE, formatDate, formatRupees, labelOf } from '@eauction/shared';
import { EmdPaymentDetails } from '../../components/emd-payment-details';
import { PageLoader } from '../../components/loaders';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { errorMessage } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
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
  const { _ } = useLingui();
  const locale = useLocale();
  const { id = '' } = useParams();
  const property = useProperty(id);
  const open = useRegistrationOpen(property.data);
  const mine = useMyRegistrationFor(id);
  return (
    <>
      <PageMeta
        title={_('auctionRegistration.tender.title')}
        description={_('auctionRegistration.tender.metaDescription')}
        path={`/property/${encodeURIComponent(id)}/tender-payment`}
        noIndex
      />
      <PageContainer
        title={_('auctionRegistration.tender.title')}
        size="md"
        lead={_('auctionRegistration.tender.lead')}
      >
        {property.isPending || mine.isPending ? (
          <PageLoader label={_('auctionRegistration.loadingAuction')} />
        ) : property.isError ? (
          <Alert color="red" role="alert" title={_('auctionRegistration.auctionUnavailable')}>
            {errorMessage(property.error, _('auctionRegistration.auctionLoadFailed'))}
          </Alert>
        ) : mine.registration ? (
          <ExistingRegistration property={property.data} registration={mine.registration} />
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Title order={2} size="h3" c="navy.7">
                {_('auctionRegistration.auctionId', { auctionCode: property.data.auctionCode })}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Fact
                  label={_('auctionRegistration.tender.propertyType')}
                  value={labelOf(_, PROPERTY_TYPE_KEYS, property.data.propertyType)}
                />
                <Fact
                  label={_('auctionRegistration.tender.location')}
                  value={`${property.data.propertyLocation}, ${property.data.state}`}
                />
                <Fact
                  label={_('auctionRegistration.tender.reservePrice')}
                  value={formatRupees(property.data.reservePrice)}
                />
                <Fact
                  label={_('auctionRegistration.emdAmount')}
                  value={formatRupees(property.data.emdAmount)}
                />
                <Fact
                  label={_('auctionRegistration.auctionDate')}
                  value={formatDate(property.data.auctionDate, locale)}
                />
                <Fact
                  label={_('auctionRegistration.tender.emdDeadline')}
                  value={formatDate(property.data.emdSubmission, locale)}
                />
              </SimpleGrid>
              <EmdPaymentDetails property={property.data} />
              <TextInput
                label={_('auctionRegistration.tender.tenderFee')}
                value={String(TENDER_FEE)}
                disabled
                readOnly
                description={_('auctionRegistration.tender.noTenderFee')}
                maw={320}
              />
              <Text size="sm">{_('auctionRegistration.tender.acceptTerms')}</Text>
              {open ? null : <RegistrationClosed property={property.data} />}
              <Group>
                {open ? (
                  <Button
                    component={Link}
                    to={`/property/${encodeURIComponent(id)}/auction-registration`}
                    size="md"
                  >
                    {_('auctionRegistration.tender.accept')}
                  </Button>
                ) : null}
                <Button component={Link} to={`/property/${encodeURIComponent(id)}`} variant="default">
                  {_('auctionRegistration.backToProperty')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </PageContainer>
    </>
  );
}
