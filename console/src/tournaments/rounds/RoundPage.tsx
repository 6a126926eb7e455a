import { Anchor, Breadcrumbs, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useLiveTournament } from '../api/live-updates';
import { useRound } from '../api/rounds';
import { RoundBracketPanel } from '../round/RoundBracketPanel';
import { SchedulePanel } from '../round/SchedulePanel';

/** A round: its bracket, where results are entered, and its schedule. */
export function RoundPage() {
  const { tournamentId = '', roundId = '' } = useParams();
  useLiveTournament(tournamentId);
  const round = useRound(roundId).data;
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/tournaments">
          Tournaments
        </Anchor>
        <Anchor component={Link} to={`/tournaments/${tournamentId}/rounds`}>
          {round?.tournamentName ?? 'Tournament'}
        </Anchor>
        <span>{round?.roundName ?? 'Round'}</span>
      </Breadcrumbs>
      <RoundBracketPanel tournamentId={tournamentId} roundId={roundId} />
      <SchedulePanel tournamentId={tournamentId} roundId={roundId} />
    </Stack>
  );
}
