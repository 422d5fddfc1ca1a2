import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconGavel } from '@tabler/icons-react';
import {
  BIDDING_MESSAGES,
  formatRupees,
  offeredMinimumBid,
  type AuctionStatus,
  type PlaceBidAck,
} from '@eauction/shared';
import type { AuctionPhase } from '../auction-timing';
import { bidAmountError, type AmountInput } from '../bid-rules';
import type { ConnectionState } from '../hooks/use-live-auction';
import { ConfirmAmountDialog } from './confirm-amount-dialog';
import { Panel } from './panel';
import { RupeeInput } from './rupee-input';

type BidFormProps = {
  status: AuctionStatus | null;
  /** The property's own bid increment: the step of every amount (docs/decisions/029). */
  bidIncrement: number;
  phase: AuctionPhase;
  connection: ConnectionState;
  /** The engine's last refusal (bid-error), shown as received until the next bid update. */
  serverError: string | null;
  placeBid: (amount: number) => Promise<PlaceBidAck>;
  clearServerError: () => void;
};

/** The amount typed, and the minimum it was typed against (see `shownAmount`). */
type Draft = { value: AmountInput; basis: number };

/**
 * What the input shows: the minimum offered (the larger of the server's minimum and current bid + the
 * property's increment: docs/product.md, "Minimum next bid and bid increment") until the bidder types; then
 * their amount, unless another bid has since raised the minimum past it, in which case it follows the new
 * minimum rather than offer a bid that must fail.
 */
export function shownAmount(draft: Draft | null, offered: number): AmountInput {
  if (!draft) return offered;
  if (draft.basis === offered) return draft.value;
  return typeof draft.value === 'number' && draft.value >= offered ? draft.value : offered;
}

/** docs/product.md, "Placing a bid": one amount, checked here, then sent over the socket and acknowledged. */
export function BidForm({
  status,
  bidIncrement,
  phase,
  connection,
  serverError,
  placeBid,
  clearServerError,
}: BidFormProps) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [accepted, setAccepted] = useState<number | null>(null);
  /** The amount waiting for the bidder's confirmation: a bid binds, so it is asked for twice. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const [focusInput, setFocusInput] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Back to the amount once the dialog is gone and the input is enabled again (after the bid's answer).
  useEffect(() => {
    if (!focusInput || confirming !== null || isSubmitting) return;
    setFocusInput(false);
    inputRef.current?.focus();
  }, [focusInput, confirming, isSubmitting]);

  const offered = status ? offeredMinimumBid(status.minManualBid, status.currentBid, bidIncrement) : 0;
  const value = shownAmount(draft, offered);
  const canBid = status !== null && phase === 'live' && !status.you.isAdmin;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!status || !canBid || isSubmitting) return;
    setAccepted(null);
    const error = bidAmountError(value, status.currentBid, status.minManualBid);
    if (error) {
      setLocalError(error);
      return;
    }
    if (connection !== 'connected') {
      setLocalError(_(BIDDING_MESSAGES.notConnected));
      return;
    }
    setLocalError(null);
    setConfirming(value as number);
  }

  function cancel() {
    setConfirming(null);
    setFocusInput(true);
  }

  async function confirm() {
    if (confirming === null) return;
    const amount = confirming;
    setConfirming(null);
    setFocusInput(true);
    clearServerError();
    setSubmitting(true);
    const ack = await placeBid(amount);
    setSubmitting(false);
    if (ack.ok) {
      setDraft(null);
      setAccepted(ack.bid.amount);
    }
  }

  let note: string | null = null;
  if (status?.you.isAdmin) note = _('liveAuction.bidForm.adminNote');
  else if (phase === 'upcoming') note = _('liveAuction.bidForm.upcomingNote');
  else if (phase === 'ended') note = _('liveAuction.bidForm.endedNote');
  else if (!status) note = _('liveAuction.bidForm.joining');

  return (
    <Panel id="bid-form-title" title={_('liveAuction.bidForm.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={isSubmitting}>
        <Stack gap="sm">
          <RupeeInput
            label={_('liveAuction.bidForm.amount')}
            description={
              status
                ? _('liveAuction.bidForm.amountHint', {
                    minimum: formatRupees(offered),
                    step: formatRupees(bidIncrement),
                  })
                : undefined
            }
            ref={inputRef}
            value={value}
            onChange={(next) => {
              setDraft({ value: next, basis: offered });
              setLocalError(null);
              setAccepted(null);
            }}
            min={offered}
            step={bidIncrement}
            disabled={!canBid || isSubmitting}
            error={localError}
            size="md"
          />
          {serverError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
              data-testid="bid-error"
            >
              {serverError}
            </Alert>
          ) : null}
          <div role="status" aria-live="polite">
            {/* Said while that bid stands; once outbid, the status panel says so instead. */}
            {accepted !== null && accepted === status?.currentBid && !serverError ? (
              <Text c="green.8" fw={600} size="sm">
                <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
                {_('liveAuction.bidForm.placed', { amount: formatRupees(accepted) })}
              </Text>
            ) : null}
          </div>
          <Button
            type="submit"
            size="md"
            color="saffron"
            disabled={!canBid || isSubmitting}
            leftSection={
              isSubmitting ? (
                <Loader size="xs" color="currentColor" />
              ) : (
                <IconGavel size={18} aria-hidden="true" />
              )
            }
          >
            {isSubmitting ? _('liveAuction.bidForm.placing') : _('liveAuction.bidForm.submit')}
          </Button>
          {note ? (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          ) : null}
        </Stack>
      </form>
      <ConfirmAmountDialog
        amount={confirming}
        title={_('liveAuction.bidForm.confirmTitle')}
        confirmLabel={_('liveAuction.bidForm.confirmButton')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      >
        {_('liveAuction.bidForm.confirmText')}
      </ConfirmAmountDialog>
    </Panel>
  );
}
