import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  STANDING_TEXTS,
  asSentence,
  cardState,
  formatDate,
  registerAgainText,
  type MyRegistration,
  type Property,
} from '@eauction/shared';
import { useServerNow } from '../../../lib/server-clock';
import { useMyRegistrations } from '../../../lib/my-registrations';

/**
 * The signed-in bidder's registration for this auction, if any. One registration per bidder and auction
 * (docs/product.md, "Existing registration"): with one, the tender terms and the form are not offered again.
 */
export function useMyRegistrationFor(propertyId: string) {
  const mine = useMyRegistrations();
  return {
    isPending: mine.isPending,
    registration: mine.data?.find((r) => r.auctionId === propertyId) ?? null,
  };
}

/** Shown instead of the tender terms or the registration form: where the bidder's registration stands. */
export function ExistingRegistration({
  property,
  registration,
}: {
  property: Property;
  registration: MyRegistration;
}) {
  const now = useServerNow(30_000);
  const isLive = cardState(property, now) === 'live';
  const propertyPath = `/property/${encodeURIComponent(property._id)}`;
  const submitted = `Submitted on ${formatDate(registration.createdAt)}${
    registration.confirmationCode ? `, confirmation code ${registration.confirmationCode}` : ''
  }.`;
  const links = (
    <Group mt="sm">
      {registration.status === 'approved' && isLive ? (
        <Button component={Link} to={`${propertyPath}/live-auction`} color="green.9">
          Bid Now
        </Button>
      ) : null}
      <Button component={Link} to="/dashboard/registrations" variant="default">
        My Registrations
      </Button>
      <Button component={Link} to={propertyPath} variant="subtle">
        Back to the property
      </Button>
    </Group>
  );

  if (registration.status === 'pending') {
    return (
      <Alert color="navy" variant="light" role="status" title="Your registration is under review">
        <Stack gap={4}>
          <Text size="sm">
            You have already registered for Auction ID {property.auctionCode}. {submitted} The auction house
            is checking your documents and EMD payment and will e-mail you when it is approved.
          </Text>
          {links}
        </Stack>
      </Alert>
    );
  }
  if (registration.status === 'rejected') {
    // A rejected registration may be corrected and submitted again while EMD submission is open (decision 032).
    return (
      <Alert color="red" variant="light" role="status" title={STANDING_TEXTS.rejected}>
        <Stack gap={4}>
          <Text size="sm">
            Your registration for Auction ID {property.auctionCode} was not approved. {submitted}
          </Text>
          {registration.rejectionReason ? (
            <Text size="sm">Reason: {asSentence(registration.rejectionReason)}</Text>
          ) : null}
          <Text size="sm">
            {registration.canRegisterAgain
              ? registerAgainText(property.emdSubmission)
              : STANDING_TEXTS.registerAgainClosed}
          </Text>
          {registration.canRegisterAgain ? (
            <Group mt="sm">
              <Button component={Link} to={`${propertyPath}/auction-registration`}>
                Register Again
              </Button>
            </Group>
          ) : null}
          {links}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" role="status" title="You are approved to bid">
      <Stack gap={4}>
        <Text size="sm">
          Your registration for Auction ID {property.auctionCode} is approved.{' '}
          {isLive
            ? 'The auction is live now.'
            : `The auction opens on ${formatDate(property.auctionDate)}; Bid Now appears here while it is live.`}
        </Text>
        {links}
      </Stack>
    </Alert>
  );
}
