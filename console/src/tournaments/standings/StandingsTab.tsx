import { Alert, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { useDuelStandings, useTournamentRounds } from '../api/rounds';
import type { Tournament } from '../api/tournaments';

const WHOLE_TOURNAMENT = 'tournament';

/** Duel standings of the tournament or of one round (FFA groups have their leaderboards on the round page). */
export function StandingsTab({ tournament }: { tournament: Tournament }) {
  const tournamentId = tournament.tournamentId;
  const rounds = useTournamentRounds(tournamentId);
  const [scope, setScope] = useState(WHOLE_TOURNAMENT);
  const standings = useDuelStandings(tournamentId, scope === WHOLE_TOURNAMENT ? null : scope);
  const duelRounds = (rounds.data ?? []).filter((r) => r.roundType !== 5);
  const lines = standings.data?.standings ?? [];

  return (
    <Stack>
      <Select
        label="Standings of"
        w={320}
        allowDeselect={false}
        value={scope}
        onChange={(value) => setScope(value ?? WHOLE_TOURNAMENT)}
        data={[
          { value: WHOLE_TOURNAMENT, label: 'The whole tournament' },
          ...duelRounds.map((r) => ({ value: r.id, label: r.roundName })),
        ]}
      />
      {standings.error && <Alert color="red">{describeError(standings.error)}</Alert>}
      {standings.data && lines.length === 0 && <Text c="gray.7">No results yet.</Text>}
      {lines.length > 0 && (
        <Table aria-label="Standings" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Team</Table.Th>
              <Table.Th>Wins</Table.Th>
              <Table.Th>Losses</Table.Th>
              <Table.Th>Draws</Table.Th>
              <Table.Th>Matches</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.participantId}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{line.participantName}</Table.Td>
                <Table.Td>{line.wins}</Table.Td>
                <Table.Td>{line.losses}</Table.Td>
                <Table.Td>{line.draws}</Table.Td>
                <Table.Td>{line.matchCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
