import { useLingui } from '@lingui/react';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useInterestToggle } from '../hooks/use-interest-toggle';

/** The heart on a property card. */
export function InterestToggle({ propertyId }: { propertyId: string }) {
  const { _ } = useLingui();
  const { isInterested, toggle, isPending } = useInterestToggle(propertyId);
  const label = isInterested ? _('properties.card.interest.remove') : _('properties.card.interest.add');
  return (
    <ActionIcon
      variant={isInterested ? 'light' : 'subtle'}
      color="red"
      size="lg"
      radius="xl"
      aria-label={label}
      aria-pressed={isInterested}
      title={label}
      onClick={toggle}
      data-busy={isPending || undefined}
    >
      {isInterested ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
