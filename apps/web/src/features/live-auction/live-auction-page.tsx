import { useLingui } from '@lingui/react';
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { ReactNode } from 'react';
import {
  STANDING_TEXTS,
  asSentence,
  bidderStep,
  capitalizeWords,
  cardState,
  registerAgainText,
  type MyRegistration,
  offeredMinimumBid,
  propertyTitle,
  type AuctionStatus,
  type Property,
} from '@eauction/shared';
import { PageLoader } from '../../components/loaders';
import { PageMeta } from '../../components/page-meta';
import { errorMessage } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
import { useServerNow, useServerOffset } from '../../lib/server-clock';
import { useRegistrationForAuction } from '../../lib/my-registrations';
import { useProperty } from '../../lib/property-query';
import { textOf } from '../../lib/translate';
import { accessErrorMessage, useAuctionAccess } from './api/check-auction-access';
import { auctionClock, type AuctionPhase } from './auction-timing';
import { AuctionStatusPanel, type AuctionStatusView } from './components/auction-status-panel';
import { AutoBidPanel } from './components/auto-bid-panel';
import { BidAnnouncer } from './components/bid-announcer';
import { BidForm } from './components/bid-form';
import { BidHistoryList } from './components/bid-history-list';
import { ConnectionIndicator } from './components/connection-indicator';
import classes from './components/live-auction.module.css';
import { useLiveAuction } from './hooks/use-live-auction';
import { standingOf } from './live-auction-state';

/**
 * The server's time, ticking every second. The app-wide offset (GET /api/time) serves until the
 * auction's own status arrives; from then on the offset measured on the join's round trip does.
 */
function useAuctionNowMs(statusOffsetMs: number | null): number {
  const appOffset = useServerOffset();
  const now = useServerNow(1000);
  return now.getTime() + (statusOffsetMs === null ? 0 : statusOffsetMs - appOffset);
}

/** Before the first auction-status, the property's own figures stand in. */
function statusView(property: Property, status: AuctionStatus | null): AuctionStatusView {
  if (!status) {
    return {
      currentBid: property.currentBid,
      reservePrice: property.reservePrice,
      minimumBid:
        property.currentBid === null ? property.reservePrice : property.currentBid + property.bidIncrement,
      participants: null,
      auctionStartTime: property.auctionStartTime,
      auctionEndTime: property.auctionEndTime,
      extensionCount: property.auctionExtensionCount,
      standing: null,
    };
  }
  return {
    currentBid: status.currentBid,
    reservePrice: status.reservePrice,
    minimumBid: offeredMinimumBid(status.minManualBid, status.currentBid, status.bidIncrement),
    participants: status.participants,
    auctionStartTime: status.auctionStartTime,
    auctionEndTime: status.auctionEndTime,
    extensionCount: status.extensionCount,
    standing: standingOf(status),
  };
}

/** Each phase's colour and its label's message key. */
const PHASE_BADGE: Record<AuctionPhase, { label: string; color: string }> = {
  live: { label: 'liveAuction.phase.live', color: 'red.9' },
  upcoming: { label: 'liveAuction.phase.upcoming', color: 'navy' },
  ended: { label: 'liveAuction.phase.ended', color: 'gray.7' },
};

function LiveAuction({ property }: { property: Property }) {
  const { _ } = useLingui();
  const live = useLiveAuction(property._id, true);
  const nowMs = useAuctionNowMs(live.clockOffsetMs);
  const view = statusView(property, live.status);
  // The property's own increment governs every amount on the page (docs/decisions/029).
  const bidIncrement = live.status?.bidIncrement ?? property.bidIncrement;
  const clock = auctionClock(view, nowMs);
  const place = [capitalizeWords(property.propertyLocation), property.state].filter(Boolean).join(', ');
  const phaseBadge = PHASE_BADGE[clock.phase];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/property/${property._id}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {_('liveAuction.page.backToProperty')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap={6}>
            <Badge variant="light">{_('liveAuction.page.title')}</Badge>
            <Badge color={phaseBadge.color} data-testid="phase">
              {_(phaseBadge.label)}
            </Badge>
          </Group>
          <Title order={1} size="h2" c="navy.7" style={{ overflowWrap: 'anywhere' }}>
            {propertyTitle(property, _)}
          </Title>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text size="sm">{_('liveAuction.page.placeAndCode', { place, code: property.auctionCode })}</Text>
          </Group>
        </Stack>
        <ConnectionIndicator state={live.connection} />
      </Group>

      {live.joinError ? (
        <Alert color="red" variant="light" role="alert" title={_('liveAuction.page.joinErrorTitle')}>
          {live.joinError}
        </Alert>
      ) : null}
      {live.connectError ? (
        <Alert color="red" variant="light" role="alert" title={_('liveAuction.page.connectErrorTitle')}>
          {live.connectError}
        </Alert>
      ) : null}

      <BidAnnouncer status={live.status} />
      <div className={classes.layout}>
        <div className={classes.status}>
          <AuctionStatusPanel view={view} clock={clock} />
        </div>
        <Stack gap="lg" className={classes.actions}>
          <BidForm
            status={live.status}
            bidIncrement={bidIncrement}
            phase={clock.phase}
            connection={live.connection}
            serverError={live.bidError}
            placeBid={live.placeBid}
            clearServerError={live.clearBidError}
          />
          <AutoBidPanel
            auctionId={property._id}
            currentBid={view.currentBid}
            minManualBid={live.status?.minManualBid ?? view.minimumBid}
            phase={clock.phase}
            isAdmin={live.status?.you.isAdmin ?? false}
            bidIncrement={bidIncrement}
          />
        </Stack>
        <div className={classes.history}>
          <BidHistoryList status={live.status} />
        </div>
      </div>
    </Stack>
  );
}

/** Where the signed-in user's registration stands, when that is why they may not enter (decision 032). */
function Standing({ property, registration }: { property: Property; registration: MyRegistration | null }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const now = useServerNow(30_000);
  const step = bidderStep(registration?.status ?? null, property, now);
  let title: string;
  let text: ReactNode;
  if (!registration) {
    title = _(STANDING_TEXTS.none);
    text = step === 'register' ? _('liveAuction.access.registerText') : _(STANDING_TEXTS.registrationClosed);
  } else if (registration.status === 'pending') {
    title = _(STANDING_TEXTS.underReview);
    text = _('liveAuction.access.underReviewText');
  } else if (registration.status === 'rejected') {
    title = _(STANDING_TEXTS.rejected);
    text = (
      <>
        {registration.rejectionReason ? (
          <Text size="sm">
            {_('liveAuction.access.reason', { reason: asSentence(registration.rejectionReason) })}
          </Text>
        ) : null}
        <Text size="sm">
          {step === 'register-again'
            ? textOf(registerAgainText(registration.property.emdSubmission, locale))
            : _(STANDING_TEXTS.registerAgainClosed)}
        </Text>
      </>
    );
  } else {
    return null;
  }
  return (
    <Alert
      color={registration?.status === 'rejected' ? 'red' : 'navy'}
      variant="light"
      title={title}
      data-testid="access-standing"
    >
      {typeof text === 'string' ? <Text size="sm">{text}</Text> : text}
    </Alert>
  );
}

/**
 * Why the auction cannot be entered, and the ways on: back to the property, to the bidder's
 * registrations, or (while EMD registration is still open) to registering for it, again after a
 * rejection (decision 032). The bidder's registration says which.
 */
function NoAccess({ message, property }: { message: string; property: Property | undefined }) {
  const { _ } = useLingui();
  const now = useServerNow(30_000);
  const mine = useRegistrationForAuction(property?._id ?? '');
  const known = property !== undefined && mine.isKnown;
  const step = property ? bidderStep(mine.registration?.status ?? null, property, now) : null;
  const canRegister = known
    ? step === 'register' || step === 'register-again'
    : property !== undefined && cardState(property, now) === 'registration-open';
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2" c="navy.7">
        {_('liveAuction.page.title')}
      </Title>
      <Alert color="red" variant="light" role="alert" data-testid="access-error">
        {message}
      </Alert>
      {known ? <Standing property={property} registration={mine.registration} /> : null}
      <Group gap="sm">
        {property && canRegister ? (
          <Button component={Link} to={`/property/${property._id}/tender-payment`}>
            {step === 'register-again'
              ? _('liveAuction.access.registerAgain')
              : _('liveAuction.access.register')}
          </Button>
        ) : null}
        {property ? (
          <Button component={Link} to={`/property/${property._id}`} variant="default">
            {_('liveAuction.page.backToProperty')}
          </Button>
        ) : null}
        <Button component={Link} to="/dashboard/registrations" variant="subtle">
          {_('liveAuction.access.myRegistrations')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * docs/product.md, "Live auction page" (logged-in only). Access is checked first; only an approved bidder
 * (or an admin) gets the real-time connection, which is closed again when the page is left.
 */
export function LiveAuctionPage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const property = useProperty(id);
  const access = useAuctionAccess(id);

  let body;
  if (property.isPending || access.isPending) {
    body = <PageLoader label={_('liveAuction.page.checkingAccess')} />;
  } else if (property.isError || access.isError) {
    const message = property.isError
      ? errorMessage(property.error, _('liveAuction.page.propertyNotFound'))
      : accessErrorMessage(access.error);
    body = <NoAccess message={message} property={property.data} />;
  } else {
    body = <LiveAuction property={property.data} />;
  }

  return (
    <>
      <PageMeta
        title={
          property.data
            ? _('liveAuction.meta.titleOf', { title: propertyTitle(property.data, _) })
            : _('liveAuction.page.title')
        }
        description={_('liveAuction.meta.description')}
        path={`/property/${encodeURIComponent(id)}/live-auction`}
        noIndex
      />
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        {body}
      </Container>
    </>
  );
}
