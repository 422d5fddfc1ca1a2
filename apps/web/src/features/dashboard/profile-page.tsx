import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../components/page-meta';

export function ProfilePage() {
  return (
    <>
      <PageMeta
        title="Profile Settings"
        description="Your e-Nilami profile."
        path="/dashboard/profile"
        noIndex
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={1} size="h2" c="navy.7">
            Profile Settings
          </Title>
          <Text>
            Your personal information, address and bank details live here, in three tabs that are saved
            separately. Bank details are used to return deposits.
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
