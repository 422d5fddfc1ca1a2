import type { ReactNode, Ref } from 'react';
import { Text } from '@mantine/core';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiClientError } from '../../../lib/api-client';

/**
 * Whether the server answered the call with its error envelope (a refusal it meant), as opposed to a
 * network failure or a page from something in between.
 */
export function isRefusal(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.code !== 'NETWORK' && error.code !== 'HTTP_ERROR';
}

type FailureAlertProps = {
  error: unknown;
  /** The text when the server refused ('Failed to add property'); its own reason follows. */
  failed: string;
  /** The text when the call itself failed ('Error adding property'). */
  errored: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The two failures of an admin action (docs/product.md, "Admin messages: refused versus not completed"):
 * refused by the server, or not completed at all.
 */
export function FailureAlert({ error, failed, errored, children, ref }: FailureAlertProps) {
  const refused = isRefusal(error);
  const reason = refused && error.message !== failed ? error.message : null;
  return (
    <FormAlert ref={ref} tone="error" title={refused ? failed : errored}>
      {reason ? <Text size="sm">{reason}</Text> : null}
      {children}
    </FormAlert>
  );
}
