import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The narrow centred card of the sign-in, registration and password screens, with the page's one h1. */
export function AuthCard({
  title,
  lead,
  children,
  size = 460,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} ta="center" c="navy.7" size="h2">
            {title}
          </Title>
          {lead ? (
            <Text ta="center" c="dimmed">
              {lead}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
