import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

type DetailSectionProps = {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
};

/** A titled block of the property detail page. */
export function DetailSection({ title, icon, children }: DetailSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Group gap={8} mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
