import { Button, Group, Modal, Stack, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import { QueryState } from '../../ui/QueryState';
import { StatusBadge } from '../../ui/StatusBadge';
import { WebhookForm } from './WebhookForm';
import { t } from '../../i18n/i18n';

export const WEBHOOKS_KEY = ['webhooks'] as const;

export function WebhooksPage() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const webhooks = useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: () =>
      unwrap(api.GET('/api/v1/external/webhooks', { params: { query: { pageSize: 100 } } })),
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('shell.webhooks')}
        </Title>
        {webhooks.data && <Button onClick={open}>{t('settings.webhooks.add')}</Button>}
      </Group>
      <QueryState query={webhooks} empty={t('settings.webhooks.none')} items={(page) => page.items}>
        {(page) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>URL</Table.Th>
                <Table.Th>{t('settings.webhooks.events')}</Table.Th>
                <Table.Th>{t('settings.webhooks.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.items.map((webhook) => (
                <Table.Tr key={webhook.id}>
                  <Table.Td>
                    <Link to={webhook.id}>{webhook.url}</Link>
                  </Table.Td>
                  <Table.Td>
                    {webhook.eventTypes.length === 0
                      ? t('settings.webhooks.everyEventLower')
                      : webhook.eventTypes.join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={
                        webhook.disabledAt ? 'disabled' : webhook.isActive ? 'active' : 'inactive'
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <Modal opened={opened} onClose={close} title={t('settings.webhooks.add')} size="lg">
        <WebhookForm
          onCancel={close}
          onSaved={(webhook) => {
            void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
            close();
            navigate(webhook.id);
          }}
        />
      </Modal>
    </Stack>
  );
}
