import { Badge, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import {
  Bracket,
  ffaGroupFromApi,
  formatOfRoundType,
  matchFromApi,
  StandingsTable,
  standingsFromApi,
} from '../bracket';
import { MatchList } from './MatchList';
import type { PublicRound } from './public-data';
import { strings } from './strings';

export const roundName = (round: PublicRound) =>
  round.name || strings.roundFallbackName(round.roundNumber);

/**
 * One round: its bracket (the console's drawing, fed by the same adapters), then the matches
 * with their times, or the lobbies' leaderboards for free-for-all.
 */
export function RoundView({ round, wall }: { round: PublicRound; wall: boolean }) {
  const format = formatOfRoundType(round.roundType);
  const name = roundName(round);
  const isFfa = format === 'free_for_all';
  const matches = useMemo(() => round.matches.map((m) => matchFromApi(m)), [round.matches]);
  const standings = useMemo(() => standingsFromApi(round.standings), [round.standings]);
  const groups = useMemo(
    () => round.groups.map((group) => ffaGroupFromApi(group, group, round.matchesPerGroup || 1)),
    [round.groups, round.matchesPerGroup],
  );
  // Elimination drawings leave standings out; round robin and Swiss show them under the table.
  const standingsApart = !isFfa && standings.length > 0 && format.endsWith('_elimination');
  const headingId = `round-${round.roundId}`;
  return (
    <Stack component="section" gap="lg" aria-labelledby={headingId}>
      <Group gap="sm">
        <Title order={2} id={headingId}>
          {name}
        </Title>
        <Badge variant="outline">{strings.roundType[round.roundType] ?? ''}</Badge>
        <Badge variant="light" color="gray">
          {strings.roundStatus[round.roundStatus] ?? ''}
        </Badge>
      </Group>
      <Stack gap="xs">
        <Title order={3}>{isFfa ? strings.leaderboardsHeading : strings.bracketHeading}</Title>
        {/* The drawing is sized in pixels: on a wall it grows with the type. */}
        <div style={wall ? { zoom: 1.4 } : undefined}>
          <Bracket
            format={format}
            label={strings.bracketLabel(name)}
            matches={matches}
            standings={standings}
            groups={groups}
          />
        </div>
      </Stack>
      {standingsApart && (
        <StandingsTable standings={standings} caption={strings.standingsHeading} byPlacement />
      )}
      {!isFfa && (
        <Stack gap="xs">
          <Title order={3}>{strings.matchesHeading}</Title>
          <MatchList matches={round.matches} />
        </Stack>
      )}
    </Stack>
  );
}
