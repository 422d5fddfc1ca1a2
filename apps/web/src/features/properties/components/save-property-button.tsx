import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useInterestToggle } from '../hooks/use-interest-toggle';

/** 'Save Property' / 'Saved' on the detail page: the same interest rules as the card's heart. */
export function SavePropertyButton({ propertyId }: { propertyId: string }) {
  const { _ } = useLingui();
  const { isInterested, toggle } = useInterestToggle(propertyId);
  return (
    <Button
      variant={isInterested ? 'light' : 'outline'}
      color={isInterested ? 'red' : 'navy'}
      leftSection={
        isInterested ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
      }
      aria-pressed={isInterested}
      onClick={toggle}
    >
      {isInterested ? _('properties.detail.saved') : _('properties.detail.save')}
    </Button>
  );
}
