import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  STANDING_TEXTS,
  asSentence,
  formatDate,
  formatRupees,
  registerAgainText,
  type MyRegistration,
} from '@eauction/shared';
import { PageLoader } from '../../components/loaders';
import { PageMeta } from '../../components/page-meta';
import { useMyRegistrations } from '../../lib/my-registrations';
import { RegistrationStatusBadge } from '../../components/registration-status-badge';

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

function RegistrationCard({ registration }: { registration: MyRegistration }) {
  const { property } = registration;
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
        {registration.status === 'approved' ? (
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
        ) : registration.status === 'pending' ? (
          <Text size="sm" c="dimmed">
            The auction house is reviewing your documents and EMD payment.
          </Text>
        ) : (
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
                ? registerAgainText(property.emdSubmission)
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
        )}
      </Stack>
    </Card>
  );
}

/** Bidder dashboard, 'My Registrations': each auction registration with its status and EMD. */
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
