import { Trans, useLingui } from '@lingui/react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import {
  formatDate,
  formatDateTime,
  formatRupees,
  labelOf,
  PROPERTY_TYPE_KEYS,
  type AdminProperty,
  type AdminSale,
  type SalePayment,
  verifyUrlIn,
} from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { useLocale } from '../../../lib/i18n';
import { useServerNow } from '../../../lib/server-clock';
import { certificatePath, useAdminSale, type SaleActionResult } from '../api/admin-sales';
import { useHolidays } from '../api/holidays';
import { useDownload } from '../hooks/use-download';
import { currentDeadlineOf, MOVE_TEXT, movesOf, type SaleMove } from '../sale-model';
import { Fact } from './fact';
import { RelistDialog } from './relist-dialog';
import { SaleMoveDialog, type SaleMoveChoice } from './sale-move-dialog';
import { SalePayments } from './sale-payments';
import { AlertBadge, SaleStatusBadge } from './sale-status-badge';
import { SaleTimeline } from './sale-timeline';

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

/** How each move's button looks: the ones that end a sale in red and outlined. */
const MOVE_LOOK: Record<SaleMove, { color?: string; variant: 'filled' | 'outline' | 'light' }> = {
  confirm: { color: 'green.9', variant: 'filled' },
  'not-confirmed': { color: 'red.9', variant: 'outline' },
  extend: { variant: 'light' },
  forfeit: { color: 'red.9', variant: 'outline' },
  certificate: { color: 'green.9', variant: 'filled' },
  relist: { variant: 'filled' },
};

/** What the last move left to say: its message, and a certificate's number or a new auction. */
type Done = { message: string; certificateNo?: string; auction?: AdminProperty };

type SaleDetailsModalProps = {
  /** The sale as its list showed it; the dialog reads it again from the server. */
  sale: AdminSale | null;
  onClose: () => void;
};

/**
 * One sale (docs/product.md, "After the hammer"): the auction's result, the buyer, the amounts and
 * deadlines, the payments with their receipts, the certificate, the timeline of every move, and the
 * moves its status allows, each confirmed in a dialog that says what will happen.
 */
export function SaleDetailsModal({ sale, onClose }: SaleDetailsModalProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  /** A deadline, or when it will be set. */
  const dueBy = (date: string | null) =>
    date ? formatDate(date, locale) : _('admin.saleDetails.setAtConfirmation');
  const detail = useAdminSale(sale);
  const holidays = useHolidays();
  const now = useServerNow(30_000);
  const isSmall = useMediaQuery('(max-width: 36em)') ?? false;
  const certificate = useDownload();
  const [choice, setChoice] = useState<SaleMoveChoice | null>(null);
  const [isRelisting, setIsRelisting] = useState(false);
  const [isViewing, setIsViewing] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const shown = detail.data ?? sale;

  const close = () => {
    setChoice(null);
    setIsRelisting(false);
    setDone(null);
    certificate.clearError();
    onClose();
  };
  const choose = (next: SaleMoveChoice) => {
    setDone(null);
    setChoice(next);
  };
  // The button that opened the dialog may be gone with the move: the reader lands on its outcome.
  const finish = (next: Done) => {
    setDone(next);
    requestAnimationFrame(() => doneRef.current?.focus());
  };
  const holidaySet = holidays.data ? new Set(holidays.data.map((h) => h.date)) : null;
  const isDialogOpen = choice !== null || isRelisting;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': _('admin.common.close') }}
      opened={sale !== null}
      onClose={close}
      // Every open modal hears Escape: while a confirmation or a receipt is open, Escape is theirs.
      closeOnEscape={!isDialogOpen && !isViewing}
      title={
        shown ? _('admin.saleDetails.titleOf', { code: shown.auctionCode }) : _('admin.saleDetails.title')
      }
      size="xl"
      fullScreen={isSmall}
    >
      {shown ? (
        <Stack gap="lg">
          <Group gap="sm">
            <SaleStatusBadge status={shown.status} />
            {shown.overdue ? <AlertBadge>{_('admin.sales.queue.overdue')}</AlertBadge> : null}
            <Text size="sm" c="dimmed">
              {_('admin.saleDetails.closedAt', { date: formatDateTime(shown.closedAt, locale) })}
            </Text>
          </Group>
          {shown.reason ? <Fact label={_('admin.common.reason')} value={shown.reason} /> : null}
          {detail.isError ? (
            <Alert color="red" role="alert">
              {_('admin.saleDetails.readFailed')}
            </Alert>
          ) : null}

          <Block title={_('admin.propertyFields.auction')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact label={_('admin.reports.auctionId')} value={shown.auctionCode} />
              <Fact
                label={_('admin.reports.property')}
                value={`${labelOf(_, PROPERTY_TYPE_KEYS, shown.propertyType)}, ${shown.propertyLocation}`}
              />
              <Fact label={_('admin.bankEmd.bank')} value={shown.bankName} />
              <Fact label={_('admin.saleDetails.bids')} value={String(shown.bidsCount)} />
              <Fact label={_('admin.saleDetails.bidders')} value={String(shown.biddersCount)} />
              <Fact label={_('admin.saleDetails.extensions')} value={String(shown.extensionsCount)} />
            </SimpleGrid>
          </Block>

          <Block title={_('admin.sales.buyer')}>
            {shown.buyerName ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Fact label={_('admin.registrationDetails.name')} value={shown.buyerName} />
                <Fact label={_('admin.registrationDetails.email')} value={shown.buyerEmail ?? ''} />
              </SimpleGrid>
            ) : (
              <Text size="sm">{_('admin.saleDetails.nobodyBid')}</Text>
            )}
          </Block>

          {shown.salePrice !== null ? (
            <Block title={_('admin.saleDetails.amountsAndDeadlines')}>
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label={_('admin.sales.salePrice')} value={formatRupees(shown.salePrice)} />
                  <Fact
                    label={_('admin.saleDetails.emdTowardsDeposit')}
                    value={formatRupees(shown.emdAmount)}
                  />
                  <Fact
                    label={_('admin.saleDetails.confirmed')}
                    value={
                      shown.confirmedAt
                        ? formatDateTime(shown.confirmedAt, locale)
                        : _('admin.saleDetails.notYet')
                    }
                  />
                  <Fact
                    label={_('admin.saleDetails.deadlineRunning')}
                    value={formatDate(currentDeadlineOf(shown), locale)}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label={_('admin.saleDetails.depositDue')} value={formatRupees(shown.depositDue)} />
                  <Fact label={_('admin.saleDetails.depositDueBy')} value={dueBy(shown.depositDueBy)} />
                  <Fact label={_('admin.saleDetails.depositPaid')} value={formatRupees(shown.depositPaid)} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label={_('admin.saleDetails.balanceDue')} value={formatRupees(shown.balanceDue)} />
                  <Fact label={_('admin.saleDetails.balanceDueBy')} value={dueBy(shown.balanceDueBy)} />
                  <Fact label={_('admin.saleDetails.balancePaid')} value={formatRupees(shown.balancePaid)} />
                </SimpleGrid>
              </Stack>
            </Block>
          ) : null}

          {shown.buyerName ? (
            <Block title={_('admin.saleDetails.payments')}>
              <SalePayments
                propertyId={shown.propertyId}
                payments={shown.payments}
                canReview={!isDialogOpen}
                onReview={(kind, payment: SalePayment) => choose({ kind, payment })}
                onViewerChange={setIsViewing}
              />
            </Block>
          ) : null}

          {shown.certificate ? (
            <Block title={_('admin.saleDetails.saleCertificate')}>
              <Group gap="lg" align="flex-end">
                <Fact
                  label={_('admin.saleDetails.certificateNumber')}
                  value={shown.certificate.certificateNo}
                />
                <Fact
                  label={_('admin.saleDetails.issued')}
                  value={formatDateTime(shown.certificate.issuedAt, locale)}
                />
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  loading={certificate.busyPath !== null}
                  onClick={() =>
                    void certificate.download(
                      `${certificatePath(shown.propertyId)}?lang=${locale}`,
                      `${shown.certificate?.certificateNo ?? 'sale-certificate'}.pdf`,
                    )
                  }
                >
                  {_('admin.saleDetails.downloadCertificate')}
                </Button>
                <Anchor
                  href={verifyUrlIn(shown.certificate.verifyUrl, locale)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                >
                  {_('admin.saleDetails.checkPublic')}
                </Anchor>
              </Group>
              {certificate.error ? (
                <Alert color="red" role="alert">
                  {certificate.error}
                </Alert>
              ) : null}
            </Block>
          ) : null}

          {shown.relistedAs ? (
            <Text size="sm">
              <Trans
                id="admin.saleDetails.relistedAs"
                components={{ 0: <Anchor component={Link} to={`/property/${shown.relistedAs}`} /> }}
              />
            </Text>
          ) : null}

          <Block title={_('admin.saleDetails.timeline')}>
            <SaleTimeline events={shown.events} />
          </Block>

          {done ? (
            <FormAlert ref={doneRef} tone="success">
              <Text size="sm">{done.message}</Text>
              {done.certificateNo ? (
                <Text size="sm">
                  <Trans
                    id="admin.saleDetails.certificateIssued"
                    components={{ 0: <Text span ff="monospace" fw={700} /> }}
                    values={{ number: done.certificateNo }}
                  />
                </Text>
              ) : null}
              {done.auction ? (
                <Text size="sm">
                  <Trans
                    id="admin.saleDetails.newAuction"
                    components={{
                      0: <strong />,
                      1: <Anchor component={Link} to={`/property/${done.auction._id}`} />,
                    }}
                    values={{
                      code: done.auction.auctionCode,
                      date: formatDate(done.auction.auctionDate, locale),
                    }}
                  />
                </Text>
              ) : null}
            </FormAlert>
          ) : null}

          <MoveButtons
            sale={shown}
            now={now}
            disabled={isDialogOpen}
            onChoose={choose}
            onRelist={() => {
              setDone(null);
              setIsRelisting(true);
            }}
          />

          <SaleMoveDialog
            sale={shown}
            choice={choice}
            now={now}
            holidays={holidays.isError ? null : holidaySet}
            onClose={() => setChoice(null)}
            onDone={(message, result: SaleActionResult) =>
              finish({ message, certificateNo: result.certificateNo })
            }
          />
          <RelistDialog
            auction={shown}
            opened={isRelisting}
            now={now}
            onClose={() => setIsRelisting(false)}
            onDone={(auction) => finish({ message: _(MOVE_TEXT.relist.done), auction })}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

type MoveButtonsProps = {
  sale: AdminSale;
  now: Date;
  disabled: boolean;
  onChoose: (choice: SaleMoveChoice) => void;
  onRelist: () => void;
};

/** The moves the sale's status allows, or a sentence saying there are none. */
function MoveButtons({ sale, now, disabled, onChoose, onRelist }: MoveButtonsProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const moves = movesOf(sale, now);
  return (
    <Block title={_('admin.common.actions')}>
      {moves.length === 0 ? (
        <Text size="sm">
          {sale.status === 'certificate-issued'
            ? _('admin.saleDetails.complete')
            : sale.relistedAs
              ? _('admin.saleDetails.nothingMoreRelisted')
              : _('admin.saleDetails.waitsForBuyer')}
        </Text>
      ) : (
        <Group gap="sm">
          {moves.map((move) => (
            <Button
              key={move}
              {...MOVE_LOOK[move]}
              disabled={disabled}
              onClick={() => (move === 'relist' ? onRelist() : onChoose({ kind: move }))}
            >
              {_(MOVE_TEXT[move].label)}
            </Button>
          ))}
        </Group>
      )}
      {(sale.status === 'confirmed' || sale.status === 'deposit-paid') && !moves.includes('forfeit') ? (
        <Text size="xs" c="dimmed">
          {_('admin.saleDetails.forfeitureOffered', {
            kind: sale.status === 'confirmed' ? 'deposit' : 'balance',
            date: formatDate(currentDeadlineOf(sale), locale),
          })}
        </Text>
      ) : null}
    </Block>
  );
}
