import { Button, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

const NO_NOTICE = 'No sale notice has been attached to this property yet';

/** The Documents tab's 'Auction Notice': the sale-notice PDF in a new tab, when one is attached. */
export function AuctionNoticeButton({ saleNoticeUrl }: { saleNoticeUrl: string | null }) {
  const icon = <IconFileTypePdf size={18} aria-hidden />;
  if (saleNoticeUrl) {
    return (
      <Button component="a" href={saleNoticeUrl} target="_blank" rel="noopener noreferrer" leftSection={icon}>
        Auction Notice
      </Button>
    );
  }
  // A disabled button fires no pointer events, so the tooltip hangs on a wrapper.
  return (
    <Tooltip label={NO_NOTICE} events={{ hover: true, focus: true, touch: true }} withArrow>
      <span style={{ display: 'inline-block' }} data-testid="auction-notice-wrapper">
        <Button disabled leftSection={icon} aria-description={NO_NOTICE}>
          Auction Notice
        </Button>
      </span>
    </Tooltip>
  );
}
