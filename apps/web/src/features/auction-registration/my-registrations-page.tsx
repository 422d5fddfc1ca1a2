import { Trans, useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  PROPERTY_TYPE_KEYS,
  SALE_STATUS_KEYS,
  SITE_KEYS,
  STANDING_TEXTS,
  asSentence,
  formatDate,
  formatRupees,
  labelOf,
  registerAgainText,
  type MyRegistration,
} from '@eauction/shared';
import { PageLoader } from '../../components/loaders';
import { AccountPage } from '../../components/account-page';
import { SaleNextStep } from '../../components/sale-next-step';
import { useLocale } from '../../lib/i18n';
import { useMyRegistrations } from '../../lib/my-registrations';
import { textOf } from '../../lib/translate';
import { RegistrationStatusBadge } from '../../components/registration-status-badge';
import { emdStateText, resultText } from './registration-result';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** What the closed auction means for this bidder: the result and, for the winner, the sale's next step. */
function AuctionResult({
  registration,
  propertyPath,
}: {
  registration: MyRegistration;
  propertyPath: string;
}) {
  const { _ } = useLingui();
  const { result, sale } = registration;
  return (
    <Stack gap={6} data-testid="auction-result">
      <Text fw={700} c="navy.7">
        {resultText(registration, _)}
      </Text>
      {result?.won && sale ? (
        <>
          <Text size="sm">
            <Trans
              id="auctionRegistration.mine.saleStatus"
              values={{ status: _(SALE_STATUS_KEYS[sale.status]) }}
              components={{ 0: <strong /> }}
            />
          </Text>
          <SaleNextStep sale={sale} />
          <Group>
            <Button
              component={Link}
              to={`${propertyPath}/sale`}
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            >
              {_('auctionRegistration.mine.viewSale')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

function Rejection({ registration, propertyPath }: { registration: MyRegistration; propertyPath: string }) {
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <Stack gap={4} data-testid="rejection">
      {registration.rejectionReason ? (
        <Text size="sm">
          <Trans
            id="auctionRegistration.mine.reason"
            values={{ reason: asSentence(registration.rejectionReason) }}
            components={{ 0: <strong /> }}
          />
        </Text>
      ) : (
        <Text size="sm">{_('auctionRegistration.mine.notApproved')}</Text>
      )}
      <Text size="sm" c="dimmed">
        {registration.canRegisterAgain
          ? textOf(registerAgainText(registration.property.emdSubmission, locale))
          : _(STANDING_TEXTS.registerAgainClosed)}
      </Text>
      {registration.canRegisterAgain ? (
        <Group>
          <Button component={Link} to={`${propertyPath}/tender-payment`}>
            {_('auctionRegistration.registerAgain')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function RegistrationCard({ registration }: { registration: MyRegistration }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const { property, result, emd } = registration;
  const propertyPath = `/property/${encodeURIComponent(registration.auctionId)}`;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={`reg-${registration._id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Anchor component={Link} to={propertyPath} fw={700} c="navy.7" id={`reg-${registration._id}`}>
              {labelOf(_, PROPERTY_TYPE_KEYS, property.propertyType)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {_('auctionRegistration.mine.place', {
                location: property.propertyLocation,
                state: property.state,
                auctionCode: property.auctionCode,
              })}
            </Text>
          </Stack>
          <RegistrationStatusBadge status={registration.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact
            label={_('auctionRegistration.auctionDate')}
            value={formatDate(property.auctionDate, locale)}
          />
          <Fact label={_('auctionRegistration.emdAmount')} value={formatRupees(registration.emdAmount)} />
          <Fact
            label={_('auctionRegistration.mine.offerValue')}
            value={formatRupees(registration.offerValue)}
          />
          <Fact
            label={_('auctionRegistration.confirmationCode')}
            value={registration.confirmationCode ?? '—'}
          />
        </SimpleGrid>
        {emd ? (
          <Text size="sm" data-testid="emd-state">
            {emdStateText(emd, _, locale)}
          </Text>
        ) : null}
        {result ? <AuctionResult registration={registration} propertyPath={propertyPath} /> : null}
        {registration.status === 'rejected' ? (
          <Rejection registration={registration} propertyPath={propertyPath} />
        ) : result ? null : registration.status === 'approved' ? (
          <Group>
            <Button
              component={Link}
              to={`${propertyPath}/live-auction`}
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              color="green.9"
            >
              {_('auctionRegistration.mine.goToLiveAuction')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {_('auctionRegistration.mine.underReview')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Bidder dashboard, 'My Registrations': each auction registration with its status and its EMD's state
 * and, once the auction has closed, the result and the winner's next step with its countdown
 * (docs/product.md, "After the hammer on screen").
 */
export function MyRegistrationsPage() {
  const { _ } = useLingui();
  const registrations = useMyRegistrations();
  return (
    <AccountPage
      title={_('auctionRegistration.myRegistrations')}
      description={_('auctionRegistration.mine.metaDescription', { site: _(SITE_KEYS.name) })}
      path="/dashboard/registrations"
    >
      {registrations.isPending ? (
        <PageLoader label={_('auctionRegistration.mine.loading')} />
      ) : registrations.isError ? (
        <Alert color="red" role="alert">
          {_('auctionRegistration.mine.loadFailed')}
        </Alert>
      ) : registrations.data.length === 0 ? (
        <Text>{_('auctionRegistration.mine.empty')}</Text>
      ) : (
        <Stack gap="md">
          {registrations.data.map((registration) => (
            <RegistrationCard key={registration._id} registration={registration} />
          ))}
        </Stack>
      )}
    </AccountPage>
  );
}
