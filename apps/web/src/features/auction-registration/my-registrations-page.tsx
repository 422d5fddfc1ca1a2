import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  SALE_STATUS_LABELS,
  STANDING_TEXTS,
  asSentence,
  formatDate,
  formatRupees,
  registerAgainText,
  type MyRegistration,
} from '@eauction/shared';
import { PageLoader } from '../../components/loaders';
import { PageMeta } from '../../components/page-meta';
import { SaleNextStep } from '../../components/sale-next-step';
import { useMyRegistrations } from '../../lib/my-registrations';
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
  const { result, sale } = registration;
  return (
    <Stack gap={6} data-testid="auction-result">
      <Text fw={700} c="navy.7">
        {resultText(registration)}
      </Text>
      {result?.won && sale ? (
        <>
          <Text size="sm">
            Sale: <strong>{SALE_STATUS_LABELS[sale.status]}</strong>
          </Text>
          <SaleNextStep sale={sale} />
          <Group>
            <Button
              component={Link}
              to={`${propertyPath}/sale`}
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            >
              View Sale and Payments
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

function Rejection({ registration, propertyPath }: { registration: MyRegistration; propertyPath: string }) {
  return (
    <Stack gap={4} data-testid="rejection">
      {registration.rejectionReason ? (
        <Text size="sm">
          <strong>Reason:</strong> {asSentence(registration.rejectionReason)}
        </Text>
      ) : (
        <Text size="sm">This registration was not approved.</Text>
      )}
      <Text size="sm" c="dimmed">
        {registration.canRegisterAgain
          ? registerAgainText(registration.property.emdSubmission)
          : STANDING_TEXTS.registerAgainClosed}
      </Text>
      {registration.canRegisterAgain ? (
        <Group>
          <Button component={Link} to={`${propertyPath}/tender-payment`}>
            Register Again
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function RegistrationCard({ registration }: { registration: MyRegistration }) {
  const { property, result, emd } = registration;
  const propertyPath = `/property/${encodeURIComponent(registration.auctionId)}`;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={`reg-${registration._id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Anchor component={Link} to={propertyPath} fw={700} c="navy.7" id={`reg-${registration._id}`}>
              {property.propertyType}
            </Anchor>
            <Text size="sm" c="dimmed">
              {property.propertyLocation}, {property.state} · Auction ID {property.auctionCode}
            </Text>
          </Stack>
          <RegistrationStatusBadge status={registration.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label="Auction date" value={formatDate(property.auctionDate)} />
          <Fact label="EMD amount" value={formatRupees(registration.emdAmount)} />
          <Fact label="Offer value" value={formatRupees(registration.offerValue)} />
          <Fact label="Confirmation code" value={registration.confirmationCode ?? '—'} />
        </SimpleGrid>
        {emd ? (
          <Text size="sm" data-testid="emd-state">
            {emdStateText(emd)}
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
              Go to Live Auction
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            The auction house is reviewing your documents and EMD payment.
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
  const registrations = useMyRegistrations();
  return (
    <>
      <PageMeta
        title="My Registrations"
        description="Your auction registrations on e-Nilami."
        path="/dashboard/registrations"
        noIndex
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2" c="navy.7">
            My Registrations
          </Title>
          {registrations.isPending ? (
            <PageLoader label="Loading your registrations" />
          ) : registrations.isError ? (
            <Alert color="red" role="alert">
              Failed to load your registrations. Please try again.
            </Alert>
          ) : registrations.data.length === 0 ? (
            <Text>
              You have not registered for any auction yet. Open a property with registration open and choose
              &lsquo;Register Now&rsquo;.
            </Text>
          ) : (
            <Stack gap="md">
              {registrations.data.map((registration) => (
                <RegistrationCard key={registration._id} registration={registration} />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </>
  );
}
