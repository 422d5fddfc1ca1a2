import { useLingui } from '@lingui/react';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconInfoCircle } from '@tabler/icons-react';
import {
  EMD_ACCOUNT_KEYS,
  EMD_ACCOUNT_NOT_PUBLISHED,
  EMD_ACCOUNT_PARTS,
  SITE,
  SITE_KEYS,
  defaultEmdAmount,
  formatDate,
  formatRupees,
  type Property,
} from '@eauction/shared';
import { useLocale } from '../lib/i18n';

/** The registration form's help under the account: pay first, then give the proof (decision 031). */
export function EmdPayFirstHelp() {
  const { _ } = useLingui();
  return <>{_('components.emdPayment.payFirstHelp')}</>;
}

/** The same help as an element, for the registration form to place: `<Text>{EMD_PAY_FIRST_HELP}</Text>`. */
export const EMD_PAY_FIRST_HELP = <EmdPayFirstHelp />;

type EmdPaymentDetailsProps = {
  property: Pick<Property, 'emdAmount' | 'reservePrice' | 'emdSubmission' | 'emdAccount'>;
  /** The registration's confirmation code, once there is one: the reference the bidder quotes. */
  reference?: string | null;
  /** The heading's level where the component is placed (2 on its own page, 3 inside a section). */
  headingOrder?: 2 | 3;
};

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Where and how much to pay the EMD (decision 031): the amount, the deadline and the auction's
 * beneficiary account, shown before anything asks for a UTR or a receipt (tender payment, the property
 * page, the registration form) and again with the reference to quote after registering. Without a
 * published account it says so and whom to contact, never blanks.
 */
export function EmdPaymentDetails({ property, reference, headingOrder = 2 }: EmdPaymentDetailsProps) {
  const amount = property.emdAmount > 0 ? property.emdAmount : defaultEmdAmount(property.reservePrice);
  const { _ } = useLingui();
  const locale = useLocale();
  const account = property.emdAccount;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="emd-payment-heading">
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" c="navy.7" id="emd-payment-heading">
          {_('components.emdPayment.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Fact label={_('components.emdPayment.amount')} value={formatRupees(amount)} />
          <Fact
            label={_('components.emdPayment.payBy')}
            value={_('components.emdPayment.payByValue', {
              date: formatDate(property.emdSubmission, locale),
            })}
          />
        </SimpleGrid>
        {account ? (
          <>
            <Text size="sm" fw={600}>
              <IconBuildingBank size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
              {_('components.emdPayment.beneficiaryAccount')}
            </Text>
            <SimpleGrid
              cols={{ base: 1, xs: 2, sm: 3 }}
              spacing="sm"
              verticalSpacing="xs"
              data-testid="emd-account"
            >
              {EMD_ACCOUNT_PARTS.map((part) => (
                <Fact
                  key={part}
                  label={_(EMD_ACCOUNT_KEYS[part])}
                  value={account[part]}
                  mono={part === 'accountNo' || part === 'ifscCode'}
                />
              ))}
              {reference ? (
                <Fact label={_('components.emdPayment.reference')} value={reference} mono />
              ) : null}
            </SimpleGrid>
          </>
        ) : (
          <Alert
            color="navy"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
            title={_(EMD_ACCOUNT_NOT_PUBLISHED.title)}
          >
            {_(EMD_ACCOUNT_NOT_PUBLISHED.body, {
              email: SITE.salesEmails[0],
              phone: SITE.phone,
              hours: _(SITE_KEYS.hours),
              days: _(SITE_KEYS.businessDays),
            })}
            {reference ? ` ${_('components.emdPayment.quoteReference', { reference })}` : null}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
