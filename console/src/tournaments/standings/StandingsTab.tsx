import { Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { bracketStrings, placementText } from '../../bracket';
import { QueryState } from '../../ui/QueryState';
import { useDuelStandings, useTournamentRounds } from '../api/rounds';
import type { Tournament } from '../api/tournaments';
import { TIEBREAKER, tiebreakerOrder } from '../codes';
import { t } from '../../i18n/i18n';

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
        label={t('tournaments.standings.of')}
        w={320}
        allowDeselect={false}
        value={scope}
        onChange={(value) => setScope(value ?? WHOLE_TOURNAMENT)}
        data={[
          { value: WHOLE_TOURNAMENT, label: t('tournaments.standings.whole') },
          ...duelRounds.map((r) => ({ value: r.id, label: r.roundName })),
        ]}
      />
      <Text size="sm" c="gray.7">
        {byPlacement
          ? t('tournaments.standings.byPlacement')
          : t('tournaments.standings.byWins', { order: tiebreakerOrder(order) })}
      </Text>
      <QueryState
        query={standings}
        empty={t('tournaments.standings.none')}
        items={(data) => data.standings}
      >
        {({ standings: lines }) => (
          <Table aria-label={t('public.standingsHeading')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bracket.column.rank')}</Table.Th>
                {byPlacement && <Table.Th>{t('bracket.column.place')}</Table.Th>}
                <Table.Th>{t('tournaments.registrations.team')}</Table.Th>
                <Table.Th>{t('bracket.column.wins')}</Table.Th>
                <Table.Th>{t('bracket.column.losses')}</Table.Th>
                <Table.Th>{t('bracket.column.draws')}</Table.Th>
                <Table.Th>{t('public.matchesHeading')}</Table.Th>
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
