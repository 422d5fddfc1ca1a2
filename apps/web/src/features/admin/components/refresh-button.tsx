import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

type RefreshButtonProps = { query: { refetch: () => unknown; isFetching: boolean } };

/** The Refresh of a tab's heading: reloads the tab's data, busy while it loads. */
export function RefreshButton({ query }: RefreshButtonProps) {
  const { _ } = useLingui();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden="true" />}
      onClick={() => void query.refetch()}
      loading={query.isFetching}
    >
      {_('admin.common.refresh')}
    </Button>
  );
}
