import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled block of the live auction screen: a section labelled by its h2. */
export function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" c="navy.7" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
