import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

type AdminSectionProps = {
  title: string;
  /** One sentence under the heading. */
  lead?: ReactNode;
  /** Buttons on the heading's right (Refresh, Download template). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of one admin tab: a bordered panel with the tab's h2 and its actions. */
export function AdminSection({ title, lead, actions, children }: AdminSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 20rem' }}>
            <Title order={2} size="h3" c="navy.7">
              {title}
            </Title>
            {lead ? (
              <Text size="sm" c="dimmed">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
