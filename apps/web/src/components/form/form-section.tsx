import type { ReactNode } from 'react';
import { Fieldset } from '@mantine/core';
import classes from './form-section.module.css';

/** A titled group of fields: a fieldset whose legend reads like a section heading. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" classNames={{ legend: classes.legend }}>
      {children}
    </Fieldset>
  );
}
