import { Badge, Button, Group, Text } from '@mantine/core';
import { ApiError, describeError } from '../../api/errors';
import { notify } from './notify';
import type { BracketFormat } from '../../bracket';
import { usePairNextStage, type ApiRound } from './round-data';

const FORMAT_NAMES: Record<BracketFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
  swiss: 'Swiss',
  free_for_all: 'Free for all',
};

const STATUS_NAMES: Record<number, string> = { 1: 'Pending', 2: 'Ongoing', 3: 'Completed' };

/** The round's format and status (the page titles it); a Swiss round can pair its next stage. */
export function RoundHeader({ round, format }: { round: ApiRound; format: BracketFormat }) {
  const pairNext = usePairNextStage(round.id);
  const pair = () =>
    pairNext.mutate(undefined, {
      onSuccess: () => notify('green', 'Next stage paired'),
      onError: (error) =>
        notify(
          'red',
          describeError(error) +
            (error instanceof ApiError && error.reason ? ` (${error.reason})` : ''),
          'The next stage was not paired',
        ),
    });
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Badge variant="default">{FORMAT_NAMES[format]}</Badge>
        <Badge variant="default">{STATUS_NAMES[round.status] ?? round.status}</Badge>
        <Text size="sm" c="gray.7">
          {round.teamCount} participants
        </Text>
      </Group>
      {format === 'swiss' && round.status === 2 && (
        <Button onClick={pair} loading={pairNext.isPending}>
          Pair next stage
        </Button>
      )}
    </Group>
  );
}
