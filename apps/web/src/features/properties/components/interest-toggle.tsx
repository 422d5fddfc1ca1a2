import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useInterestToggle } from '../hooks/use-interest-toggle';

/** The heart on a property card. */
export function InterestToggle({ propertyId }: { propertyId: string }) {
  const { isInterested, toggle, isPending } = useInterestToggle(propertyId);
  return (
    <ActionIcon
      variant={isInterested ? 'light' : 'subtle'}
      color="red"
      size="lg"
      radius="xl"
      aria-label={isInterested ? 'Remove from interested properties' : 'Save to interested properties'}
      aria-pressed={isInterested}
      title={isInterested ? 'Remove from interested properties' : 'Save to interested properties'}
      onClick={toggle}
      data-busy={isPending || undefined}
    >
      {isInterested ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
