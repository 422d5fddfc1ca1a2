import { useLingui } from '@lingui/react';
import { Button, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useLocale } from '../../../lib/i18n';

/** The Documents tab's 'Auction Notice': the sale-notice PDF in a new tab, when one is attached. */
export function AuctionNoticeButton({ saleNoticeUrl }: { saleNoticeUrl: string | null }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const icon = <IconFileTypePdf size={18} aria-hidden />;
  const noNotice = _('properties.documents.noNotice');
  if (saleNoticeUrl) {
    return (
      <Button
        component="a"
        href={`${saleNoticeUrl}?lang=${locale}`}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={icon}
      >
        {_('properties.documents.auctionNotice')}
      </Button>
    );
  }
  // A disabled button fires no pointer events, so the tooltip hangs on a wrapper.
  return (
    <Tooltip label={noNotice} events={{ hover: true, focus: true, touch: true }} withArrow>
      <span style={{ display: 'inline-block' }} data-testid="auction-notice-wrapper">
        <Button disabled leftSection={icon} aria-description={noNotice}>
          {_('properties.documents.auctionNotice')}
        </Button>
      </span>
    </Tooltip>
  );
}
