import { Alert, Center, Loader, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeError } from '../api/errors';
import { formatDateTime } from '../i18n/dates';
import { i18n } from '../i18n/i18n';

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
  const { t } = useTranslation();
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
        <Loader aria-label={t('common.loading')} />
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
  const { t } = useTranslation();
  if (!totalPages || totalPages <= 1) return null;
  return (
    <Pagination
      total={totalPages}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t('common.pageControl', { control }) })}
      getItemProps={(page) => ({ 'aria-label': t('common.pageNumber', { page }) })}
    />
  );
}

function failureTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return i18n.t('common.notAllowed');
  if (error instanceof ApiError && error.status === 404) return i18n.t('common.notFound');
  return i18n.t('common.couldNotLoad');
}

/** A date-time of the API as the page's language writes it, zone named; "never" for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? formatDateTime(value) : i18n.t('common.never');
}
