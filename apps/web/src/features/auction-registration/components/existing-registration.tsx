import { useLingui } from '@lingui/react';
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
import { useLocale } from '../../../lib/i18n';
import { textOf } from '../../../lib/translate';
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
  const { _ } = useLingui();
  const locale = useLocale();
  const now = useServerNow(30_000);
  const isLive = cardState(property, now) === 'live';
  const propertyPath = `/property/${encodeURIComponent(property._id)}`;
  const date = formatDate(registration.createdAt, locale);
  const submitted = registration.confirmationCode
    ? _('auctionRegistration.existing.submittedWithCode', {
        date,
        confirmationCode: registration.confirmationCode,
      })
    : _('auctionRegistration.existing.submitted', { date });
  const links = (
    <Group mt="sm">
      {registration.status === 'approved' && isLive ? (
        <Button component={Link} to={`${propertyPath}/live-auction`} color="green.9">
          {_('auctionRegistration.existing.bidNow')}
        </Button>
      ) : null}
      <Button component={Link} to="/dashboard/registrations" variant="default">
        {_('auctionRegistration.myRegistrations')}
      </Button>
      <Button component={Link} to={propertyPath} variant="subtle">
        {_('auctionRegistration.backToProperty')}
      </Button>
    </Group>
  );

  if (registration.status === 'pending') {
    return (
      <Alert
        color="navy"
        variant="light"
        role="status"
        title={_('auctionRegistration.existing.pendingTitle')}
      >
        <Stack gap={4}>
          <Text size="sm">
            {_('auctionRegistration.existing.pendingText', { auctionCode: property.auctionCode, submitted })}
          </Text>
          {links}
        </Stack>
      </Alert>
    );
  }
  if (registration.status === 'rejected') {
    // A rejected registration may be corrected and submitted again while EMD submission is open (decision 032).
    return (
      <Alert color="red" variant="light" role="status" title={_(STANDING_TEXTS.rejected)}>
        <Stack gap={4}>
          <Text size="sm">
            {_('auctionRegistration.existing.rejectedText', { auctionCode: property.auctionCode, submitted })}
          </Text>
          {registration.rejectionReason ? (
            <Text size="sm">
              {_('auctionRegistration.existing.reason', { reason: asSentence(registration.rejectionReason) })}
            </Text>
          ) : null}
          <Text size="sm">
            {registration.canRegisterAgain
              ? textOf(registerAgainText(property.emdSubmission, locale))
              : _(STANDING_TEXTS.registerAgainClosed)}
          </Text>
          {registration.canRegisterAgain ? (
            <Group mt="sm">
              <Button component={Link} to={`${propertyPath}/auction-registration`}>
                {_('auctionRegistration.registerAgain')}
              </Button>
            </Group>
          ) : null}
          {links}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={_('auctionRegistration.existing.approvedTitle')}
    >
      <Stack gap={4}>
        <Text size="sm">
          {isLive
            ? _('auctionRegistration.existing.approvedLive', { auctionCode: property.auctionCode })
            : _('auctionRegistration.existing.approvedUpcoming', {
                auctionCode: property.auctionCode,
                date: formatDate(property.auctionDate, locale),
              })}
        </Text>
        {links}
      </Stack>
    </Alert>
  );
}
