import {
  STANDING_TEXTS,
  asSentence,
  bidderStep,
  formatDate,
  formatDateTime,
  type CardState,
  type MyRegistration,
  type Property,
} from '@eauction/shared';
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

function rejectedNote(r: MyRegistration, canRegisterAgain: boolean) {
  return (
    <StandingNote tone="rejected">
      <strong>{STANDING_TEXTS.rejected}</strong>
      {r.rejectionReason ? `: ${asSentence(r.rejectionReason)}` : '.'}{' '}
      {canRegisterAgain
        ? `You may register again until ${formatDate(r.property.emdSubmission)}.`
        : 'Registration has closed.'}
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
  const { registration: r } = useRegistrationForAuction(p._id);
  const step = r ? bidderStep(r.status, p, now) : null;
  const details = (
    <CardLinkButton to={`/property/${p._id}`} tone="default">
      View Property Details
    </CardLinkButton>
  );
  const viewRegistration = (
    <CardLinkButton to="/dashboard/registrations" tone="default">
      View Registration
    </CardLinkButton>
  );

  let note: React.ReactNode = null;
  let second: React.ReactNode = <AuctionStateButton propertyId={p._id} state={state} />;
  if (r && step === 'under-review') {
    note = <StandingNote tone="pending">{STANDING_TEXTS.underReview}.</StandingNote>;
    second = viewRegistration;
  } else if (r && (step === 'register-again' || step === 'rejected')) {
    note = rejectedNote(r, step === 'register-again');
    second =
      step === 'register-again' ? (
        <CardLinkButton to={`/property/${p._id}/tender-payment`} tone="register">
          Register Again
        </CardLinkButton>
      ) : (
        <button type="button" disabled className={classes.button}>
          Registration Closed
        </button>
      );
  } else if (step === 'bid') {
    note = <StandingNote tone="approved">{STANDING_TEXTS.approved}.</StandingNote>;
  } else if (step === 'bidding-opens') {
    note = (
      <StandingNote tone="approved">
        {STANDING_TEXTS.approved}: bidding opens {formatDateTime(p.auctionStartTime)} IST.
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
