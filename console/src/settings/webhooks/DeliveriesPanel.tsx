import {
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, type Schemas } from '../../api/client';
import { describeError } from '../../api/errors';
import { formatDate, QueryState } from '../../ui/QueryState';
import { StatusBadge } from '../../ui/StatusBadge';

type Delivery = Schemas['WebhookDelivery'];
type Status = Schemas['WebhookDeliveryStatus'];

const STATUSES = [
  { value: '', label: 'Every status' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
];

/** How long the server keeps a finished delivery, as the log's reader needs to know it. */
function keptFor(retentionDays: number) {
  if (retentionDays === 0) return 'This server keeps every delivery until the webhook is deleted.';
  const days = retentionDays === 1 ? '1 day' : `${retentionDays} days`;
  return `Deliveries that succeeded or failed are deleted with their attempts ${days} after their last attempt; pending ones stay.`;
}

/** The deliveries log of one webhook, newest first, with the status filter the API offers. */
export function DeliveriesPanel({ id }: { id: string }) {
  const [status, setStatus] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [shown, setShown] = useState<Delivery | null>(null);
  const deliveries = useQuery({
    queryKey: ['webhooks', id, 'deliveries', status, pageNumber],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/external/webhooks/{id}/deliveries', {
          params: {
            path: { id },
            query: { pageNumber, pageSize: 20, ...(status ? { status: status as Status } : {}) },
          },
        }),
      ),
  });
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Deliveries
          </Title>
          <Select
            label="Status"
            data={STATUSES}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              setStatus(value ?? '');
              setPageNumber(1);
            }}
          />
        </Group>
        {deliveries.data && (
          <Text size="sm" c="dimmed">
            {keptFor(deliveries.data.retentionDays)}
          </Text>
        )}
        <QueryState query={deliveries} empty="No deliveries." items={(page) => page.items}>
          {(page) => (
            <>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Event</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Attempts</Table.Th>
                    <Table.Th>Last answer</Table.Th>
                    <Table.Th>Created</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((delivery) => (
                    <Table.Tr key={delivery.deliveryId}>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => setShown(delivery)}
                        >
                          {delivery.event}
                        </Button>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={delivery.status} />
                      </Table.Td>
                      <Table.Td>{delivery.attemptCount}</Table.Td>
                      <Table.Td>{delivery.lastStatusCode ?? delivery.lastError ?? '—'}</Table.Td>
                      <Table.Td>{formatDate(delivery.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Group justify="flex-end">
                <Button
                  variant="default"
                  disabled={pageNumber <= 1}
                  onClick={() => setPageNumber(pageNumber - 1)}
                >
                  Newer
                </Button>
                <Text size="sm">
                  Page {page.pageNumber} of {Math.max(1, page.totalPages)}
                </Text>
                <Button
                  variant="default"
                  disabled={pageNumber >= page.totalPages}
                  onClick={() => setPageNumber(pageNumber + 1)}
                >
                  Older
                </Button>
              </Group>
            </>
          )}
        </QueryState>
      </Stack>
      <DeliveryModal
        webhookId={id}
        delivery={shown}
        onClose={() => setShown(null)}
        onChanged={setShown}
      />
    </Paper>
  );
}

function DeliveryModal({
  webhookId,
  delivery,
  onClose,
  onChanged,
}: {
  webhookId: string;
  delivery: Delivery | null;
  onClose(): void;
  onChanged(delivery: Delivery): void;
}) {
  const queryClient = useQueryClient();
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap<Delivery>(
        api.POST('/api/v1/external/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id: webhookId, deliveryId } },
        }),
      ),
    onSuccess: (updated) => {
      onChanged(updated);
      void queryClient.invalidateQueries({ queryKey: ['webhooks', webhookId, 'deliveries'] });
    },
  });
  return (
    <Modal opened={delivery !== null} onClose={onClose} title="Delivery" size="xl">
      {delivery && (
        <Stack>
          <Group>
            <Text fw={500}>{delivery.event}</Text>
            <StatusBadge status={delivery.status} />
            <Text size="sm">id {delivery.deliveryId}</Text>
          </Group>
          {delivery.nextAttemptAt && (
            <Text size="sm">Next attempt {formatDate(delivery.nextAttemptAt)}</Text>
          )}
          {delivery.redeliveryQueued && <Text size="sm">A redelivery is queued.</Text>}
          {delivery.attempts.map((attempt) => (
            <Paper key={attempt.attemptNumber} withBorder p="sm">
              <Text size="sm">
                Attempt {attempt.attemptNumber}, {formatDate(attempt.attemptedAt)}:{' '}
                {attempt.outcome}, status {attempt.statusCode ?? 'none'}, {attempt.durationMs} ms
              </Text>
              {attempt.error && (
                <Text c="red" size="sm">
                  {attempt.error}
                </Text>
              )}
              <Code block>{attempt.responseExcerpt || '(empty)'}</Code>
            </Paper>
          ))}
          {redeliver.error && (
            <Text c="red" role="alert">
              {describeError(redeliver.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              onClick={() => redeliver.mutate(delivery.deliveryId)}
              loading={redeliver.isPending}
            >
              Redeliver
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
