import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AUCTION_OUTCOME_KEYS,
  STANDING_TEXTS,
  asSentence,
  bidderStep,
  cardState,
  formatDateTime,
  registerAgainText,
  type MyRegistration,
  type Property,
} from '@eauction/shared';
import { useAuth } from '../../../lib/auth';
import { useLocale } from '../../../lib/i18n';
import { useServerNow } from '../../../lib/server-clock';
import { textOf } from '../../../lib/translate';
import { useMounted } from '../../../lib/use-mounted';
import { useRegistrationForAuction } from '../../../lib/my-registrations';
import { hasAuctionData } from './property-card';
import classes from './property-call-to-action.module.css';

function CtaLink({ to, color, children }: { to: string; color: string; children: string }) {
  return (
    <Button
      component={Link}
      to={to}
      color={color}
      leftSection={<IconGavel size={18} aria-hidden />}
      data-testid="property-cta"
    >
      {children}
    </Button>
  );
}

/** Where the auction stands when there is nothing to do here: words, not a button that goes nowhere. */
function CtaState({ children }: { children: string }) {
  return (
    <span className={classes.state} data-testid="property-cta">
      {children}
    </span>
  );
}

function RejectionNote({
  registration,
  canRegisterAgain,
}: {
  registration: MyRegistration;
  canRegisterAgain: boolean;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <Alert color="red" variant="light" title={_(STANDING_TEXTS.rejected)} data-testid="property-standing">
      {registration.rejectionReason ? (
        <Text size="sm">
          {_('properties.cta.rejectionReason', { reason: asSentence(registration.rejectionReason) })}
        </Text>
      ) : null}
      <Text size="sm">
        {canRegisterAgain
          ? textOf(registerAgainText(registration.property.emdSubmission, locale))
          : _(STANDING_TEXTS.registerAgainClosed)}
      </Text>
    </Alert>
  );
}

/** The winner of an auction that is over: where to follow the sale. */
function WinnerNote({ salePath }: { salePath: string }) {
  const { _ } = useLingui();
  return (
    <Alert color="navy" variant="light" title={_('properties.cta.won.title')} data-testid="property-standing">
      <Text size="sm">
        {_('properties.cta.won.text')}{' '}
        <Anchor component={Link} to={salePath} fw={600}>
          {_('properties.cta.won.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * The property page's call to action and, for a signed-in bidder, a line on where their registration
 * stands (decision 032). Both depend on the moment and on the session, so they are shown from the
 * browser's first commit on, not in the page the server renders for everyone (decision 035); until then
 * an invisible button holds the place. Once the auction is over the action is how it ended ('Sold',
 * 'Auction ended', 'Auction cancelled'), which is data and rendered by the server too, and the winner's
 * note leads to their sale.
 */
export function usePropertyCallToAction(property: Property): { action: ReactNode; note: ReactNode } {
  const { _ } = useLingui();
  const locale = useLocale();
  const mounted = useMounted();
  const now = useServerNow(15_000);
  const { isAdmin } = useAuth();
  const { isSignedIn, isPending, registration } = useRegistrationForAuction(property._id);
  const base = `/property/${property._id}`;

  // An auction that is over says how it ended, from the property's data: the server renders it too. The
  // winner's note needs the session, so it comes once the page has started.
  if (property.outcome) {
    return {
      action: <CtaState>{_(AUCTION_OUTCOME_KEYS[property.outcome.state])}</CtaState>,
      note: mounted && registration?.result?.won ? <WinnerNote salePath={`${base}/sale`} /> : null,
    };
  }
  if (!mounted || isPending) {
    return {
      action: (
        <Button variant="default" disabled aria-hidden style={{ visibility: 'hidden' }}>
          {_('properties.cta.registerPayEmd')}
        </Button>
      ),
      note: null,
    };
  }
  if (!hasAuctionData(property))
    return { action: <CtaState>{_('properties.cta.notScheduled')}</CtaState>, note: null };

  const step = bidderStep(registration?.status ?? null, property, now);
  const isLive = cardState(property, now) === 'live';
  if (isAdmin && isLive) {
    return {
      action: (
        <CtaLink to={`${base}/live-auction`} color="red.9">
          {_('properties.cta.watchLive')}
        </CtaLink>
      ),
      note: null,
    };
  }
  switch (step) {
    case 'register':
      return {
        action: (
          <CtaLink to={`${base}/tender-payment`} color="saffron">
            {_('properties.cta.registerPayEmd')}
          </CtaLink>
        ),
        note: null,
      };
    case 'register-again':
    case 'rejected':
      return {
        action:
          step === 'register-again' ? (
            <CtaLink to={`${base}/tender-payment`} color="saffron">
              {_('properties.cta.registerAgain')}
            </CtaLink>
          ) : (
            <CtaState>{_('properties.cta.rejected')}</CtaState>
          ),
        note: registration ? (
          <RejectionNote registration={registration} canRegisterAgain={step === 'register-again'} />
        ) : null,
      };
    case 'under-review':
      return {
        action: <CtaState>{_('properties.cta.underReview')}</CtaState>,
        note: (
          <Alert
            color="navy"
            variant="light"
            title={_(STANDING_TEXTS.underReview)}
            data-testid="property-standing"
          >
            <Text size="sm">{_('properties.cta.underReviewText')}</Text>
          </Alert>
        ),
      };
    case 'bid':
      return {
        action: (
          <CtaLink to={`${base}/live-auction`} color="green.9">
            {_('properties.cta.bidNow')}
          </CtaLink>
        ),
        note: null,
      };
    case 'bidding-opens':
      return {
        action: (
          <CtaState>
            {_('properties.cta.biddingOpens', {
              dateTime: formatDateTime(property.auctionStartTime, locale),
            })}
          </CtaState>
        ),
        note: null,
      };
    case 'closed':
      // Someone not signed in may hold an approved registration: the live page asks them to log in.
      return {
        action:
          isLive && !isSignedIn ? (
            <CtaLink to={`${base}/live-auction`} color="saffron">
              {_('properties.cta.participate')}
            </CtaLink>
          ) : (
            <CtaState>{_('properties.cta.registrationClosed')}</CtaState>
          ),
        note: null,
      };
    case 'ended':
      return { action: <CtaState>{_('properties.cta.ended')}</CtaState>, note: null };
  }
}
