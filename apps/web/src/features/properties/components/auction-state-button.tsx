import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { CardState } from '@eauction/shared';

/** The card's second button (spec 2, "Card"; spec 4, "Card state"). */
export function AuctionStateButton({ propertyId, state }: { propertyId: string; state: CardState }) {
  if (state === 'live') {
    return (
      <Button component={Link} to={`/property/${propertyId}/live-auction`} color="red.9">
        Bid Now
      </Button>
    );
  }
  if (state === 'registration-open') {
    return (
      <Button component={Link} to={`/property/${propertyId}/tender-payment`} color="teal.9">
        Register Now
      </Button>
    );
  }
  return (
    <Button disabled variant="filled">
      Registration Closed
    </Button>
  );
}
