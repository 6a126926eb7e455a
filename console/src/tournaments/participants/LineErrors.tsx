import { Alert, List } from '@mantine/core';
import { ApiError, describeError } from '../../api/errors';
import { t } from '../../i18n/i18n';

/** A refused list: the server's message, then each line's problem in order. */
export function LineErrors({ error }: { error: unknown }) {
  if (!error) return null;
  const lines = error instanceof ApiError ? error.fieldErrors : [];
  return (
    <Alert color="red" title={describeError(error)}>
      {lines.length > 0 && (
        <List size="sm" aria-label={t('tournaments.participants.problemsByLine')}>
          {lines.map((e) => (
            <List.Item key={`${e.field}${e.message}`}>{e.message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
