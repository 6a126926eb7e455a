import { Button, Group, Modal, Stack, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import { QueryState } from '../../ui/QueryState';
import { StatusBadge } from '../../ui/StatusBadge';
import { WebhookForm } from './WebhookForm';

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
          Webhooks
        </Title>
        {webhooks.data && <Button onClick={open}>Add a webhook</Button>}
      </Group>
      <QueryState
        query={webhooks}
        empty="No webhooks yet: add one to be told when registrations, matches and standings change."
        items={(page) => page.items}
      >
        {(page) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>URL</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th>State</Table.Th>
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
                      ? 'every event'
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
      <Modal opened={opened} onClose={close} title="Add a webhook" size="lg">
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
