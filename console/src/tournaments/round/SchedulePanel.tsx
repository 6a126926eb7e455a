import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatOfRoundType } from '../../bracket';
import { useScheduleGroup, useScheduleMatch } from '../api/schedule';
import { formatDateTime } from '../codes';
import { AutoScheduleDialog } from './AutoScheduleDialog';
import { useRound, useRoundGroups, useRoundMatches, type ApiMatch } from './round-data';
import { ScheduleTimeDialog } from './ScheduleTimeDialog';
import { t } from '../../i18n/i18n';

/** One row of the schedule: a duel match or an FFA group. */
interface Row {
  id: string;
  kind: 'match' | 'group';
  label: string;
  who: string;
  scheduledAt: string | null;
  /** Played or decided without play: its time stays as it is. */
  settled: boolean;
}

const STATUS_SETTLED = new Set([3, 4]);

function matchRow(m: ApiMatch): Row {
  const d = m.duelDetail;
  return {
    id: m.matchId,
    kind: 'match',
    label: t('bracket.matchNumber', { number: m.matchNumber }),
    who: t('tournaments.round.versus', {
      first: d.participant1Name ?? t('bracket.toBeDecided'),
      second: d.participant2Name ?? t('bracket.toBeDecided'),
    }),
    scheduledAt: m.scheduledAt,
    settled: m.isBye || STATUS_SETTLED.has(m.matchStatus),
  };
}

/** Each match's (FFA: each group's) time, set one by one or planned for the whole round. */
export function SchedulePanel({
  tournamentId,
  roundId,
}: {
  tournamentId: string;
  roundId: string;
}) {
  const round = useRound(roundId).data;
  const format = round ? formatOfRoundType(round.roundType) : null;
  const isFfa = format === 'free_for_all';
  const matches = useRoundMatches(tournamentId, roundId, format !== null && !isFfa);
  const groups = useRoundGroups(roundId, isFfa);
  const setMatch = useScheduleMatch(roundId);
  const setGroup = useScheduleGroup(roundId);
  const [editing, setEditing] = useState<Row | null>(null);
  const [planning, setPlanning] = useState(false);
  if (!round || round.status === 1) return null;

  const rows: Row[] = isFfa
    ? (groups.data ?? []).map(({ group }) => ({
        id: group.id,
        kind: 'group',
        label: group.groupName,
        who: t('tournaments.round.lobby', {
          count: group.participantCount,
          matches: t('tournaments.round.matchesInARow', { count: round.matchesPerGroup }),
        }),
        scheduledAt: group.scheduledAt,
        settled: false,
      }))
    : (matches.data ?? []).filter((m) => !m.isBye).map(matchRow);
  const mutation = editing?.kind === 'group' ? setGroup : setMatch;
  const save = (scheduledAt: string | null) => {
    if (!editing) return;
    const done = { onSuccess: () => setEditing(null) };
    if (editing.kind === 'group') setGroup.mutate({ groupId: editing.id, scheduledAt }, done);
    else setMatch.mutate({ matchId: editing.id, scheduledAt }, done);
  };
  const open = (row: Row) => {
    setMatch.reset();
    setGroup.reset();
    setEditing(row);
  };

  return (
    <section aria-label={t('tournaments.round.scheduleTitle')}>
      <Group justify="space-between" mb="xs">
        <Title order={3}>{t('tournaments.round.scheduleTitle')}</Title>
        <Button variant="light" onClick={() => setPlanning(true)}>
          {t('tournaments.round.autoSchedule')}
        </Button>
      </Group>
      <Table aria-label={t('tournaments.round.matchTimes')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              {isFfa ? t('tournaments.round.group') : t('tournaments.round.match')}
            </Table.Th>
            <Table.Th>
              {isFfa ? t('tournaments.round.lobbyColumn') : t('public.participants')}
            </Table.Th>
            <Table.Th>{t('tournaments.round.startsAt')}</Table.Th>
            <Table.Th>{t('tournaments.registrations.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`schedule-${row.label}`}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>{row.who}</Table.Td>
              <Table.Td>
                {row.scheduledAt
                  ? formatDateTime(row.scheduledAt)
                  : t('tournaments.round.notScheduled')}
              </Table.Td>
              <Table.Td>
                {!row.settled && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('tournaments.round.setTimeOf', { label: row.label })}
                    onClick={() => open(row)}
                  >
                    {t('tournaments.round.setTime')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="gray.7">{t('tournaments.round.nothingToSchedule')}</Text>}
      {editing && (
        <ScheduleTimeDialog
          title={`${editing.label}: ${editing.who}`}
          current={editing.scheduledAt}
          saving={mutation.isPending}
          error={mutation.error}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {planning && (
        <AutoScheduleDialog roundId={roundId} isFfa={isFfa} onClose={() => setPlanning(false)} />
      )}
    </section>
  );
}
