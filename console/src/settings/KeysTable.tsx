import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Schemas } from '../api/client';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formatDate } from '../ui/QueryState';
import { StatusBadge } from '../ui/StatusBadge';

/** A tenant's API keys, each revocable (after confirming) until it is revoked. */
export function KeysTable({
  keys,
  onRevoke,
}: {
  keys: Schemas['ApiKeySummary'][];
  onRevoke(keyId: string): Promise<unknown>;
}) {
  if (keys.length === 0) return <Text>No keys yet.</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Prefix</Table.Th>
          <Table.Th>Scopes</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
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
                  title="Revoke this key?"
                  message={`Calls made with "${key.name}" will be refused from now on. This cannot be undone.`}
                  aria-label={`Revoke ${key.name}`}
                  onConfirm={() => onRevoke(key.keyId)}
                >
                  Revoke
                </ConfirmButton>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
