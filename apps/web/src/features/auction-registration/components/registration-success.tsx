import { Trans, useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  NEFT_RTGS,
  PAYMENT_MODE_KEYS,
  REGISTRATION_MESSAGES,
  formatDate,
  formatRupees,
  labelOf,
  type Property,
  type RegistrationCreated,
} from '@eauction/shared';
import { EmdPaymentDetails } from '../../../components/emd-payment-details';
import { RegistrationStatusBadge } from '../../../components/registration-status-badge';
import { useLocale } from '../../../lib/i18n';

type RegistrationSuccessProps = {
  property: Property;
  paymentMode: string;
  result: RegistrationCreated;
};

/**
 * What a buyer sees after registering: the confirmation code, the EMD amount and how to pay it, the
 * server's note about the e-mailed Bid Document, and the way to My Registrations.
 */
export function RegistrationSuccess({ property, paymentMode, result }: RegistrationSuccessProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const deadline = _('auctionRegistration.success.deadline', {
    date: formatDate(property.emdSubmission, locale),
  });
  const emd = formatRupees(result.emdAmount);
  const code = result.confirmationCode ?? '';
  // The published EMD account above (decision 031); until there is one, the lender as before.
  const payee = property.emdAccount
    ? _('auctionRegistration.success.emdAccountAbove', { accountName: property.emdAccount.accountName })
    : property.bankName;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title={_('auctionRegistration.success.title')}
        >
          {/* The answer's `message` is this text in English. */}
          {_(REGISTRATION_MESSAGES.submitted)}
        </Alert>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {_('auctionRegistration.confirmationCode')}
          </Text>
          <Text fz="xl" fw={700} ff="monospace" data-testid="confirmation-code">
            {result.confirmationCode ?? '—'}
          </Text>
        </Stack>
        <Group gap="xl">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {_('auctionRegistration.emdAmount')}
            </Text>
            <Text fz="lg" fw={700}>
              {emd}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {_('auctionRegistration.auctionIdLabel')}
            </Text>
            <Text fw={600}>{property.auctionCode}</Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {_('auctionRegistration.success.status')}
            </Text>
            <div>
              <RegistrationStatusBadge status={result.status} />
            </div>
          </Stack>
        </Group>
        <EmdPaymentDetails property={property} reference={result.confirmationCode} />
        <Stack gap="xs">
          <Title order={2} size="h4" c="navy.7">
            {_('auctionRegistration.success.howToPay')}
          </Title>
          {paymentMode === NEFT_RTGS ? (
            <List spacing="xs">
              <List.Item>
                {_('auctionRegistration.success.neftTransfer', {
                  emd,
                  payee,
                  auctionCode: property.auctionCode,
                  deadline,
                })}
              </List.Item>
              <List.Item>{_('auctionRegistration.success.neftQuote', { code })}</List.Item>
            </List>
          ) : (
            <List spacing="xs">
              <List.Item>
                {_('auctionRegistration.success.instrumentDeliver', {
                  emd,
                  mode: labelOf(_, PAYMENT_MODE_KEYS, paymentMode),
                  payee,
                  place: property.propertyLocation,
                  deadline,
                })}
              </List.Item>
              <List.Item>{_('auctionRegistration.success.instrumentWrite', { code })}</List.Item>
            </List>
          )}
          <Text size="sm">
            <Trans
              id="auctionRegistration.success.reviewNote"
              components={{ 0: <Anchor component={Link} to="/dashboard/registrations" /> }}
            />
          </Text>
        </Stack>
        <Group>
          <Button component={Link} to="/dashboard/registrations">
            {_('auctionRegistration.goToMyRegistrations')}
          </Button>
          <Button component={Link} to={`/property/${encodeURIComponent(property._id)}`} variant="default">
            {_('auctionRegistration.backToProperty')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
