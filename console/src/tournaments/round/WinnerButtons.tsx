import { Button, Group, Stack, Text } from '@mantine/core';
import { t } from '../../i18n/i18n';

/**
 * A best-of-one decided in one click: no confirmation, since a second click on the other team
 * (or typed scores) corrects it like any result.
 */
export function WinnerButtons({
  names,
  disabled,
  onWinner,
}: {
  names: [string, string];
  disabled: boolean;
  onWinner: (side: 1 | 2) => void;
}) {
  return (
    <Stack gap={4}>
      <Group role="group" aria-label={t('tournaments.round.winner')}>
        {([1, 2] as const).map((side) => (
          // Darker than Mantine's green, so the white label keeps a 4.5:1 contrast.
          <Button key={side} color="#1d5c2b" disabled={disabled} onClick={() => onWinner(side)}>
            {t('tournaments.round.winnerIs', { name: names[side - 1] })}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="gray.7">
        {t('tournaments.round.oneClickHint')}
      </Text>
    </Stack>
  );
}
