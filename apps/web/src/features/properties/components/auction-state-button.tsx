import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { CardState } from '@eauction/shared';
import classes from './property-card.module.css';

/** A link drawn as a button (Mantine's sm Button, without its components: see PropertyCard). */
export function CardLinkButton({
  to,
  tone,
  children,
}: {
  to: string;
  tone: 'default' | 'bid' | 'register';
  children: string;
}) {
  return (
    <Link to={to} className={`mantine-focus-auto mantine-active ${classes.button}`} data-tone={tone}>
      {children}
    </Link>
  );
}

/** The card's second button (docs/product.md, "Card state"). */
export function AuctionStateButton({ propertyId, state }: { propertyId: string; state: CardState }) {
  const { _ } = useLingui();
  if (state === 'live') {
    return (
      <CardLinkButton to={`/property/${propertyId}/live-auction`} tone="bid">
        {_('properties.card.bidNow')}
      </CardLinkButton>
    );
  }
  if (state === 'registration-open') {
    return (
      <CardLinkButton to={`/property/${propertyId}/tender-payment`} tone="register">
        {_('properties.card.registerNow')}
      </CardLinkButton>
    );
  }
  return (
    <button type="button" disabled className={classes.button}>
      {_('properties.card.registrationClosed')}
    </button>
  );
}
