import { Badge } from '@mantine/core';
import { t } from '../i18n/i18n';

const COLOURS: Record<string, string> = {
  active: 'green',
  delivered: 'green',
  succeeded: 'green',
  pending: 'yellow',
  retrying: 'orange',
  failed: 'red',
  revoked: 'gray',
  inactive: 'gray',
};

/** A state word in a colour that says whether it is good news. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOURS[status.toLowerCase()] ?? 'blue'} variant="dot">
      {t(`common.status.${status.toLowerCase()}`, status)}
    </Badge>
  );
}
