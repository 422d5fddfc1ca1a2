import { Fragment, type ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';
import classes from './detail-section.module.css';

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

/** Label/value pairs as a description list. */
export function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className={classes.facts}>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value == null ? 'N/A' : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
