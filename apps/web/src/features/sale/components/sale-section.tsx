import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

type SaleSectionProps = {
  /** The section's h2, which also names it for assistive technology. */
  title: string;
  id: string;
  children: ReactNode;
};

/** A titled block of the sale page. */
export function SaleSection({ title, id, children }: SaleSectionProps) {
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
