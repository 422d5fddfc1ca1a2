import { useLingui } from '@lingui/react';
import { ActionIcon, Alert, CopyButton, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { EMD_ACCOUNT_KEYS, EMD_ACCOUNT_PARTS, SITE, SITE_KEYS, type Sale } from '@eauction/shared';
import { SaleSection } from './sale-section';

/** 'Account number' as a sentence reads it; 'IFSC code' keeps its capitals. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label);

function CopyableFact({ label, value, mono }: { label: string; value: string; mono: boolean }) {
  const { _ } = useLingui();
  const copyLabel = _('sale.payTo.copy', { label: inSentence(label) });
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" align="center">
        <Text fw={600} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? _('sale.payTo.copied') : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'green.9' : 'navy.7'}
                onClick={copy}
                aria-label={copied ? _('sale.payTo.labelCopied', { label }) : copyLabel}
              >
                {copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/**
 * Where the buyer pays: the auction's beneficiary account (the one of the EMD), each value copyable,
 * with the Auction ID to quote. Without a published account it says whom to contact, never blanks.
 */
export function PayToAccount({ sale }: { sale: Sale }) {
  const { _ } = useLingui();
  const account = sale.payTo;
  return (
    <SaleSection title={_('sale.payTo.title')} id="sale-pay-to-heading">
      {account ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm" data-testid="pay-to">
            {EMD_ACCOUNT_PARTS.map((part) => (
              <CopyableFact
                key={part}
                label={_(EMD_ACCOUNT_KEYS[part])}
                value={account[part]}
                mono={part === 'accountNo' || part === 'ifscCode'}
              />
            ))}
            <CopyableFact label={_('sale.payTo.reference')} value={sale.auctionCode} mono />
          </SimpleGrid>
          <Text size="sm">{_('sale.payTo.howToPay', { auctionCode: sale.auctionCode })}</Text>
        </>
      ) : (
        <Alert color="navy" variant="light">
          {_('sale.payTo.notPublished', {
            email: SITE.salesEmails[0],
            phone: SITE.phone,
            hours: _(SITE_KEYS.hours),
            days: _(SITE_KEYS.businessDays),
          })}
        </Alert>
      )}
    </SaleSection>
  );
}
