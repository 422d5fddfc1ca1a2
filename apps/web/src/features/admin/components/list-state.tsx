import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoader } from '../../../components/loaders';

type ListStateProps<T> = {
  query: UseQueryResult<T[]>;
  /** Said by the spinner ('Loading registrations'). */
  loading: string;
  /** The product's failure text ('Failed to load registrations'). */
  failed: string;
  /** The product's empty text ('No registrations found'). */
  empty: string;
  children: (rows: T[]) => ReactNode;
};

/** A list's loading, failed and empty states, then the list itself. */
export function ListState<T>({ query, loading, failed, empty, children }: ListStateProps<T>) {
  if (query.isPending) return <PageLoader label={loading} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {failed}
      </Alert>
    );
  if (query.data.length === 0) return <Text>{empty}</Text>;
  return <>{children(query.data)}</>;
}
