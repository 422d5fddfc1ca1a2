import { ActionIcon, Alert, CopyButton, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { EMD_ACCOUNT_LABELS, EMD_ACCOUNT_PARTS, SITE, type Sale } from '@eauction/shared';
import { SaleSection } from './sale-section';

/** 'Account number' as a sentence reads it; 'IFSC code' keeps its capitals. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label);

function CopyableFact({ label, value, mono }: { label: string; value: string; mono: boolean }) {
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
            <Tooltip label={copied ? 'Copied' : `Copy ${inSentence(label)}`} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'green.9' : 'navy.7'}
                onClick={copy}
                aria-label={copied ? `${label} copied` : `Copy ${inSentence(label)}`}
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
  const account = sale.payTo;
  return (
    <SaleSection title="Pay into this account" id="sale-pay-to-heading">
      {account ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm" data-testid="pay-to">
            {EMD_ACCOUNT_PARTS.map((part) => (
              <CopyableFact
                key={part}
                label={EMD_ACCOUNT_LABELS[part]}
                value={account[part]}
                mono={part === 'accountNo' || part === 'ifscCode'}
              />
            ))}
            <CopyableFact label="Reference to quote" value={sale.auctionCode} mono />
          </SimpleGrid>
          <Text size="sm">
            Pay by NEFT or RTGS from your own bank account, and quote the Auction ID {sale.auctionCode} as the
            reference.
          </Text>
        </>
      ) : (
        <Alert color="navy" variant="light">
          The account to pay into has not been published for this sale yet. Please do not pay until it is.
          Contact the auction house: {SITE.salesEmails[0]}, {SITE.phone} ({SITE.hours}, {SITE.businessDays}).
        </Alert>
      )}
    </SaleSection>
  );
}
