import { Alert, Badge, Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Schemas } from '../../api/client';
import { describeError } from '../../api/errors';
import { PagePicker } from '../../ui/QueryState';
import { useRegistrations, type Registration } from '../api/registrations';
import type { Tournament } from '../api/tournaments';
import { formatDateTime, PAYMENT_STATUS, REGISTRATION_STATUS } from '../codes';
import { RegistrationStatusBadge } from '../components/StatusBadges';
import { CheckInList } from './CheckInList';
import { RegistrationActions } from './RegistrationActions';
import { WaitlistList } from './WaitlistList';
import { useBulkApprove } from './useBulkApprove';
import { t } from '../../i18n/i18n';

const PAGE_SIZE = 20;
const statusOptions = () => [
  { value: 'all', label: t('tournaments.dashboard.all') },
  ...Object.entries(REGISTRATION_STATUS).map(([value, { label }]) => ({ value, label })),
];

export function RegistrationsTab({ tournament }: { tournament: Tournament }) {
  const tournamentId = tournament.tournamentId;
  const [status, setStatus] = useState('all');
  const [pageNumber, setPageNumber] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [seeds, setSeeds] = useState<Record<string, number | string>>({});
  const [rowMessages, setRowMessages] = useState<Record<string, string | null>>({});
  const bulk = useBulkApprove(tournamentId);
  const filter = {
    pageNumber,
    pageSize: PAGE_SIZE,
    ...(status === 'all' ? {} : { status: Number(status) as Schemas['RegistrationStatus'] }),
  };
  const page = useRegistrations(tournamentId, filter);
  const rows = page.data?.items ?? [];
  const pendingRows = rows.filter((r) => r.status === 1);

  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const approveSelected = async () => {
    const chosen = rows.filter((r) => selected.has(r.registrationId));
    await bulk.run(
      chosen.map((r) => {
        const seed = seeds[r.registrationId];
        return { registrationId: r.registrationId, seed: seed ? Number(seed) : undefined };
      }),
    );
    setSelected(new Set());
  };
  const outcomeOf = (r: Registration) => {
    const bulkOutcome = bulk.outcomes[r.registrationId];
    if (bulkOutcome) return bulkOutcome.ok ? REGISTRATION_STATUS[2].label : bulkOutcome.message;
    return rowMessages[r.registrationId] ?? null;
  };

  return (
    <Stack>
      {tournament.checkInWindowMinutes !== null && <CheckInList tournament={tournament} />}
      {tournament.waitlistEnabled && <WaitlistList tournamentId={tournamentId} />}
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('public.status')}
          data={statusOptions()}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value ?? 'all');
            setPageNumber(1);
            setSelected(new Set());
          }}
        />
        <Text aria-live="polite">
          {page.data ? t('tournaments.registrations.total', { count: page.data.totalCount }) : ''}
        </Text>
        <Button
          disabled={selected.size === 0 || bulk.running}
          loading={bulk.running}
          onClick={() => void approveSelected()}
        >
          {t('tournaments.registrations.approveSelected', { count: selected.size })}
        </Button>
      </Group>
      {page.error && <Alert color="red">{describeError(page.error)}</Alert>}
      <Table aria-label={t('tournaments.overview.registrations')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label={t('tournaments.registrations.selectAll')}
                checked={
                  pendingRows.length > 0 && pendingRows.every((r) => selected.has(r.registrationId))
                }
                disabled={pendingRows.length === 0}
                onChange={(e) => {
                  for (const r of pendingRows) toggle(r.registrationId, e.currentTarget.checked);
                }}
              />
            </Table.Th>
            <Table.Th>{t('tournaments.registrations.team')}</Table.Th>
            <Table.Th>{t('public.status')}</Table.Th>
            <Table.Th>{t('tournaments.registrations.seed')}</Table.Th>
            <Table.Th>{t('tournaments.registrations.payment')}</Table.Th>
            <Table.Th>{t('tournaments.registrations.registered')}</Table.Th>
            <Table.Th>{t('tournaments.registrations.actions')}</Table.Th>
            <Table.Th>{t('tournaments.registrations.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const outcome = outcomeOf(r);
            return (
              <Table.Tr key={r.registrationId} data-testid={`registration-${r.participantName}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('tournaments.registrations.selectName', {
                      name: r.participantName,
                    })}
                    checked={selected.has(r.registrationId)}
                    disabled={r.status !== 1}
                    onChange={(e) => toggle(r.registrationId, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{r.participantName}</Table.Td>
                <Table.Td>
                  <RegistrationStatusBadge status={r.status} />
                  {r.waitlistPosition !== null && ` #${r.waitlistPosition}`}
                  {r.noShow && (
                    <Badge color="red" variant="light" ml="xs">
                      {t('tournaments.registrations.noShow')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{r.seed ?? '—'}</Table.Td>
                <Table.Td>
                  {PAYMENT_STATUS[r.paymentStatus]}
                  {r.entryFeePaid > 0 && ` (${r.entryFeePaid})`}
                </Table.Td>
                <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                <Table.Td>
                  <RegistrationActions
                    tournamentId={tournamentId}
                    registration={r}
                    tournamentStatus={tournament.status}
                    seed={seeds[r.registrationId] ?? ''}
                    onSeedChange={(seed) => setSeeds((s) => ({ ...s, [r.registrationId]: seed }))}
                    onOutcome={(message) =>
                      setRowMessages((m) => ({ ...m, [r.registrationId]: message }))
                    }
                  />
                </Table.Td>
                <Table.Td>
                  {outcome && (
                    <Text
                      size="sm"
                      c={outcome === REGISTRATION_STATUS[2].label ? 'green.9' : 'red.9'}
                      role="status"
                    >
                      {outcome}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {page.data && rows.length === 0 && (
        <Text c="gray.7">{t('tournaments.registrations.none')}</Text>
      )}
      <PagePicker totalPages={page.data?.totalPages} value={pageNumber} onChange={setPageNumber} />
    </Stack>
  );
}
