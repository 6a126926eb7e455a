import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Schemas } from '../api/client';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formatDate } from '../ui/QueryState';
import { StatusBadge } from '../ui/StatusBadge';
import { t } from '../i18n/i18n';

/** A tenant's API keys, each revocable (after confirming) until it is revoked. */
export function KeysTable({
  keys,
  onRevoke,
}: {
  keys: Schemas['ApiKeySummary'][];
  onRevoke(keyId: string): Promise<unknown>;
}) {
  if (keys.length === 0) return <Text>{t('settings.keys.none')}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tournaments.dashboard.name')}</Table.Th>
          <Table.Th>{t('settings.keys.prefix')}</Table.Th>
          <Table.Th>{t('settings.keys.scopes')}</Table.Th>
          <Table.Th>{t('settings.keys.created')}</Table.Th>
          <Table.Th>{t('settings.keys.lastUsed')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('tournaments.registrations.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((key) => (
          <Table.Tr key={key.keyId}>
            <Table.Td>{key.name}</Table.Td>
            <Table.Td>
              <code>{key.prefix}</code>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {key.scopes.map((scope) => (
                  <Badge key={scope} variant="default">
                    {scope}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{formatDate(key.createdAt)}</Table.Td>
            <Table.Td>{formatDate(key.lastUsedAt)}</Table.Td>
            <Table.Td>
              {key.revokedAt ? (
                <StatusBadge status="revoked" />
              ) : (
                <ConfirmButton
                  size="xs"
                  title={t('settings.keys.revokeTitle')}
                  message={t('settings.keys.revokeMessage', { name: key.name })}
                  aria-label={t('settings.keys.revokeName', { name: key.name })}
                  onConfirm={() => onRevoke(key.keyId)}
                >
                  {t('settings.revoke')}
                </ConfirmButton>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
