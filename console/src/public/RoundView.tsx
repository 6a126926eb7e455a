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
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';

export const roundName = (round: PublicRound) =>
  round.name || i18n.t('public.roundFallbackName', { number: round.roundNumber });

/**
 * One round: its bracket (the console's drawing, fed by the same adapters), then the matches
 * with their times, or the lobbies' leaderboards for free-for-all.
 */
export function RoundView({ round, wall }: { round: PublicRound; wall: boolean }) {
  const { t } = useTranslation();
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
  const isElimination = format.endsWith('_elimination');
  const standingsApart = !isFfa && standings.length > 0 && isElimination;
  const headingId = `round-${round.roundId}`;
  return (
    <Stack component="section" gap="lg" aria-labelledby={headingId}>
      <Group gap="sm">
        <Title order={2} id={headingId}>
          {name}
        </Title>
        <Badge variant="outline">{t(`public.roundType.${round.roundType}`, '')}</Badge>
        <Badge variant="light" color="gray">
          {t(`public.roundStatus.${round.roundStatus}`, '')}
        </Badge>
      </Group>
      <Stack gap="xs">
        <Title order={3}>
          {isFfa ? t('public.leaderboardsHeading') : t('public.bracketHeading')}
        </Title>
        {/* The drawing is sized in pixels: on a wall it grows with the type, and an elimination
            bracket starts zoomed to fit the screen whole. */}
        <div style={wall && !isElimination ? { zoom: 1.4 } : undefined}>
          <Bracket
            format={format}
            label={t('public.bracketLabel', { round: name })}
            matches={matches}
            standings={standings}
            groups={groups}
            fitWhole={wall}
          />
        </div>
      </Stack>
      {standingsApart && (
        <StandingsTable standings={standings} caption={t('public.standingsHeading')} byPlacement />
      )}
      {!isFfa && (
        <Stack gap="xs">
          <Title order={3}>{t('public.matchesHeading')}</Title>
          <MatchList matches={round.matches} />
        </Stack>
      )}
    </Stack>
  );
}
