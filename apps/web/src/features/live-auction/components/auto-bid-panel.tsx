import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRobot } from '@tabler/icons-react';
import { BIDDING_MESSAGES, formatRupees, type AutoBidSettings } from '@eauction/shared';
import type { AuctionPhase } from '../auction-timing';
import { autoBidErrors, type AmountInput, type AutoBidErrors } from '../bid-rules';
import { useAutoBidInfo } from '../api/get-auto-bid-info';
import { autoBidSettingsQueryKey, useAutoBidSettings } from '../api/get-auto-bid-settings';
import { autoBidSaveErrorMessage, useSaveAutoBidSettings } from '../api/save-auto-bid-settings';
import { ConfirmAmountDialog } from './confirm-amount-dialog';
import { Panel } from './panel';
import { RupeeInput } from './rupee-input';

type AutoBidPanelProps = {
  auctionId: string;
  currentBid: number | null;
  /** The live minimum next bid (auction-status and bid-update): the auto-bid's floor moves with it. */
  minManualBid: number;
  phase: AuctionPhase;
  isAdmin: boolean;
  /** The property's own bid increment: the least and the default auto-bid increment. */
  bidIncrement: number;
};

/**
 * Active: said as text, not shown as a switch that looks as if it could be turned off (it cannot be
 * disabled: docs/product.md, "Auto-bidding").
 */
function ActiveAutoBid({ settings }: { settings: AutoBidSettings }) {
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconRobot size={20} aria-hidden="true" />}
      data-testid="auto-bid-state"
    >
      <Text fw={600}>
        {settings.maxAmount === null
          ? 'Auto-bid is active'
          : `Auto-bid is active up to ${formatRupees(settings.maxAmount)}`}
      </Text>
      <Text size="sm">
        The server raises your bid by {formatRupees(settings.increment)} each time another bidder takes the
        lead. {BIDDING_MESSAGES.autoBidActivePanel}.
      </Text>
    </Alert>
  );
}

type AutoBidFormProps = AutoBidPanelProps & { minAutoBidAmount: number };

/** Setting the auto-bid: a maximum and an increment, checked here, then saved (POST). */
function AutoBidForm({ auctionId, currentBid, phase, minAutoBidAmount, bidIncrement }: AutoBidFormProps) {
  const save = useSaveAutoBidSettings(auctionId);
  const [maxAmount, setMaxAmount] = useState<AmountInput>('');
  const [increment, setIncrement] = useState<AmountInput>(bidIncrement);
  const [errors, setErrors] = useState<AutoBidErrors>({});
  /** The maximum waiting for confirmation: an auto-bid cannot be undone, so it is asked for twice. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const isOpen = phase === 'live';
  const isDisabled = !isOpen || save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isDisabled) return;
    const found = autoBidErrors({ maxAmount, increment }, currentBid, minAutoBidAmount, bidIncrement);
    setErrors(found);
    if (found.maxAmount || found.increment) return;
    setConfirming(maxAmount as number);
  }

  function close(confirmed: boolean) {
    const max = confirming;
    setConfirming(null);
    if (confirmed && max !== null) {
      save.mutate({ auctionId, enabled: true, maxAmount: max, increment: increment as number });
    }
    // Focus is put back on the maximum; after a confirmed save the panel shows the active state.
    maxRef.current?.focus();
  }

  return (
    <>
      <Text size="sm">
        The server bids for you, up to your maximum, each time another bidder takes the lead, even with this
        page closed. Once activated, auto-bidding cannot be disabled, and it can be used once per auction.
      </Text>
      <form onSubmit={submit} noValidate aria-busy={save.isPending}>
        <Stack gap="sm">
          <RupeeInput
            ref={maxRef}
            label="Maximum bid amount"
            description={`At least ${formatRupees(minAutoBidAmount)}`}
            value={maxAmount}
            onChange={(next) => {
              setMaxAmount(next);
              setErrors((e) => ({ ...e, maxAmount: undefined }));
            }}
            min={minAutoBidAmount}
            step={bidIncrement}
            disabled={isDisabled}
            error={errors.maxAmount}
          />
          <RupeeInput
            label="Increment"
            description={`At least ${formatRupees(bidIncrement)}, this auction's bid increment`}
            value={increment}
            onChange={(next) => {
              setIncrement(next);
              setErrors((e) => ({ ...e, increment: undefined }));
            }}
            min={bidIncrement}
            step={bidIncrement}
            disabled={isDisabled}
            error={errors.increment}
          />
          {save.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
              data-testid="auto-bid-error"
            >
              {autoBidSaveErrorMessage(save.error)}
            </Alert>
          ) : null}
          <Button
            type="submit"
            disabled={isDisabled}
            leftSection={
              save.isPending ? (
                <Loader size="xs" color="currentColor" />
              ) : (
                <IconRobot size={18} aria-hidden="true" />
              )
            }
          >
            {save.isPending ? 'Activating…' : 'Activate Auto-Bidding'}
          </Button>
          {!isOpen ? (
            <Text size="sm" c="dimmed">
              {phase === 'ended'
                ? 'The auction has ended.'
                : 'Auto-bidding can be activated once the auction starts.'}
            </Text>
          ) : null}
        </Stack>
      </form>
      <ConfirmAmountDialog
        amount={confirming}
        title="Confirm your auto-bid"
        confirmLabel="Activate auto-bid"
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      >
        The server will bid for you up to this maximum. Once activated, auto-bidding cannot be disabled.
      </ConfirmAmountDialog>
    </>
  );
}

/**
 * docs/product.md, "Auto-bidding": a one-use proxy bid that the engine runs on the server, so it keeps
 * working with the browser closed (docs/product.md, "Auto-bids run on the server").
 * The saved settings are loaded on entry and restore the panel as active or used up.
 */
export function AutoBidPanel(props: AutoBidPanelProps) {
  const { auctionId, currentBid, isAdmin } = props;
  const info = useAutoBidInfo(auctionId, !isAdmin);
  const settings = useAutoBidSettings(auctionId, !isAdmin);
  const queryClient = useQueryClient();

  // A standing auto-bid is used up once another bidder goes past its maximum: ask again after each bid.
  const isActive = settings.data?.state === 'active';
  const seenBid = useRef(currentBid);
  useEffect(() => {
    if (seenBid.current === currentBid) return;
    seenBid.current = currentBid;
    if (isActive) void queryClient.invalidateQueries({ queryKey: autoBidSettingsQueryKey(auctionId) });
  }, [isActive, currentBid, queryClient, auctionId]);

  let content;
  if (isAdmin) {
    content = <Text c="dimmed">Administrators do not bid, so auto-bidding is not offered to them.</Text>;
  } else if (settings.isPending || info.isPending) {
    content = <Loader size="sm" aria-label="Loading your auto-bidding settings" />;
  } else if (settings.isError || info.isError) {
    content = (
      <Text c="red.8" role="alert">
        Your auto-bidding settings could not be loaded. Please reload the page.
      </Text>
    );
  } else if (settings.data.state === 'active') {
    content = <ActiveAutoBid settings={settings.data} />;
  } else if (settings.data.state === 'exhausted') {
    content = (
      <Alert color="gray" variant="light" data-testid="auto-bid-state">
        <Text fw={600}>Auto-bid has reached its maximum</Text>
        <Text size="sm">{BIDDING_MESSAGES.autoBidAlreadyUsed}</Text>
      </Alert>
    );
  } else {
    // The info is read once on entry; the live minimum keeps the floor current as bids arrive.
    const minAutoBidAmount = Math.max(info.data.minAutoBidAmount, props.minManualBid);
    content = <AutoBidForm {...props} minAutoBidAmount={minAutoBidAmount} />;
  }
  return (
    <Panel id="auto-bid-title" title="Auto-bidding">
      {content}
    </Panel>
  );
}
