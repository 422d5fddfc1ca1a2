import { useLingui } from '@lingui/react';
import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { REGISTRATION_MESSAGES, cardState, type Property } from '@eauction/shared';
import { useServerNow } from '../../../lib/server-clock';

/** Whether EMD registration is still open by the server's clock (to the end of the EMD day, IST). */
export function useRegistrationOpen(property: Property | undefined): boolean {
  const now = useServerNow(30_000);
  return property ? cardState(property, now) === 'registration-open' : false;
}

/** Shown instead of the tender terms or the form once the EMD submission deadline has passed. */
export function RegistrationClosed({ property }: { property: Property }) {
  const { _ } = useLingui();
  return (
    <Alert color="saffron" variant="light" role="status" title={_(REGISTRATION_MESSAGES.closed)}>
      {_('auctionRegistration.closed.deadlinePassed')}{' '}
      <Button
        component={Link}
        to={`/property/${encodeURIComponent(property._id)}`}
        variant="subtle"
        size="compact-sm"
      >
        {_('auctionRegistration.backToProperty')}
      </Button>
    </Alert>
  );
}
