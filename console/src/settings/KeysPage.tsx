import { Badge, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, send, unwrap, type Schemas } from '../api/client';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formatDate, QueryState } from '../ui/QueryState';
import { StatusBadge } from '../ui/StatusBadge';
import { IssueKeyButton, IssuedKeyModal } from './IssueKey';

type KeySummary = Schemas['ApiKeySummary'];
export const KEYS_KEY = ['keys'] as const;

export function KeysPage() {
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: KEYS_KEY,
    queryFn: () => unwrap<KeySummary[]>(api.GET('/api/v1/keys')),
  });
  const [issued, setIssued] = useState<Schemas['IssuedApiKey'] | null>(null);
  const revoke = useMutation({
    mutationFn: (keyId: string) =>
      send(api.DELETE('/api/v1/keys/{keyId}', { params: { path: { keyId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          API keys
        </Title>
        {keys.data && <IssueKeyButton onIssued={setIssued} />}
      </Group>
      <Text c="dimmed">Keys let your own systems call the API as your organisation.</Text>
      <QueryState query={keys}>
        {(list) =>
          list.length === 0 ? (
            <Text>No keys yet.</Text>
          ) : (
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
                {list.map((key) => (
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
                          onConfirm={() => revoke.mutateAsync(key.keyId)}
                        >
                          Revoke
                        </ConfirmButton>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      <IssuedKeyModal issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}
