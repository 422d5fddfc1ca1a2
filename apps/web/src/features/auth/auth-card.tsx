import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The narrow centred card of the sign-in, registration and password screens. */
export function AuthCard({
  title,
  lead,
  children,
  size = 460,
}: {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} ta="center" c="navy.7" size="h2">
            {title}
          </Title>
          <Text ta="center" c="dimmed">
            {lead}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
