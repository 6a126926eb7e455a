import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeError, ApiError } from '../../api/errors';
import { useChangeTournamentStatus, type Tournament } from '../api/tournaments';
import { formatDateTime } from '../codes';
import { ConfirmAction } from '../components/ConfirmAction';
import { t } from '../../i18n/i18n';
import { StartTournament } from './StartTournament';

/** One step of running the tournament: what it is, what its button does, the button. */
function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}

function Action({ description, children }: { description: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{description}</Text>
      {children}
    </Group>
  );
}

/** Registration's state in a line: what teams can do now, and until when. */
function registrationLine(tournament: Tournament) {
  switch (tournament.status) {
    case 0:
      return t('tournaments.statusActions.registrationNotOpen');
    case 1:
      return tournament.registrationOpen
        ? t('tournaments.statusActions.registrationOpen', {
            deadline: formatDateTime(tournament.registrationDeadline),
            count: tournament.enrollmentLimit,
          })
        : t('tournaments.statusActions.registrationClosed');
    default:
      return t('tournaments.statusActions.registrationOver');
  }
}

/**
 * The tournament's lifecycle as separate steps: registration, the start (by the plan chosen on
 * creation), completion and cancellation. The public page is its own switch (Public page below).
 */
export function StatusActions({ tournament }: { tournament: Tournament }) {
  const change = useChangeTournamentStatus(tournament.tournamentId);
  const busy = change.isPending;
  const { status } = tournament;
  return (
    <Card withBorder>
      <Stack>
        <Title order={3} size="h4">
          {t('tournaments.statusActions.title')}
        </Title>
        <Step title={t('tournaments.statusActions.registration')}>
          <Text size="sm" c="gray.7">
            {registrationLine(tournament)}
          </Text>
          {status === 0 && (
            <Action description={t('tournaments.statusActions.openHint')}>
              <ConfirmAction
                label={t('tournaments.statusActions.open')}
                question={t('tournaments.statusActions.openQuestion')}
                loading={busy && change.variables === 1}
                disabled={busy}
                onConfirm={() => change.mutate(1)}
              />
            </Action>
          )}
        </Step>
        {status === 1 && (
          <Step title={t('tournaments.statusActions.start')}>
            <StartTournament tournament={tournament} />
          </Step>
        )}
        {status <= 2 && (
          <Step title={t('tournaments.statusActions.finish')}>
            <Group>
              {status === 2 && (
                <ConfirmAction
                  label={t('tournaments.statusActions.complete')}
                  question={t('tournaments.statusActions.completeQuestion')}
                  color="violet"
                  loading={busy && change.variables === 3}
                  disabled={busy}
                  onConfirm={() => change.mutate(3)}
                />
              )}
              <ConfirmAction
                label={t('tournaments.statusActions.cancel')}
                question={t('tournaments.statusActions.cancelQuestion')}
                color="red.9"
                variant="outline"
                loading={busy && change.variables === 4}
                disabled={busy}
                onConfirm={() => change.mutate(4)}
              />
            </Group>
          </Step>
        )}
        {change.error && (
          <Alert color="red" role="alert" title={t('tournaments.statusActions.failed')}>
            {describeError(change.error)}
            {change.error instanceof ApiError && change.error.reason && ` (${change.error.reason})`}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
