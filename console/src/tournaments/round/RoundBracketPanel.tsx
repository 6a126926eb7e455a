import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { describeError } from '../../api/errors';
import {
  Bracket,
  ffaGroupFromApi,
  formatOfRoundType,
  matchFromApi,
  standingsFromApi,
  type FfaGroupView,
  type MatchView,
} from '../../bracket';
import { GroupResultsDialog } from './GroupResultsDialog';
import { MatchResultDialog } from './MatchResultDialog';
import { RoundReports } from '../reports/RoundReports';
import { RoundHeader } from './RoundHeader';
import {
  useGameMapNames,
  useRound,
  useRoundGroups,
  useRoundMatches,
  useRoundStandings,
  useSeeds,
  type ApiMatch,
} from './round-data';
import { t } from '../../i18n/i18n';

export interface RoundBracketPanelProps {
  tournamentId: string;
  roundId: string;
}

const Loading = () => (
  <Center h={200}>
    <Loader aria-label={t('tournaments.round.loadingBracket')} />
  </Center>
);

/** A round drawn in its format, from its matches or lobbies; a click enters a result. */
export function RoundBracketPanel({ tournamentId, roundId }: RoundBracketPanelProps) {
  const round = useRound(roundId);
  const format = round.data ? formatOfRoundType(round.data.roundType) : null;
  const isFfa = format === 'free_for_all';
  const isTable = format === 'round_robin' || format === 'swiss';
  const matches = useRoundMatches(tournamentId, roundId, format !== null && !isFfa);
  const standings = useRoundStandings(tournamentId, roundId, isTable);
  const groups = useRoundGroups(roundId, isFfa);
  const seeds = useSeeds(tournamentId);
  const catalogueMaps = useGameMapNames(tournamentId);
  const [selected, setSelected] = useState<ApiMatch | null>(null);
  const [selectedGroup, setSelectedGroup] = useState<FfaGroupView | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const seedMap = seeds.data;
  const matchViews = useMemo(
    () => (matches.data ?? []).map((m) => matchFromApi(m, seedMap)),
    [matches.data, seedMap],
  );
  // The game's maps first, then any other name a result already used (the server takes both).
  const mapNames = useMemo(
    () => [
      ...new Set([
        ...(catalogueMaps.data ?? []),
        ...(matches.data ?? []).flatMap((m) => m.games.flatMap((g) => g.mapName ?? [])),
      ]),
    ],
    [catalogueMaps.data, matches.data],
  );
  const groupViews = (groups.data ?? []).map(({ group, standings: lines }) =>
    ffaGroupFromApi(group, lines, round.data?.matchesPerGroup ?? 1),
  );

  const error = round.error ?? matches.error ?? groups.error ?? standings.error;
  if (error)
    return (
      <Alert color="red" title={t('tournaments.round.loadFailed')}>
        {describeError(error)}
      </Alert>
    );
  if (!round.data || !format) return <Loading />;
  const waiting = isFfa ? groups.isPending : matches.isPending;

  const openMatch = (view: MatchView) => {
    setSelected(matches.data?.find((m) => m.matchId === view.id) ?? null);
  };
  const onSaved = (saved: ApiMatch) => {
    setSelected(null);
    // The advanced winner is what changed: point at the match they moved into.
    const next = (saved as ApiMatch & { bracket?: { winnerTo: { matchId: string } | null } })
      .bracket;
    setHighlighted(next?.winnerTo?.matchId ?? saved.matchId);
  };

  return (
    <Stack gap="md">
      <RoundHeader round={round.data} format={format} />
      {!isFfa && <RoundReports tournamentId={tournamentId} roundId={roundId} />}
      {waiting ? (
        <Loading />
      ) : (
        <Bracket
          format={format}
          label={t('public.bracketLabel', { round: round.data.roundName })}
          matches={matchViews}
          standings={standingsFromApi(standings.data?.standings ?? [], seedMap)}
          groups={groupViews}
          onMatchClick={openMatch}
          onGroupClick={setSelectedGroup}
          highlightedMatchId={highlighted}
        />
      )}
      {selected && (
        <MatchResultDialog
          key={selected.matchId}
          match={selected}
          mapNames={mapNames}
          onClose={() => setSelected(null)}
          onSaved={onSaved}
        />
      )}
      {selectedGroup && (
        <GroupResultsDialog
          key={selectedGroup.id}
          group={selectedGroup}
          roundId={roundId}
          onClose={() => setSelectedGroup(null)}
        />
      )}
    </Stack>
  );
}
