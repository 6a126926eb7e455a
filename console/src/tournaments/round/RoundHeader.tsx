import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError, describeError } from '../../api/errors';
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

/** The round's name, format and status; a Swiss round also offers to pair its next stage. */
export function RoundHeader({ round, format }: { round: ApiRound; format: BracketFormat }) {
  const pairNext = usePairNextStage(round.id);
  const pair = () =>
    pairNext.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Next stage paired' }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'The next stage was not paired',
          message:
            describeError(error) +
            (error instanceof ApiError && error.reason ? ` (${error.reason})` : ''),
        }),
    });
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2}>{round.roundName}</Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{FORMAT_NAMES[format]}</Badge>
          <Badge variant="outline" color={round.status === 2 ? 'green' : 'gray'}>
            {STATUS_NAMES[round.status] ?? round.status}
          </Badge>
          <Text size="sm" c="dimmed">
            {round.teamCount} participants
          </Text>
        </Group>
      </div>
      {format === 'swiss' && round.status === 2 && (
        <Button onClick={pair} loading={pairNext.isPending}>
          Pair next stage
        </Button>
      )}
    </Group>
  );
}
