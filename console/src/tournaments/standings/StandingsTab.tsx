import { Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { bracketStrings, placementText } from '../../bracket';
import { QueryState } from '../../ui/QueryState';
import { useDuelStandings, useTournamentRounds } from '../api/rounds';
import type { Tournament } from '../api/tournaments';
import { TIEBREAKER, tiebreakerOrder } from '../codes';

type TiebreakerName = keyof typeof TIEBREAKER;
const DEFAULT_ORDER: TiebreakerName[] = ['headToHead', 'scoreDifference'];

const WHOLE_TOURNAMENT = 'tournament';
const ELIMINATION_ROUND_TYPES = [1, 2];

/** Duel standings of the tournament or of one round (FFA groups have their leaderboards on the round page). */
export function StandingsTab({ tournament }: { tournament: Tournament }) {
  const tournamentId = tournament.tournamentId;
  const rounds = useTournamentRounds(tournamentId);
  const [scope, setScope] = useState(WHOLE_TOURNAMENT);
  const standings = useDuelStandings(tournamentId, scope === WHOLE_TOURNAMENT ? null : scope);
  const duelRounds = (rounds.data ?? []).filter((r) => r.roundType !== 5);
  const scopeRound = duelRounds.find((r) => r.id === scope);
  const order = (scopeRound?.tiebreakers ?? DEFAULT_ORDER) as TiebreakerName[];
  const lines = standings.data?.standings ?? [];
  // The server decides: elimination rounds, and a tournament that ends in one, carry places.
  const byPlacement = scopeRound
    ? ELIMINATION_ROUND_TYPES.includes(scopeRound.roundType)
    : lines.some((line) => line.placement !== null);

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
      <Text size="sm" c="gray.7">
        {byPlacement
          ? 'Ranked by final placement (places shared by teams out in the same round read like 5–6); teams still in come first, by wins.'
          : `Ranked by wins; ties broken by ${tiebreakerOrder(order)}.`}
      </Text>
      <QueryState query={standings} empty="No results yet." items={(data) => data.standings}>
        {({ standings: lines }) => (
          <Table aria-label="Standings" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rank</Table.Th>
                {byPlacement && <Table.Th>Place</Table.Th>}
                <Table.Th>Team</Table.Th>
                <Table.Th>Wins</Table.Th>
                <Table.Th>Losses</Table.Th>
                <Table.Th>Draws</Table.Th>
                <Table.Th>Matches</Table.Th>
                {order.map((name) => (
                  <Table.Th key={name} title={TIEBREAKER[name].hint}>
                    {TIEBREAKER[name].label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.participantId}>
                  <Table.Td>{line.rank}</Table.Td>
                  {byPlacement && (
                    <Table.Td>{placementText(line) ?? bracketStrings.stillIn}</Table.Td>
                  )}
                  <Table.Td>{line.participantName}</Table.Td>
                  <Table.Td>{line.wins}</Table.Td>
                  <Table.Td>{line.losses}</Table.Td>
                  <Table.Td>{line.draws}</Table.Td>
                  <Table.Td>{line.matchCount}</Table.Td>
                  {order.map((name) => (
                    <Table.Td key={name}>{line.tiebreakers[name] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
