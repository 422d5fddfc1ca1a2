import type { ReactNode, Ref } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

type FormAlertProps = {
  tone: 'error' | 'success';
  children: ReactNode;
  title?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The message box of a form: red for failures, green for success. It is announced as soon as it
 * appears (role alert or status) and can take focus, so a screen can move the reader to it.
 */
export function FormAlert({ tone, children, title, ref }: FormAlertProps) {
  const isError = tone === 'error';
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role={isError ? 'alert' : 'status'}
      color={isError ? 'red' : 'green'}
      variant="light"
      title={title}
      icon={
        isError ? (
          <IconAlertCircle size={20} aria-hidden="true" />
        ) : (
          <IconCircleCheck size={20} aria-hidden="true" />
        )
      }
    >
      {children}
    </Alert>
  );
}
