import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import {
  formatDate,
  formatDateTime,
  formatRupees,
  type AdminProperty,
  type AdminSale,
  type SalePayment,
} from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
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

/** A deadline, or when it will be set. */
const dueBy = (date: string | null) => (date ? formatDate(date) : 'Set at confirmation');

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
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={sale !== null}
      onClose={close}
      // Every open modal hears Escape: while a confirmation or a receipt is open, Escape is theirs.
      closeOnEscape={!isDialogOpen && !isViewing}
      title={shown ? `Sale of ${shown.auctionCode}` : 'Sale'}
      size="xl"
      fullScreen={isSmall}
    >
      {shown ? (
        <Stack gap="lg">
          <Group gap="sm">
            <SaleStatusBadge status={shown.status} />
            {shown.overdue ? <AlertBadge>Overdue</AlertBadge> : null}
            <Text size="sm" c="dimmed">
              Auction closed {formatDateTime(shown.closedAt)}
            </Text>
          </Group>
          {shown.reason ? <Fact label="Reason" value={shown.reason} /> : null}
          {detail.isError ? (
            <Alert color="red" role="alert">
              The sale could not be read again; what is shown may be out of date.
            </Alert>
          ) : null}

          <Block title="Auction">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Fact label="Auction ID" value={shown.auctionCode} />
              <Fact label="Property" value={`${shown.propertyType}, ${shown.propertyLocation}`} />
              <Fact label="Bank" value={shown.bankName} />
              <Fact label="Bids" value={String(shown.bidsCount)} />
              <Fact label="Bidders" value={String(shown.biddersCount)} />
              <Fact label="Extensions" value={String(shown.extensionsCount)} />
            </SimpleGrid>
          </Block>

          <Block title="Buyer">
            {shown.buyerName ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Fact label="Name" value={shown.buyerName} />
                <Fact label="E-mail" value={shown.buyerEmail ?? ''} />
              </SimpleGrid>
            ) : (
              <Text size="sm">Nobody bid in this auction.</Text>
            )}
          </Block>

          {shown.salePrice !== null ? (
            <Block title="Amounts and deadlines">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label="Sale price" value={formatRupees(shown.salePrice)} />
                  <Fact label="EMD (counts towards the deposit)" value={formatRupees(shown.emdAmount)} />
                  <Fact
                    label="Confirmed"
                    value={shown.confirmedAt ? formatDateTime(shown.confirmedAt) : 'Not yet'}
                  />
                  <Fact label="Deadline running" value={formatDate(currentDeadlineOf(shown))} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label="Deposit due (25%, less the EMD)" value={formatRupees(shown.depositDue)} />
                  <Fact label="Deposit due by" value={dueBy(shown.depositDueBy)} />
                  <Fact label="Deposit paid" value={formatRupees(shown.depositPaid)} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  <Fact label="Balance due" value={formatRupees(shown.balanceDue)} />
                  <Fact label="Balance due by" value={dueBy(shown.balanceDueBy)} />
                  <Fact label="Balance paid" value={formatRupees(shown.balancePaid)} />
                </SimpleGrid>
              </Stack>
            </Block>
          ) : null}

          {shown.buyerName ? (
            <Block title="Payments">
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
            <Block title="Sale certificate">
              <Group gap="lg" align="flex-end">
                <Fact label="Certificate number" value={shown.certificate.certificateNo} />
                <Fact label="Issued" value={formatDateTime(shown.certificate.issuedAt)} />
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  loading={certificate.busyPath !== null}
                  onClick={() =>
                    void certificate.download(
                      certificatePath(shown.propertyId),
                      `${shown.certificate?.certificateNo ?? 'sale-certificate'}.pdf`,
                    )
                  }
                >
                  Download certificate
                </Button>
                <Anchor href={shown.certificate.verifyUrl} target="_blank" rel="noopener" size="sm">
                  Check it as the public does
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
              This property has been put up for auction again:{' '}
              <Anchor component={Link} to={`/property/${shown.relistedAs}`}>
                view the new auction
              </Anchor>
              .
            </Text>
          ) : null}

          <Block title="Timeline">
            <SaleTimeline events={shown.events} />
          </Block>

          {done ? (
            <FormAlert ref={doneRef} tone="success">
              <Text size="sm">{done.message}</Text>
              {done.certificateNo ? (
                <Text size="sm">
                  Certificate number{' '}
                  <Text span ff="monospace" fw={700}>
                    {done.certificateNo}
                  </Text>
                  : download it under ‘Sale certificate’.
                </Text>
              ) : null}
              {done.auction ? (
                <Text size="sm">
                  New Auction ID <strong>{done.auction.auctionCode}</strong>, on{' '}
                  {formatDate(done.auction.auctionDate)}:{' '}
                  <Anchor component={Link} to={`/property/${done.auction._id}`}>
                    view the property page
                  </Anchor>
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
            sale={shown}
            opened={isRelisting}
            now={now}
            onClose={() => setIsRelisting(false)}
            onDone={(auction) => finish({ message: MOVE_TEXT.relist.done, auction })}
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
  const moves = movesOf(sale, now);
  return (
    <Block title="Actions">
      {moves.length === 0 ? (
        <Text size="sm">
          {sale.status === 'certificate-issued'
            ? 'The sale is complete.'
            : sale.relistedAs
              ? 'Nothing more to do: the property is up for auction again.'
              : 'Nothing to do now: the sale waits for the buyer.'}
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
              {MOVE_TEXT[move].label}
            </Button>
          ))}
        </Group>
      )}
      {(sale.status === 'confirmed' || sale.status === 'deposit-paid') && !moves.includes('forfeit') ? (
        <Text size="xs" c="dimmed">
          Forfeiture is offered once the {sale.status === 'confirmed' ? 'deposit' : 'balance'} deadline (
          {formatDate(currentDeadlineOf(sale))}) has passed.
        </Text>
      ) : null}
    </Block>
  );
}
