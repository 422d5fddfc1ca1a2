import { useLingui } from '@lingui/react';
import { IconMapPin } from '@tabler/icons-react';
import {
  capitalizeWords,
  cardState,
  formatDate,
  formatRupees,
  formatTime,
  isAuctionEnded,
  labelOf,
  POSSESSION_TYPE_KEYS,
  PROPERTY_TYPE_KEYS,
  type Property,
} from '@eauction/shared';
import { useLocale } from '../../../lib/i18n';
import { CardLinkButton } from './auction-state-button';
import { EmdProgress } from './emd-progress';
import { InterestToggle } from './interest-toggle';
import { CardActions } from './property-card-standing';
import classes from './property-card.module.css';

/** A card cannot offer bidding or registration without knowing when the auction runs. */
export function hasAuctionData(
  p: Pick<Property, 'auctionDate' | 'auctionStartTime' | 'auctionEndTime'>,
): boolean {
  return Boolean(p.auctionDate && p.auctionStartTime && p.auctionEndTime);
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <p className={classes.label}>{label}</p>
      <p className={classes.fact}>{children}</p>
    </div>
  );
}

type PropertyCardProps = {
  property: Property;
  /** The server's clock (useServerNow), so every card changes state when the server says so. */
  now: Date;
};

/**
 * One property of the listing (docs/product.md, "Property card"). A page shows 24 of them, which makes
 * the card the catalogue's heaviest render: its text and layout are plain elements styled by the CSS
 * module with Mantine's variables (one element each, where a Mantine Text or Group costs several
 * components and a style computation); the buttons are links with the look of Mantine's Button, and only
 * the heart is a Mantine component.
 */
export function PropertyCard({ property: p, now }: PropertyCardProps) {
  const { _ } = useLingui();
  const locale = useLocale();
  const isComplete = hasAuctionData(p);
  const state = isComplete ? cardState(p, now) : null;
  const city = capitalizeWords(p.propertyLocation);
  return (
    <article
      className={classes.card}
      data-testid="property-card"
      data-property-id={p._id}
      aria-labelledby={`property-${p._id}-title`}
    >
      <div className={classes.top}>
        <div className={classes.badges}>
          <span className={`${classes.badge} ${classes.typeBadge}`} data-testid="property-type">
            {labelOf(_, PROPERTY_TYPE_KEYS, p.propertyType)}
          </span>
          {state === 'live' && (
            <span className={`${classes.badge} ${classes.liveBadge}`}>
              <span className={classes.liveDot} aria-hidden />
              {_('properties.card.liveNow')}
            </span>
          )}
          {isComplete && isAuctionEnded(p, now) && (
            <span className={`${classes.badge} ${classes.endedBadge}`} data-testid="ended-label">
              {_('properties.card.ended')}
            </span>
          )}
        </div>
        <InterestToggle propertyId={p._id} />
      </div>

      <h3 className={classes.title} id={`property-${p._id}-title`}>
        <IconMapPin size={18} aria-hidden className={classes.pin} />
        <span>
          {city}, {p.state}
        </span>
      </h3>
      {p.bankName && <p className={classes.bank}>{p.bankName}</p>}

      <p className={`${classes.label} ${classes.reserveLabel}`}>{_('properties.card.reservePrice')}</p>
      <p className={classes.reserve} data-testid="reserve-price">
        {formatRupees(p.reservePrice)}
      </p>

      <div className={classes.facts}>
        <Fact label={_('properties.card.auctionDate')}>
          <span data-testid="auction-date">{p.auctionDate ? formatDate(p.auctionDate, locale) : '—'}</span>
        </Fact>
        <Fact label={_('properties.card.auctionTime')}>
          {p.auctionStartTime ? formatTime(p.auctionStartTime, locale) : '—'}
          {p.auctionEndTime ? ` – ${formatTime(p.auctionEndTime, locale)}` : ''}
        </Fact>
        <Fact label={_('properties.card.emdDeadline')}>
          {p.emdSubmission ? formatDate(p.emdSubmission, locale) : '—'}
        </Fact>
        <Fact label={_('properties.card.possession')}>
          {p.possessionType ? labelOf(_, POSSESSION_TYPE_KEYS, p.possessionType) : '—'}
        </Fact>
      </div>

      {p.emdSubmission && <EmdProgress emdSubmission={p.emdSubmission} now={now} />}

      <div className={classes.actions}>
        {state === null ? (
          <div className={classes.missing}>
            <p className={classes.error}>{_('properties.card.missingData')}</p>
            <CardLinkButton to={`/property/${p._id}`} tone="default">
              {_('properties.card.viewDetails')}
            </CardLinkButton>
          </div>
        ) : (
          <CardActions property={p} state={state} now={now} />
        )}
      </div>
    </article>
  );
}
