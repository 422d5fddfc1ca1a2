import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, type SaleCertificate as Certificate } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { DOWNLOAD_FAILED, certificatePath } from '../api/sale-files';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(
        certificatePath(propertyId),
        `sale-certificate-${certificate.certificateNo}.pdf`,
        DOWNLOAD_FAILED,
      );
    } catch (error) {
      setFailure(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SaleSection title="Sale certificate" id="sale-certificate-heading">
      <Facts
        items={[
          ['Certificate number', certificate.certificateNo],
          ['Issued on', formatDate(certificate.issuedAt)],
          ['Check it online', certificate.verifyUrl],
        ]}
      />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <Group gap="md">
        <Button
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={busy}
          onClick={() => void download()}
        >
          Download Sale Certificate
        </Button>
        <Anchor component={Link} to={`/verify/${encodeURIComponent(certificate.certificateNo)}`} size="sm">
          <IconShieldCheck size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> Check that
          it is genuine
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        Anyone, such as a registrar or a lender, may check the certificate’s number at the address above.
      </Text>
    </SaleSection>
  );
}
