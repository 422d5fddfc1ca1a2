import type { CSSProperties, ReactNode } from 'react';
import { rem, Table, type TableProps } from '@mantine/core';
import classes from './stacked-table.module.css';

type StackedTableProps = Omit<TableProps, 'children'> & {
  /** Narrowest width the columns need from 768 px up; narrower frames scroll sideways. */
  minWidth: number;
  /** From 768 px up, a long table scrolls inside a frame this high (px); below, the cards flow. */
  maxHeight?: number;
  children: ReactNode;
};

/**
 * Every admin table: columns from 768 px up, stacked cards below (stacked-table.module.css). Give each
 * body cell `data-label` with its column's header; leave it off the actions cell, which then spans the
 * card.
 */
export function StackedTable({ minWidth, maxHeight, children, className, ...props }: StackedTableProps) {
  const style = {
    '--stacked-table-min-width': rem(minWidth),
    ...(maxHeight === undefined ? {} : { '--stacked-table-max-height': rem(maxHeight) }),
  } as CSSProperties;
  return (
    <div className={classes.frame} style={style}>
      <Table {...props} className={[classes.table, className].filter(Boolean).join(' ')}>
        {children}
      </Table>
    </div>
  );
}
