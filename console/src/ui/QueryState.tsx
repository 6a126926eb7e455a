import { Alert, Center, Loader, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError, describeError } from '../api/errors';

/**
 * A query's loading and failure as a page shows them; its data once there, or the `empty`
 * sentence when the list (`items` of it, by default the data itself) has nothing in it.
 */
export function QueryState<T>({
  query,
  empty,
  items = (data) => (Array.isArray(data) ? data : null),
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  empty?: ReactNode;
  items?(data: T): readonly unknown[] | null;
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
  if (empty !== undefined && items(query.data)?.length === 0)
    return <Text c="gray.7">{empty}</Text>;
  return <>{children(query.data)}</>;
}

/** The page switcher of a paged list, absent while everything fits on one page. */
export function PagePicker({
  totalPages,
  value,
  onChange,
}: {
  totalPages: number | undefined;
  value: number;
  onChange(pageNumber: number): void;
}) {
  if (!totalPages || totalPages <= 1) return null;
  return (
    <Pagination
      total={totalPages}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
    />
  );
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
