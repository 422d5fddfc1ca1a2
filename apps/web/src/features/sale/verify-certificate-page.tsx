import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { SALE_MESSAGES, SITE, formatDate, formatRupees, type CertificateCheck } from '@eauction/shared';
import { PageMeta } from '../../components/page-meta';
import { errorMessage } from '../../lib/api-client';
import { certificateCheckQueryOptions } from './api/check-certificate';
import { Facts } from '../../components/facts';

/** The page's headline for a genuine certificate. */
export const genuineText = (certificateNo: string) => `Sale certificate ${certificateNo} is genuine`;

function HomeLink() {
  return (
    <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Go to the home page
    </Button>
  );
}

function Genuine({ check }: { check: CertificateCheck }) {
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck
          size={36}
          color="var(--mantine-color-green-9)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Title order={1} size="h2" c="navy.7">
          Sale certificate <span style={{ whiteSpace: 'nowrap' }}>{check.certificateNo}</span> is genuine
        </Title>
      </Group>
      <Text>
        {SITE.name} issued this sale certificate for the property below. Check that what you were shown
        matches it.
      </Text>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="check-heading"
      >
        <Title order={2} size="h4" c="navy.7" id="check-heading" mb="sm">
          What the certificate records
        </Title>
        <Facts
          items={[
            ['Certificate number', check.certificateNo],
            ['Auction ID', check.auctionCode],
            ['Property', check.property],
            ['Bank', check.bankName],
            ['Sale price', formatRupees(check.salePrice)],
            ['Sale date', formatDate(check.saleDate)],
            ['Confirmed on', formatDate(check.confirmedOn)],
            ['Issued on', formatDate(check.issuedOn)],
            ['Buyer', check.buyer],
          ]}
        />
      </Paper>
      <Text size="sm" c="dimmed">
        The buyer’s name is shown with all but the first letter of each word hidden.
      </Text>
      <Group>
        <HomeLink />
      </Group>
    </Stack>
  );
}

function Unknown({ certificateNo }: { certificateNo: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconAlertTriangle
          size={36}
          color="var(--mantine-color-red-9)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Title order={1} size="h2" c="navy.7">
          {SALE_MESSAGES.certificateNotFound}
        </Title>
      </Group>
      <Text style={{ overflowWrap: 'anywhere' }}>
        No sale certificate of {SITE.name} is numbered <strong>{certificateNo}</strong>. Check the number
        printed on the certificate, for example <span style={{ whiteSpace: 'nowrap' }}>SC-2026-000001</span>.
        A certificate whose number is not found here was not issued by {SITE.name}: contact the auction house
        at {SITE.salesEmails[0]} or {SITE.phone}.
      </Text>
      <HomeLink />
    </Stack>
  );
}

/**
 * The public check of a sale certificate, /verify/:certificateNo (docs/product.md, "Sale certificate"),
 * rendered on the server with its answer: 'Sale certificate … is genuine' with what it records and the
 * masked buyer, or 'No sale certificate has this number' (answered with HTTP 404).
 */
export function VerifyCertificatePage() {
  const { certificateNo = '' } = useParams();
  const check = useQuery(certificateCheckQueryOptions(certificateNo));
  const genuine = check.data ?? null;
  const title = genuine
    ? genuineText(genuine.certificateNo)
    : check.isSuccess
      ? SALE_MESSAGES.certificateNotFound
      : 'Check a sale certificate';

  return (
    <>
      <PageMeta
        title={title}
        description={`Check that a sale certificate of ${SITE.name} is genuine.`}
        path={`/verify/${encodeURIComponent(certificateNo)}`}
        noIndex
      />
      <Container size="sm" py={{ base: 'lg', sm: 48 }}>
        {check.isPending ? (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader aria-hidden />
            <Text c="dimmed">Checking the certificate</Text>
          </Stack>
        ) : check.isError ? (
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h2" c="navy.7">
              The certificate could not be checked
            </Title>
            <Alert color="red" role="alert">
              {errorMessage(check.error, 'Please try again in a moment.')}
            </Alert>
            <Button onClick={() => void check.refetch()}>Try again</Button>
          </Stack>
        ) : genuine ? (
          <Genuine check={genuine} />
        ) : (
          <Unknown certificateNo={certificateNo} />
        )}
      </Container>
    </>
  );
}
