import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError, describeError } from '../api/errors';

/** A query's loading and failure as a page shows them; its data once there. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <Alert color="red" title={failureTitle(query.error)} role="alert">
        {describeError(query.error)}
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <Center p="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <>{children(query.data)}</>;
}

function failureTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'Not allowed';
  if (error instanceof ApiError && error.status === 404) return 'Not found';
  return 'Could not load';
}

/** A date-time of the API as this browser's locale writes it; "never" for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString() : 'never';
}
