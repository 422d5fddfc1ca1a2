import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  SALE_MESSAGES,
  capitalizeWords,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type Property,
  type Sale,
} from '@eauction/shared';
import { PageLoader } from '../../components/loaders';
import { PageContainer } from '../../components/page-container';
import { PageMeta } from '../../components/page-meta';
import { ApiClientError, errorMessage } from '../../lib/api-client';
import { useProperty } from '../../lib/property-query';
import { useSale } from './api/get-sale';
import { PayToAccount } from './components/pay-to-account';
import { PaymentList } from './components/payment-list';
import { PaymentPanel } from './components/payment-panel';
import { SaleAmounts } from './components/sale-amounts';
import { SaleCertificatePanel } from './components/sale-certificate';
import { SaleRules } from './components/sale-rules';
import { SaleStatusPanel } from './components/sale-status-panel';
import { expectedPayment } from './sale-model';

/** The auction the sale is of, in one line: the property when it could be read, and the Auction ID. */
function leadOf(sale: Sale, property: Property | undefined, _: I18n['_']): string {
  if (!property) return _('sale.page.leadAuction', { auctionCode: sale.auctionCode });
  const place = [capitalizeWords(property.propertyLocation), property.state].filter(Boolean).join(', ');
  return _('sale.page.lead', {
    propertyType: labelOf(_, PROPERTY_TYPE_KEYS, property.propertyType),
    place,
    auctionCode: sale.auctionCode,
  });
}

function BackToRegistrations() {
  const { _ } = useLingui();
  return (
    <Anchor component={Link} to="/dashboard/registrations" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {_('sale.page.myRegistrations')}
      </Group>
    </Anchor>
  );
}

function SaleDetail({ sale }: { sale: Sale }) {
  const kind = expectedPayment(sale);
  return (
    <Stack gap="lg">
      <SaleStatusPanel sale={sale} />
      {sale.certificate ? (
        <SaleCertificatePanel propertyId={sale.propertyId} certificate={sale.certificate} />
      ) : null}
      <SaleAmounts sale={sale} />
      {kind ? (
        <>
          <PayToAccount sale={sale} />
          <PaymentPanel sale={sale} kind={kind} />
        </>
      ) : null}
      {sale.payments.length > 0 || kind ? <PaymentList sale={sale} /> : null}
      <SaleRules />
    </Stack>
  );
}

/**
 * The buyer's sale, /property/:id/sale (docs/product.md, "After the hammer on screen"): where it stands
 * and what that means, the amounts and deadlines, the account to pay into and the form for the payment
 * due now, each payment's verification, and the certificate once issued.
 */
export function SalePage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const sale = useSale(id);
  const property = useProperty(id);
  const notFound = sale.error instanceof ApiClientError && sale.error.status === 404;

  return (
    <>
      <PageMeta
        title={_('sale.page.title')}
        description={_('sale.page.metaDescription')}
        path={`/property/${encodeURIComponent(id)}/sale`}
        noIndex
      />
      <PageContainer
        title={notFound ? _(SALE_MESSAGES.notFound) : _('sale.page.title')}
        size="md"
        lead={sale.data ? leadOf(sale.data, property.data, _) : undefined}
      >
        <BackToRegistrations />
        {sale.isPending ? (
          <PageLoader label={_('sale.page.loading')} />
        ) : notFound ? (
          <Stack gap="md" align="flex-start" data-testid="sale-not-found">
            <Text>{_('sale.page.noSale')}</Text>
            <Button component={Link} to="/dashboard/registrations">
              {_('sale.page.goToMyRegistrations')}
            </Button>
          </Stack>
        ) : sale.isError ? (
          <Alert color="red" role="alert" title={_('sale.page.unavailable')}>
            {errorMessage(sale.error, _('sale.page.loadFailed'))}
          </Alert>
        ) : (
          <SaleDetail sale={sale.data} />
        )}
      </PageContainer>
    </>
  );
}
