import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useLiveTournament } from '../api/live-updates';
import { useRound } from '../api/rounds';
import { RoundBracketPanel } from '../round/RoundBracketPanel';
import { SchedulePanel } from '../round/SchedulePanel';
import { t } from '../../i18n/i18n';

/** A round: its bracket, where results are entered, and its schedule. */
export function RoundPage() {
  const { tournamentId = '', roundId = '' } = useParams();
  useLiveTournament(tournamentId);
  const round = useRound(roundId).data;
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/tournaments">
          {t('shell.tournaments')}
        </Anchor>
        <Anchor component={Link} to={`/tournaments/${tournamentId}/rounds`}>
          {round?.tournamentName ?? t('tournaments.rounds.tournament')}
        </Anchor>
        {/* The round's name is the page's heading, where the trail ends. */}
        <Title order={1} fz="sm" fw={400}>
          {round?.roundName ?? t('tournaments.rounds.round')}
        </Title>
      </Breadcrumbs>
      <RoundBracketPanel tournamentId={tournamentId} roundId={roundId} />
      <SchedulePanel tournamentId={tournamentId} roundId={roundId} />
    </Stack>
  );
}
