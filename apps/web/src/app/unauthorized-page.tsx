import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta';

export function UnauthorizedPage() {
  return (
    <>
      <PageMeta
        title="Access Denied"
        description="This area of e-Nilami is restricted to administrators."
        path="/unauthorized"
        noIndex
      />
      <Container size="sm" py={64}>
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" color="red.9" aria-hidden="true">
              <IconLock size={30} />
            </ThemeIcon>
            <Title order={1} c="navy.7">
              Access Denied
            </Title>
            <Text>
              You don't have permission to access this page. This area is restricted to administrators only.
            </Text>
            <Button component={Link} to="/">
              Return to Home
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
