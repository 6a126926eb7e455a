import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useRound } from '../api/rounds';
import { ROUND_TYPE } from '../codes';
import { RoundBracketPanel } from '../round/RoundBracketPanel';

/** A round: its bracket, where results are entered. */
export function RoundPage() {
  const { tournamentId = '', roundId = '' } = useParams();
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
      {round && (
        <Group>
          <Title order={2}>{round.roundName}</Title>
          <span>{ROUND_TYPE[round.roundType]}</span>
        </Group>
      )}
      <RoundBracketPanel tournamentId={tournamentId} roundId={roundId} />
    </Stack>
  );
}
