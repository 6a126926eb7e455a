import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { api, send, unwrap, type Schemas } from '../../api/client';
import { describeError } from '../../api/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { QueryState } from '../../ui/QueryState';
import { StatusBadge } from '../../ui/StatusBadge';
import { DeliveriesPanel } from './DeliveriesPanel';
import { WebhookForm } from './WebhookForm';
import { WEBHOOKS_KEY } from './WebhooksPage';
import { t } from '../../i18n/i18n';

export function WebhookPage() {
  const id = useParams().webhookId!;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = { params: { path: { id } } };
  const webhook = useQuery({
    queryKey: [...WEBHOOKS_KEY, id],
    queryFn: () => unwrap(api.GET('/api/v1/external/webhooks/{id}', path)),
  });
  const remove = async () => {
    await send(api.DELETE('/api/v1/external/webhooks/{id}', path));
    await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    navigate('..', { relative: 'path' });
  };
  return (
    <Stack>
      <Anchor component={Link} to=".." relative="path">
        {t('settings.webhooks.back')}
      </Anchor>
      <QueryState query={webhook}>
        {(config) => (
          <>
            <Group justify="space-between">
              <Title order={1} size="h2">
                {t('settings.webhooks.webhook')}
              </Title>
              <ConfirmButton
                title={t('settings.webhooks.deleteTitle')}
                message={t('settings.webhooks.deleteMessage', { url: config.url })}
                onConfirm={remove}
              >
                {t('settings.webhooks.delete')}
              </ConfirmButton>
            </Group>
            {config.disabledAt && (
              <Text c="red">
                {t('settings.webhooks.disabled', { reason: config.disabledReason })}
              </Text>
            )}
            <Paper withBorder p="md">
              <WebhookForm
                key={config.updatedAt}
                webhook={config}
                onSaved={(saved) => queryClient.setQueryData([...WEBHOOKS_KEY, id], saved)}
              />
            </Paper>
            <TestPanel id={id} />
            <DeliveriesPanel id={id} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** Sends a test event now and shows what the receiver answered. */
function TestPanel({ id }: { id: string }) {
  const test = useMutation({
    mutationFn: () =>
      unwrap<Schemas['WebhookTestResult']>(
        api.POST('/api/v1/external/webhooks/{id}/test', {
          params: { path: { id } },
          body: { eventType: 'test.ping', testData: {} },
        }),
      ),
  });
  const result = test.data;
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('settings.webhooks.test')}
          </Title>
          <Button onClick={() => test.mutate()} loading={test.isPending}>
            {t('settings.webhooks.sendTest')}
          </Button>
        </Group>
        {test.error && (
          <Text c="red" role="alert">
            {describeError(test.error)}
          </Text>
        )}
        {result && (
          <Stack gap="xs" aria-label={t('settings.webhooks.testResult')} role="region">
            <Group>
              <StatusBadge status={result.success ? 'succeeded' : 'failed'} />
              <Text>{t('settings.webhooks.statusCode', { code: result.statusCode })}</Text>
              <Text>{t('settings.webhooks.duration', { ms: result.durationMs })}</Text>
            </Group>
            {result.error && <Text c="red">{result.error}</Text>}
            <Text size="sm" fw={500}>
              {t('settings.webhooks.responseBody')}
            </Text>
            <Code block>{result.responseBody || t('settings.webhooks.empty')}</Code>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
