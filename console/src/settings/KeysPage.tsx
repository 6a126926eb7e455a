import { Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, send, unwrap, type Schemas } from '../api/client';
import { QueryState } from '../ui/QueryState';
import { KeysTable } from './KeysTable';
import { IssueKeyButton, IssuedKeyModal } from './IssueKey';
import { t } from '../i18n/i18n';

type KeySummary = Schemas['ApiKeySummary'];
const KEYS_KEY = ['keys'] as const;

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
          {t('shell.apiKeys')}
        </Title>
        {keys.data && <IssueKeyButton onIssued={setIssued} />}
      </Group>
      <Text c="dimmed">{t('settings.keys.intro')}</Text>
      <QueryState query={keys}>
        {(list) => <KeysTable keys={list} onRevoke={(keyId) => revoke.mutateAsync(keyId)} />}
      </QueryState>
      <IssuedKeyModal issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}
