import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  NEFT_RTGS,
  PAYMENT_MODES,
  formatDate,
  formatRupees,
  type AdminRegistration,
  type RegistrationStatus,
} from '@eauction/shared';
import { RegistrationStatusBadge } from '../../auction-registration/components/registration-status-badge';
import { useUpdateRegistrationStatus } from '../api/update-registration-status';
import { Fact } from './fact';
import { RegistrationDocument } from './registration-document';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" c="navy.7">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const ACTIONS: Array<{ status: RegistrationStatus; label: string; color: string }> = [
  { status: 'approved', label: 'Approve', color: 'green.9' },
  { status: 'rejected', label: 'Reject', color: 'red.9' },
  { status: 'pending', label: 'Set Pending', color: 'gray.7' },
];

type RegistrationDetailsModalProps = {
  registration: AdminRegistration | null;
  onClose: () => void;
};

/**
 * Spec 2, "Registration Details modal": user, auction, payment and documents, the status with the
 * confirmation code, and the status actions (each hidden when the registration already has it).
 */
export function RegistrationDetailsModal({ registration, onClose }: RegistrationDetailsModalProps) {
  const update = useUpdateRegistrationStatus();
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={registration !== null}
      onClose={close}
      title="Registration Details"
      size="xl"
      fullScreen={isSmall}
    >
      {registration ? (
        <Stack gap="lg">
          <Group gap="sm">
            <RegistrationStatusBadge status={registration.status} />
            <Text size="sm">
              Confirmation code:{' '}
              <Text span fw={700} ff="monospace">
                {registration.confirmationCode ?? '—'}
              </Text>
            </Text>
          </Group>
          <Block title="User Information">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Fact label="Name" value={registration.user.name} />
              <Fact label="Organization" value={registration.user.organizationName} />
              <Fact label="Phone" value={registration.user.mobile} />
            </SimpleGrid>
          </Block>
          <Block title="Auction Details">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact label="Auction ID" value={registration.auctionCode} />
              <Fact label="Auction date" value={formatDate(registration.auctionDate)} />
              <Fact label="Offer value" value={formatRupees(registration.offerValue)} />
              <Fact label="EMD amount" value={formatRupees(registration.emdAmount)} />
            </SimpleGrid>
          </Block>
          <Block title="Payment Information">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact
                label="Payment mode"
                value={
                  PAYMENT_MODES.find((m) => m.value === registration.paymentMode)?.label ??
                  registration.paymentMode
                }
              />
              {registration.paymentMode === NEFT_RTGS ? (
                <Fact label="UTR number" value={registration.utrNo ?? ''} />
              ) : null}
              <Fact label="Bank" value={registration.bankName} />
              <Fact label="Account number" value={registration.accountNo} />
            </SimpleGrid>
          </Block>
          <Block title="Documents">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <RegistrationDocument
                label="PAN Card"
                url={registration.documents.pancardFile}
                mime={registration.documentTypes.pancardFile}
              />
              <RegistrationDocument
                label="Address Proof"
                url={registration.documents.addressProof}
                mime={registration.documentTypes.addressProof}
              />
              <RegistrationDocument
                label="Payment Receipt"
                url={registration.documents.paymentReceipt}
                mime={registration.documentTypes.paymentReceipt}
              />
            </SimpleGrid>
          </Block>
          {update.isError ? (
            <Alert color="red" role="alert">
              Failed to update status
            </Alert>
          ) : null}
          <Group justify="flex-end">
            {ACTIONS.filter((a) => a.status !== registration.status).map((action) => (
              <Button
                key={action.status}
                color={action.color}
                disabled={update.isPending}
                loading={update.isPending && update.variables?.status === action.status}
                onClick={() => update.mutate({ id: registration._id, status: action.status })}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
