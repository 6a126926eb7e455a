import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, send, unwrap, type Schemas } from '../api/client';
import { IssueKeyButton, IssuedKeyModal } from '../settings/IssueKey';
import { QueryState } from '../ui/QueryState';
import { KeysTable } from '../settings/KeysTable';

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
        {(list) => <KeysTable keys={list} onRevoke={(keyId) => revoke.mutateAsync(keyId)} />}
      </QueryState>
      <IssuedKeyModal issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}
