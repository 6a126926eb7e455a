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
import { t } from '../../i18n/i18n';

type Delivery = Schemas['WebhookDelivery'];
type Status = Schemas['WebhookDeliveryStatus'];

const statuses = () => [
  { value: '', label: t('settings.webhooks.everyStatus') },
  { value: 'pending', label: t('settings.webhooks.statusFilter.pending') },
  { value: 'succeeded', label: t('settings.webhooks.statusFilter.succeeded') },
  { value: 'failed', label: t('settings.webhooks.statusFilter.failed') },
];

/** How long the server keeps a finished delivery, as the log's reader needs to know it. */
function keptFor(retentionDays: number) {
  if (retentionDays === 0) return t('settings.webhooks.keptForever');
  return t('settings.webhooks.keptFor', { count: retentionDays });
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
        api.GET('/api/v1/external/webhooks/{webhookId}/deliveries', {
          params: {
            path: { webhookId: id },
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
            {t('settings.webhooks.deliveries')}
          </Title>
          <Select
            label={t('public.status')}
            data={statuses()}
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
        <QueryState
          query={deliveries}
          empty={t('settings.webhooks.noDeliveries')}
          items={(page) => page.items}
        >
          {(page) => (
            <>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('settings.webhooks.event')}</Table.Th>
                    <Table.Th>{t('public.status')}</Table.Th>
                    <Table.Th>{t('settings.webhooks.attempts')}</Table.Th>
                    <Table.Th>{t('settings.webhooks.lastAnswer')}</Table.Th>
                    <Table.Th>{t('settings.keys.created')}</Table.Th>
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
                  {t('settings.webhooks.newer')}
                </Button>
                <Text size="sm">
                  {t('settings.webhooks.pageOf', {
                    page: page.pageNumber,
                    total: Math.max(1, page.totalPages),
                  })}
                </Text>
                <Button
                  variant="default"
                  disabled={pageNumber >= page.totalPages}
                  onClick={() => setPageNumber(pageNumber + 1)}
                >
                  {t('settings.webhooks.older')}
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
        api.POST('/api/v1/external/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver', {
          params: { path: { webhookId, deliveryId } },
        }),
      ),
    onSuccess: (updated) => {
      onChanged(updated);
      void queryClient.invalidateQueries({ queryKey: ['webhooks', webhookId, 'deliveries'] });
    },
  });
  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={t('settings.webhooks.delivery')}
      size="xl"
    >
      {delivery && (
        <Stack>
          <Group>
            <Text fw={500}>{delivery.event}</Text>
            <StatusBadge status={delivery.status} />
            <Text size="sm">{t('settings.webhooks.id', { id: delivery.deliveryId })}</Text>
          </Group>
          {delivery.nextAttemptAt && (
            <Text size="sm">
              {t('settings.webhooks.nextAttempt', { when: formatDate(delivery.nextAttemptAt) })}
            </Text>
          )}
          {delivery.redeliveryQueued && <Text size="sm">{t('settings.webhooks.queued')}</Text>}
          {delivery.attempts.map((attempt) => (
            <Paper key={attempt.attemptNumber} withBorder p="sm">
              <Text size="sm">
                {t('settings.webhooks.attempt', {
                  number: attempt.attemptNumber,
                  when: formatDate(attempt.attemptedAt),
                  outcome: attempt.outcome,
                  status: attempt.statusCode ?? t('settings.webhooks.noStatus'),
                  ms: attempt.durationMs,
                })}
              </Text>
              {attempt.error && (
                <Text c="red" size="sm">
                  {attempt.error}
                </Text>
              )}
              <Code block>{attempt.responseExcerpt || t('settings.webhooks.empty')}</Code>
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
              {t('settings.webhooks.redeliver')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
