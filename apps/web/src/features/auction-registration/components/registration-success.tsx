import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  NEFT_RTGS,
  PAYMENT_MODES,
  formatDate,
  formatRupees,
  type Property,
  type RegistrationCreated,
} from '@eauction/shared';
import { EmdPaymentDetails } from '../../../components/emd-payment-details';
import { RegistrationStatusBadge } from '../../../components/registration-status-badge';

type RegistrationSuccessProps = {
  property: Property;
  paymentMode: string;
  result: RegistrationCreated;
};

function modeLabel(mode: string): string {
  return PAYMENT_MODES.find((m) => m.value === mode)?.label ?? mode;
}

/**
 * What a buyer sees after registering: the confirmation code, the EMD amount and how to pay it, the
 * server's note about the e-mailed Bid Document, and the way to My Registrations.
 */
export function RegistrationSuccess({ property, paymentMode, result }: RegistrationSuccessProps) {
  const deadline = `${formatDate(property.emdSubmission)} (11:59 PM IST)`;
  const emd = formatRupees(result.emdAmount);
  // The published EMD account above (decision 031); until there is one, the lender as before.
  const payee = property.emdAccount
    ? `the EMD account above (${property.emdAccount.accountName})`
    : property.bankName;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title="Registration submitted"
        >
          {result.message}
        </Alert>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Confirmation code
          </Text>
          <Text fz="xl" fw={700} ff="monospace" data-testid="confirmation-code">
            {result.confirmationCode ?? '—'}
          </Text>
        </Stack>
        <Group gap="xl">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              EMD amount
            </Text>
            <Text fz="lg" fw={700}>
              {emd}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Auction ID
            </Text>
            <Text fw={600}>{property.auctionCode}</Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Status
            </Text>
            <div>
              <RegistrationStatusBadge status={result.status} />
            </div>
          </Stack>
        </Group>
        <EmdPaymentDetails property={property} reference={result.confirmationCode} />
        <Stack gap="xs">
          <Title order={2} size="h4" c="navy.7">
            How to pay the EMD
          </Title>
          {paymentMode === NEFT_RTGS ? (
            <List spacing="xs">
              <List.Item>
                Transfer {emd} by NEFT or RTGS to {payee} for Auction ID {property.auctionCode}, no later than{' '}
                {deadline}.
              </List.Item>
              <List.Item>
                Quote your confirmation code {result.confirmationCode ?? ''} in the transfer remarks. The UTR
                number you entered is matched against the credit before you are approved.
              </List.Item>
            </List>
          ) : (
            <List spacing="xs">
              <List.Item>
                Deliver the EMD of {emd} by {modeLabel(paymentMode)} drawn in favour of {payee}, payable at{' '}
                {property.propertyLocation}, no later than {deadline}.
              </List.Item>
              <List.Item>
                Write your confirmation code {result.confirmationCode ?? ''} and the Auction ID on the back of
                the instrument.
              </List.Item>
            </List>
          )}
          <Text size="sm">
            The auction house reviews your documents and payment; once approved you can join the live auction
            from{' '}
            <Anchor component={Link} to="/dashboard/registrations">
              My Registrations
            </Anchor>
            .
          </Text>
        </Stack>
        <Group>
          <Button component={Link} to="/dashboard/registrations">
            Go to My Registrations
          </Button>
          <Button component={Link} to={`/property/${encodeURIComponent(property._id)}`} variant="default">
            Back to the property
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
