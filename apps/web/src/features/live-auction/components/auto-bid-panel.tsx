import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconRobot size={20} aria-hidden="true" />}
      data-testid="auto-bid-state"
    >
      <Text fw={600}>
        {settings.maxAmount === null
          ? _('liveAuction.autoBid.active')
          : _('liveAuction.autoBid.activeUpTo', { amount: formatRupees(settings.maxAmount) })}
      </Text>
      <Text size="sm">
        {_('liveAuction.autoBid.activeText', { increment: formatRupees(settings.increment) })}{' '}
        {_(BIDDING_MESSAGES.autoBidActivePanel)}.
      </Text>
    </Alert>
  );
}

type AutoBidFormProps = AutoBidPanelProps & { minAutoBidAmount: number };

/** Setting the auto-bid: a maximum and an increment, checked here, then saved (POST). */
function AutoBidForm({ auctionId, currentBid, phase, minAutoBidAmount, bidIncrement }: AutoBidFormProps) {
  const { _ } = useLingui();
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
      <Text size="sm">{_('liveAuction.autoBid.intro')}</Text>
      <form onSubmit={submit} noValidate aria-busy={save.isPending}>
        <Stack gap="sm">
          <RupeeInput
            ref={maxRef}
            label={_('liveAuction.autoBid.maxAmount')}
            description={_('liveAuction.autoBid.maxAmountHint', { minimum: formatRupees(minAutoBidAmount) })}
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
            label={_('liveAuction.autoBid.increment')}
            description={_('liveAuction.autoBid.incrementHint', { minimum: formatRupees(bidIncrement) })}
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
            {save.isPending ? _('liveAuction.autoBid.activating') : _('liveAuction.autoBid.submit')}
          </Button>
          {!isOpen ? (
            <Text size="sm" c="dimmed">
              {phase === 'ended' ? _('liveAuction.autoBid.endedNote') : _('liveAuction.autoBid.upcomingNote')}
            </Text>
          ) : null}
        </Stack>
      </form>
      <ConfirmAmountDialog
        amount={confirming}
        title={_('liveAuction.autoBid.confirmTitle')}
        confirmLabel={_('liveAuction.autoBid.confirmButton')}
        onConfirm={() => close(true)}
        onCancel={() => close(false)}
      >
        {_('liveAuction.autoBid.confirmText')}
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
  const { _ } = useLingui();
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
    content = <Text c="dimmed">{_('liveAuction.autoBid.adminNote')}</Text>;
  } else if (settings.isPending || info.isPending) {
    content = <Loader size="sm" aria-label={_('liveAuction.autoBid.loading')} />;
  } else if (settings.isError || info.isError) {
    content = (
      <Text c="red.8" role="alert">
        {_('liveAuction.autoBid.loadError')}
      </Text>
    );
  } else if (settings.data.state === 'active') {
    content = <ActiveAutoBid settings={settings.data} />;
  } else if (settings.data.state === 'exhausted') {
    content = (
      <Alert color="gray" variant="light" data-testid="auto-bid-state">
        <Text fw={600}>{_('liveAuction.autoBid.exhausted')}</Text>
        <Text size="sm">{_(BIDDING_MESSAGES.autoBidAlreadyUsed)}</Text>
      </Alert>
    );
  } else {
    // The info is read once on entry; the live minimum keeps the floor current as bids arrive.
    const minAutoBidAmount = Math.max(info.data.minAutoBidAmount, props.minManualBid);
    content = <AutoBidForm {...props} minAutoBidAmount={minAutoBidAmount} />;
  }
  return (
    <Panel id="auto-bid-title" title={_('liveAuction.autoBid.title')}>
      {content}
    </Panel>
  );
}
