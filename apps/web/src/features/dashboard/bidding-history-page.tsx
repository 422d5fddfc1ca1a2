import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/page-meta';

export function BiddingHistoryPage() {
  return (
    <>
      <PageMeta
        title="Bidding History"
        description="Your bids on e-Nilami."
        path="/dashboard/bidding-history"
        noIndex
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={1} size="h2" c="navy.7">
            Bidding History
          </Title>
          <Text>
            Every bid you place is listed here with its property, amount and time, and whether it is winning,
            still active or lost.
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
