import { Alert, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, describeError } from '../../api/errors';
import { useApprovedRegistrations } from '../api/registrations';
import { useGenerateRound } from '../api/rounds';
import { useStages, type Stage } from '../api/stages';
import { tournamentKeys, useChangeTournamentStatus, type Tournament } from '../api/tournaments';
import { ConfirmAction } from '../components/ConfirmAction';
import { t } from '../../i18n/i18n';

function Refusal({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert" title={t('tournaments.start.failed')}>
      {describeError(error)}
      {error instanceof ApiError && error.reason && ` (${error.reason})`}
    </Alert>
  );
}

/** Seeds the approved teams into the planned first stage: one action starts the tournament. */
function StartWithPlan({ tournament, first }: { tournament: Tournament; first: Stage }) {
  const id = tournament.tournamentId;
  const approved = useApprovedRegistrations(id);
  const generate = useGenerateRound(id, first.roundId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const words = {
    count: approved.data?.length ?? 0,
    stage: first.name,
    context: tournament.checkInWindowMinutes ? 'checkedIn' : undefined,
  };
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('tournaments.start.withPlan', words)}</Text>
        <ConfirmAction
          label={t('tournaments.start.action')}
          question={t('tournaments.start.withPlanQuestion', words)}
          loading={generate.isPending}
          disabled={approved.isPending}
          onConfirm={() =>
            generate.mutate(undefined, {
              onSuccess: async (round) => {
                await queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
                await navigate(`/tournaments/${id}/rounds/${round.id}`);
              },
            })
          }
        />
      </Group>
      {generate.error && <Refusal error={generate.error} />}
    </>
  );
}

/** Without a plan, starting closes registration; the rounds are created by hand. */
function StartWithoutPlan({ tournament }: { tournament: Tournament }) {
  const change = useChangeTournamentStatus(tournament.tournamentId);
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('tournaments.start.withoutPlan')}</Text>
        <ConfirmAction
          label={t('tournaments.start.action')}
          question={t('tournaments.start.withoutPlanQuestion')}
          loading={change.isPending}
          onConfirm={() => change.mutate(2)}
        />
      </Group>
      {change.error && <Refusal error={change.error} />}
    </>
  );
}

/** The start step of an upcoming tournament: by its plan when it has one. */
export function StartTournament({ tournament }: { tournament: Tournament }) {
  const stages = useStages(tournament.tournamentId);
  if (stages.isPending) return null;
  const first = stages.data?.stages[0];
  if (first && first.teamCount === 0)
    return <StartWithPlan tournament={tournament} first={first} />;
  return <StartWithoutPlan tournament={tournament} />;
}
