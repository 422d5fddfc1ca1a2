import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/page-meta';

export function InterestedPropertiesPage() {
  return (
    <>
      <PageMeta
        title="Interested Properties"
        description="Properties you saved on e-Nilami."
        path="/dashboard/interested-properties"
        noIndex
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={1} size="h2" c="navy.7">
            Interested Properties
          </Title>
          <Text>
            The properties you mark as interested are listed here, with their auction dates, so you can follow
            upcoming auctions and open their details.
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
