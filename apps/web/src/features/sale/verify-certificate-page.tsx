import { Trans, useLingui } from '@lingui/react';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  SALE_MESSAGES,
  SITE,
  SITE_KEYS,
  formatDate,
  formatRupees,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type CertificateCheck,
} from '@eauction/shared';
import { PageMeta } from '../../components/page-meta';
import { errorMessage } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
import { certificateCheckQueryOptions } from './api/check-certificate';
import { Facts } from '../../components/facts';

function HomeLink() {
  const { _ } = useLingui();
  return (
    <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {_('sale.verify.home')}
    </Button>
  );
}

function Genuine({ check }: { check: CertificateCheck }) {
  const { _ } = useLingui();
  const locale = useLocale();
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
          <Trans
            id="sale.verify.genuineTitle"
            values={{ certificateNo: check.certificateNo }}
            components={{ 0: <span style={{ whiteSpace: 'nowrap' }} /> }}
          />
        </Title>
      </Group>
      <Text>{_('sale.verify.issuedBy', { site: _(SITE_KEYS.name) })}</Text>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="check-heading"
      >
        <Title order={2} size="h4" c="navy.7" id="check-heading" mb="sm">
          {_('sale.verify.records')}
        </Title>
        <Facts
          items={[
            [_('sale.certificate.number'), check.certificateNo],
            [_('sale.verify.auctionId'), check.auctionCode],
            [
              _('sale.verify.property'),
              `${labelOf(_, PROPERTY_TYPE_KEYS, check.propertyType)}, ${check.place}`,
            ],
            [_('sale.verify.bank'), check.bankName],
            [_('sale.amounts.salePrice'), formatRupees(check.salePrice)],
            [_('sale.verify.saleDate'), formatDate(check.saleDate, locale)],
            [_('sale.verify.confirmedOn'), formatDate(check.confirmedOn, locale)],
            [_('sale.certificate.issuedOn'), formatDate(check.issuedOn, locale)],
            [_('sale.verify.buyer'), check.buyer],
          ]}
        />
      </Paper>
      <Text size="sm" c="dimmed">
        {_('sale.verify.buyerMasked')}
      </Text>
      <Group>
        <HomeLink />
      </Group>
    </Stack>
  );
}

function Unknown({ certificateNo }: { certificateNo: string }) {
  const { _ } = useLingui();
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
          {_(SALE_MESSAGES.certificateNotFound)}
        </Title>
      </Group>
      <Text style={{ overflowWrap: 'anywhere' }}>
        <Trans
          id="sale.verify.unknown"
          values={{
            site: _(SITE_KEYS.name),
            certificateNo,
            example: 'SC-2026-000001',
            email: SITE.salesEmails[0],
            phone: SITE.phone,
          }}
          components={{ 0: <strong />, 1: <span style={{ whiteSpace: 'nowrap' }} /> }}
        />
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
  const { _ } = useLingui();
  const { certificateNo = '' } = useParams();
  const check = useQuery(certificateCheckQueryOptions(certificateNo));
  const genuine = check.data ?? null;
  const title = genuine
    ? _('sale.verify.genuine', { certificateNo: genuine.certificateNo })
    : check.isSuccess
      ? _(SALE_MESSAGES.certificateNotFound)
      : _('sale.verify.title');

  return (
    <>
      <PageMeta
        title={title}
        description={_('sale.verify.metaDescription', { site: _(SITE_KEYS.name) })}
        path={`/verify/${encodeURIComponent(certificateNo)}`}
        noIndex
      />
      <Container size="sm" py={{ base: 'lg', sm: 48 }}>
        {check.isPending ? (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader aria-hidden />
            <Text c="dimmed">{_('sale.verify.checking')}</Text>
          </Stack>
        ) : check.isError ? (
          <Stack gap="md" align="flex-start">
            <Title order={1} size="h2" c="navy.7">
              {_('sale.verify.checkFailed')}
            </Title>
            <Alert color="red" role="alert">
              {errorMessage(check.error, _('sale.verify.tryAgainLater'))}
            </Alert>
            <Button onClick={() => void check.refetch()}>{_('sale.verify.tryAgain')}</Button>
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
