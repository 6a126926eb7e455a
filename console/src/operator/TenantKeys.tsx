import { Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, send, unwrap, type Schemas } from '../api/client';
import { IssueKeyButton, IssuedKeyModal } from '../settings/IssueKey';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formatDate, QueryState } from '../ui/QueryState';
import { StatusBadge } from '../ui/StatusBadge';

/** A tenant's keys as the operator manages them through the /admin routes. */
export function TenantKeys({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const listKey = ['operator', 'tenants', tenantId, 'keys'];
  const path = { params: { path: { tenantId } } };
  const keys = useQuery({
    queryKey: listKey,
    queryFn: () => unwrap(api.GET('/api/v1/admin/tenants/{tenantId}/api-keys', path)),
  });
  const [issued, setIssued] = useState<Schemas['IssuedApiKey'] | null>(null);
  const revoke = useMutation({
    mutationFn: (keyId: string) =>
      send(api.DELETE('/api/v1/admin/api-keys/{keyId}', { params: { path: { keyId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  return (
    <Stack>
      <IssueKeyButton
        listKey={listKey}
        onIssued={setIssued}
        issue={(body) =>
          unwrap(api.POST('/api/v1/admin/tenants/{tenantId}/api-keys', { ...path, body }))
        }
      />
      <QueryState query={keys}>
        {(list) =>
          list.length === 0 ? (
            <Text>No keys.</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Scopes</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Revoke</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((key) => (
                  <Table.Tr key={key.keyId}>
                    <Table.Td>
                      {key.name} <code>{key.prefix}</code>
                    </Table.Td>
                    <Table.Td>{key.scopes.join(', ')}</Table.Td>
                    <Table.Td>{formatDate(key.lastUsedAt)}</Table.Td>
                    <Table.Td>
                      {key.revokedAt ? (
                        <StatusBadge status="revoked" />
                      ) : (
                        <ConfirmButton
                          size="xs"
                          aria-label={`Revoke ${key.name}`}
                          title="Revoke this key?"
                          message={`Calls made with "${key.name}" will be refused from now on.`}
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
