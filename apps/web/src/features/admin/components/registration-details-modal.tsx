import { Trans, useLingui } from '@lingui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  NEFT_RTGS,
  PAYMENT_MODE_KEYS,
  REJECTION_REASON_MAX,
  RegistrationStatusUpdateSchema,
  formatDate,
  formatRupees,
  issueMessage,
  labelOf,
  type AdminRegistration,
  type RegistrationStatus,
} from '@eauction/shared';
import { ApiClientError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { textOf } from '../../../lib/translate';
import { RegistrationStatusBadge } from '../../../components/registration-status-badge';
import {
  useUpdateRegistrationStatus,
  type RegistrationStatusChange,
} from '../api/update-registration-status';
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

/** The labels are message keys. */
const ACTIONS: Array<{ status: RegistrationStatus; label: string; color: string }> = [
  { status: 'approved', label: 'admin.registrationDetails.approve', color: 'green.9' },
  { status: 'rejected', label: 'admin.registrationDetails.reject', color: 'red.9' },
  { status: 'pending', label: 'admin.registrationDetails.setPending', color: 'gray.7' },
];

type RegistrationDetailsModalProps = {
  registration: AdminRegistration | null;
  onClose: () => void;
  /** The registration as the server answered a status change. */
  onChanged?: (registration: AdminRegistration) => void;
};

/** The registration form's postal address on one line, as the officer compares it with the proof. */
function postalAddress(user: AdminRegistration['user']): string {
  const place = [user.city, user.state].filter(Boolean).join(', ');
  return [
    user.address,
    place && user.pincode ? `${place} ${user.pincode}` : place || user.pincode,
    user.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The refusal to show: the server's words when the status changed meanwhile (409), else the product's. */
function updateFailure(error: unknown, _: (id: string) => string): string {
  return error instanceof ApiClientError && error.status === 409
    ? error.message
    : _('admin.registrationDetails.updateFailed');
}

/**
 * docs/product.md, "Registration Details": user, auction, payment and documents, the status with the
 * confirmation code, and the status actions. The three actions keep their places whatever the status
 * (the current one is disabled), so a double click never lands on a different action, and each change
 * is sent with the status shown (`from`): the server refuses it if the status changed meanwhile. Reject
 * first asks for the reason, which the bidder is mailed.
 */
export function RegistrationDetailsModal({
  registration,
  onClose,
  onChanged,
}: RegistrationDetailsModalProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const update = useUpdateRegistrationStatus();
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  const [isAskingReason, setIsAskingReason] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Every open modal hears Escape: while a document viewer is open, Escape is the viewer's alone.
  const [isViewing, setIsViewing] = useState(false);
  // The mutation's pending state reaches the buttons a tick after the click; this guard is synchronous,
  // so the second click of a double click sends nothing.
  const isSending = useRef(false);
  const resetReason = () => {
    setIsAskingReason(false);
    setReason('');
    setReasonError(null);
  };
  const close = () => {
    update.reset();
    resetReason();
    onClose();
  };
  const send = (change: RegistrationStatusChange) => {
    if (isSending.current) return;
    isSending.current = true;
    update.mutate(change, {
      onSuccess: (changed) => {
        resetReason();
        onChanged?.(changed);
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const choose = (target: AdminRegistration, status: RegistrationStatus) => {
    if (status === 'rejected') {
      update.reset();
      setIsAskingReason(true);
      return;
    }
    resetReason();
    send({ id: target._id, status, from: target.status });
  };
  const confirmRejection = (target: AdminRegistration) => {
    const parsed = RegistrationStatusUpdateSchema.safeParse({
      status: 'rejected',
      from: target.status,
      reason,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setReasonError(issue ? textOf(issueMessage(issue)) : _('admin.registrationDetails.reasonNeeded'));
      return;
    }
    setReasonError(null);
    send({ id: target._id, ...parsed.data });
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      opened={registration !== null}
      onClose={close}
      closeOnEscape={!isViewing}
      title={_('admin.registrationDetails.title')}
      size="xl"
      fullScreen={isSmall}
    >
      {registration ? (
        <Stack gap="lg">
          <Group gap="sm">
            <RegistrationStatusBadge status={registration.status} />
            <Text size="sm">
              <Trans
                id="admin.registrationDetails.confirmationCode"
                components={{ 0: <Text span fw={700} ff="monospace" /> }}
                values={{ code: registration.confirmationCode ?? '—' }}
              />
            </Text>
          </Group>
          {registration.status === 'rejected' && registration.rejectionReason ? (
            <Fact
              label={_('admin.registrationDetails.rejectionReason')}
              value={registration.rejectionReason}
            />
          ) : null}
          <Block title={_('admin.registrationDetails.userInformation')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Fact label={_('admin.registrationDetails.name')} value={registration.user.name} />
              <Fact
                label={_('admin.reportDetails.organization')}
                value={registration.user.organizationName}
              />
              <Fact label={_('admin.registrationDetails.panNumber')} value={registration.user.panNumber} />
              <Fact label={_('admin.registrationDetails.email')} value={registration.user.email} />
              <Fact label={_('admin.registrationDetails.mobile')} value={registration.user.mobile} />
              <Fact
                label={_('admin.registrationDetails.postalAddress')}
                value={postalAddress(registration.user)}
              />
            </SimpleGrid>
          </Block>
          <Block title={_('admin.registrationDetails.auctionDetails')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact label={_('admin.reports.auctionId')} value={registration.auctionCode} />
              <Fact
                label={_('admin.reportDetails.auctionDate')}
                value={formatDate(registration.auctionDate, locale)}
              />
              <Fact
                label={_('admin.registrationDetails.offerValue')}
                value={formatRupees(registration.offerValue)}
              />
              <Fact
                label={_('admin.registrationDetails.emdAmount')}
                value={formatRupees(registration.emdAmount)}
              />
            </SimpleGrid>
          </Block>
          <Block title={_('admin.registrationDetails.paymentInformation')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact
                label={_('admin.registrationDetails.paymentMode')}
                value={labelOf(_, PAYMENT_MODE_KEYS, registration.paymentMode)}
              />
              {registration.paymentMode === NEFT_RTGS ? (
                <Fact label={_('admin.registrationDetails.utrNumber')} value={registration.utrNo ?? ''} />
              ) : null}
              <Fact label={_('admin.bankEmd.bank')} value={registration.bankName} />
              <Fact label={_('admin.registrationDetails.accountNumber')} value={registration.accountNo} />
              <Fact label={_('admin.registrationDetails.ifsc')} value={registration.ifscCode} />
            </SimpleGrid>
          </Block>
          <Block title={_('admin.registrationDetails.documents')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <RegistrationDocument
                label={_('admin.registrationDetails.panCard')}
                url={registration.documents.pancardFile}
                mime={registration.documentTypes.pancardFile}
                onViewerChange={setIsViewing}
              />
              <RegistrationDocument
                label={_('admin.registrationDetails.addressProof')}
                url={registration.documents.addressProof}
                mime={registration.documentTypes.addressProof}
                onViewerChange={setIsViewing}
              />
              <RegistrationDocument
                label={_('admin.registrationDetails.paymentReceipt')}
                url={registration.documents.paymentReceipt}
                mime={registration.documentTypes.paymentReceipt}
                onViewerChange={setIsViewing}
              />
            </SimpleGrid>
          </Block>
          {update.isError ? (
            <Alert color="red" role="alert">
              {updateFailure(update.error, _)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            {ACTIONS.map((action) => (
              <Button
                key={action.status}
                color={action.color}
                disabled={update.isPending || action.status === registration.status}
                loading={update.isPending && update.variables.status === action.status}
                onClick={() => choose(registration, action.status)}
              >
                {_(action.label)}
              </Button>
            ))}
          </Group>
          {isAskingReason && registration.status !== 'rejected' ? (
            <Stack gap="xs">
              <Textarea
                label={_('admin.registrationDetails.rejectionReason')}
                description={_('admin.registrationDetails.rejectionReasonHint', {
                  max: REJECTION_REASON_MAX,
                })}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={reasonError}
                maxLength={REJECTION_REASON_MAX}
                autosize
                minRows={2}
                required
                data-autofocus
                autoFocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={resetReason} disabled={update.isPending}>
                  {_('admin.common.cancel')}
                </Button>
                <Button
                  color="red.9"
                  onClick={() => confirmRejection(registration)}
                  loading={update.isPending && update.variables.status === 'rejected'}
                >
                  {_('admin.registrationDetails.confirmRejection')}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
