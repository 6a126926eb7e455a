import { Tabs, Text } from '@mantine/core';
import { currentRound } from './format';
import type { PublicRound } from './public-data';
import { roundName, RoundView } from './RoundView';
import { useTranslation } from 'react-i18next';

/** Every round, one tab each when there are several. */
export function RoundsView({ rounds, wall }: { rounds: PublicRound[]; wall: boolean }) {
  const { t } = useTranslation();
  if (!rounds.length) return <Text c="dimmed">{t('public.noRounds')}</Text>;
  if (rounds.length === 1) return <RoundView round={rounds[0]!} wall={wall} />;
  return (
    <Tabs defaultValue={currentRound(rounds)!.roundId} keepMounted={false}>
      <Tabs.List aria-label={t('public.roundsNavigation')} mb="md">
        {rounds.map((round) => (
          <Tabs.Tab key={round.roundId} value={round.roundId}>
            {roundName(round)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {rounds.map((round) => (
        <Tabs.Panel key={round.roundId} value={round.roundId}>
          <RoundView round={round} wall={wall} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
