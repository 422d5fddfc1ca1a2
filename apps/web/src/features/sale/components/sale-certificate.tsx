import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, verifyUrlIn, type SaleCertificate as Certificate } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useLocale } from '../../../lib/i18n';
import { certificatePath } from '../api/sale-files';
import { Facts } from '../../../components/facts';
import { SaleSection } from './sale-section';

/** The sale certificate once issued: its number and date, the PDF, and where anyone may check it. */
export function SaleCertificatePanel({
  propertyId,
  certificate,
}: {
  propertyId: string;
  certificate: Certificate;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    const failed = _('sale.downloadFailed');
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(
        `${certificatePath(propertyId)}?lang=${locale}`,
        `sale-certificate-${certificate.certificateNo}.pdf`,
        failed,
      );
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SaleSection title={_('sale.certificate.title')} id="sale-certificate-heading">
      <Facts
        items={[
          [_('sale.certificate.number'), certificate.certificateNo],
          [_('sale.certificate.issuedOn'), formatDate(certificate.issuedAt, locale)],
          [_('sale.certificate.checkOnline'), verifyUrlIn(certificate.verifyUrl, locale)],
        ]}
      />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <Group gap="md">
        <Button
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={busy}
          onClick={() => void download()}
        >
          {_('sale.certificate.download')}
        </Button>
        <Anchor component={Link} to={`/verify/${encodeURIComponent(certificate.certificateNo)}`} size="sm">
          <IconShieldCheck size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
          {_('sale.certificate.checkGenuine')}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {_('sale.certificate.anyoneMayCheck')}
      </Text>
    </SaleSection>
  );
}
