import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatOfRoundType } from '../../bracket';
import { useScheduleGroup, useScheduleMatch } from '../api/schedule';
import { formatDateTime } from '../codes';
import { AutoScheduleDialog } from './AutoScheduleDialog';
import { useRound, useRoundGroups, useRoundMatches, type ApiMatch } from './round-data';
import { ScheduleTimeDialog } from './ScheduleTimeDialog';

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
    label: `Match ${m.matchNumber}`,
    who: `${d.participant1Name ?? 'To be decided'} vs ${d.participant2Name ?? 'To be decided'}`,
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
        who: `${group.participantCount} participants, ${round.matchesPerGroup} matches in a row`,
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
    <section aria-label="Schedule">
      <Group justify="space-between" mb="xs">
        <Title order={3}>Schedule</Title>
        <Button variant="light" onClick={() => setPlanning(true)}>
          Auto-schedule
        </Button>
      </Group>
      <Table aria-label="Match times" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{isFfa ? 'Group' : 'Match'}</Table.Th>
            <Table.Th>{isFfa ? 'Lobby' : 'Participants'}</Table.Th>
            <Table.Th>Starts at</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`schedule-${row.label}`}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>{row.who}</Table.Td>
              <Table.Td>
                {row.scheduledAt ? formatDateTime(row.scheduledAt) : 'Not scheduled'}
              </Table.Td>
              <Table.Td>
                {!row.settled && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Set time of ${row.label}`}
                    onClick={() => open(row)}
                  >
                    Set time
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="gray.7">Nothing to schedule yet.</Text>}
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
