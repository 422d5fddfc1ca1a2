import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import {
  STANDING_TEXTS,
  asSentence,
  bidderStep,
  formatDate,
  formatDateTime,
  type CardState,
  type Locale,
  type MyRegistration,
  type Property,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { useRegistrationForAuction } from '../../../lib/my-registrations';
import { AuctionStateButton, CardLinkButton } from './auction-state-button';
import classes from './property-card.module.css';

type Tone = 'pending' | 'approved' | 'rejected';

/** The line above the buttons that tells a signed-in bidder where their registration stands. */
function StandingNote({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return (
    <p className={classes.standing} data-tone={tone} data-testid="card-standing">
      {children}
    </p>
  );
}

function rejectedNote(r: MyRegistration, canRegisterAgain: boolean, _: I18n['_'], locale: Locale) {
  return (
    <StandingNote tone="rejected">
      <strong>{_(STANDING_TEXTS.rejected)}</strong>
      {r.rejectionReason ? `: ${asSentence(r.rejectionReason)}` : '.'}{' '}
      {canRegisterAgain
        ? _('properties.card.standing.registerAgainUntil', {
            date: formatDate(r.property.emdSubmission, locale),
          })
        : _('properties.card.standing.registrationClosed')}
    </StandingNote>
  );
}

/**
 * The card's actions. An anonymous visitor, and a signed-in one without a registration for the auction, get
 * exactly the plain card buttons (docs/product.md, "Card state"); a bidder with one is told where it stands
 * and offered the next step (decision 032). The registration is read after the session is known, so the card
 * the server renders for everyone is unchanged (decision 035).
 */
export function CardActions({
  property: p,
  state,
  now,
}: {
  property: Property;
  state: CardState;
  now: Date;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const { registration: r } = useRegistrationForAuction(p._id);
  const step = r ? bidderStep(r.status, p, now) : null;
  const details = (
    <CardLinkButton to={`/property/${p._id}`} tone="default">
      {_('properties.card.viewDetails')}
    </CardLinkButton>
  );
  const viewRegistration = (
    <CardLinkButton to="/dashboard/registrations" tone="default">
      {_('properties.card.viewRegistration')}
    </CardLinkButton>
  );

  let note: React.ReactNode = null;
  let second: React.ReactNode = <AuctionStateButton propertyId={p._id} state={state} />;
  if (r && step === 'under-review') {
    note = <StandingNote tone="pending">{_(STANDING_TEXTS.underReview)}.</StandingNote>;
    second = viewRegistration;
  } else if (r && (step === 'register-again' || step === 'rejected')) {
    note = rejectedNote(r, step === 'register-again', _, locale);
    second =
      step === 'register-again' ? (
        <CardLinkButton to={`/property/${p._id}/tender-payment`} tone="register">
          {_('properties.card.registerAgain')}
        </CardLinkButton>
      ) : (
        <button type="button" disabled className={classes.button}>
          {_('properties.card.registrationClosed')}
        </button>
      );
  } else if (step === 'bid') {
    note = <StandingNote tone="approved">{_(STANDING_TEXTS.approved)}.</StandingNote>;
  } else if (step === 'bidding-opens') {
    note = (
      <StandingNote tone="approved">
        {_(STANDING_TEXTS.approved)}
        {_('properties.card.standing.biddingOpens', {
          dateTime: formatDateTime(p.auctionStartTime, locale),
        })}
      </StandingNote>
    );
    second = viewRegistration;
  }

  return (
    <>
      {note}
      <div className={classes.buttons}>
        {details}
        {second}
      </div>
    </>
  );
}
