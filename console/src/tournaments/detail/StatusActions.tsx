import { Alert, Group } from '@mantine/core';
import type { Schemas } from '../../api/client';
import { describeError, ApiError } from '../../api/errors';
import { useChangeTournamentStatus, type Tournament } from '../api/tournaments';
import { ConfirmAction } from '../components/ConfirmAction';

type Status = Schemas['TournamentStatus'];

interface Move {
  to: Status;
  label: string;
  question: string;
  color?: string;
  /** The statuses this move is offered from; the server decides whether it is allowed. */
  from: Status[];
}

const MOVES: Move[] = [
  {
    to: 1,
    label: 'Publish',
    question: 'Publish this tournament? Integrators will see it and teams can register.',
    from: [0],
  },
  { to: 2, label: 'Start', question: 'Start this tournament? Registration closes.', from: [1] },
  {
    to: 3,
    label: 'Complete',
    question: 'Complete this tournament? It cannot change afterwards.',
    color: 'violet',
    from: [2],
  },
  {
    to: 4,
    label: 'Cancel tournament',
    question: 'Cancel this tournament? This cannot be undone.',
    color: 'red.9',
    from: [0, 1, 2],
  },
];

export function StatusActions({ tournament }: { tournament: Tournament }) {
  const change = useChangeTournamentStatus(tournament.tournamentId);
  const moves = MOVES.filter((m) => m.from.includes(tournament.status));
  return (
    <>
      <Group>
        {moves.map((move) => (
          <ConfirmAction
            key={move.to}
            label={move.label}
            question={move.question}
            color={move.color}
            variant={move.to === 4 ? 'outline' : 'filled'}
            loading={change.isPending && change.variables === move.to}
            disabled={change.isPending}
            onConfirm={() => change.mutate(move.to)}
          />
        ))}
      </Group>
      {change.error && (
        <Alert color="red" role="alert" title="The status did not change">
          {describeError(change.error)}
          {change.error instanceof ApiError && change.error.reason && ` (${change.error.reason})`}
        </Alert>
      )}
    </>
  );
}
