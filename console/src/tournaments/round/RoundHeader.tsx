import { Badge, Button, Group, Text } from '@mantine/core';
import { ApiError, describeError } from '../../api/errors';
import { ROUND_STATUS, ROUND_TYPE, tiebreakerOrder } from '../codes';
import { notify } from './notify';
import type { BracketFormat } from '../../bracket';
import { usePairNextStage, type ApiRound } from './round-data';
import { t } from '../../i18n/i18n';

/** The round's format and status (the page titles it); a Swiss round can pair its next stage. */
export function RoundHeader({ round, format }: { round: ApiRound; format: BracketFormat }) {
  const pairNext = usePairNextStage(round.id);
  const pair = () =>
    pairNext.mutate(undefined, {
      onSuccess: () => notify('green', t('tournaments.round.paired')),
      onError: (error) =>
        notify(
          'red',
          describeError(error) +
            (error instanceof ApiError && error.reason ? ` (${error.reason})` : ''),
          t('tournaments.round.notPaired'),
        ),
    });
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Badge variant="default">{ROUND_TYPE[round.roundType]}</Badge>
        <Badge variant="default">{ROUND_STATUS[round.status]}</Badge>
        <Text size="sm" c="gray.7">
          {t('tournaments.round.participants', { count: round.teamCount })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('tournaments.round.tiesBrokenBy', { order: tiebreakerOrder(round.tiebreakers) })}
        </Text>
      </Group>
      {format === 'swiss' && round.status === 2 && (
        <Button onClick={pair} loading={pairNext.isPending}>
          {t('tournaments.round.pairNext')}
        </Button>
      )}
    </Group>
  );
}
