import { Fragment, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import classes from './facts.module.css';

/**
 * Label/value pairs as a description list, two columns that stack on a phone (the property page's
 * details, the buyer's sale). An empty value reads 'N/A'.
 */
export function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const { _ } = useLingui();
  return (
    <dl className={classes.facts}>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value == null ? _('components.facts.notAvailable') : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
