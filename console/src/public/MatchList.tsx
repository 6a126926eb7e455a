import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bracketStrings } from '../bracket';
import { formatDateTime } from '../i18n/dates';
import { matchesInPlayOrder } from './format';
import type { PublicMatch } from './public-data';

const STATUS_COLOURS: Record<number, string> = { 2: 'red', 3: 'green', 4: 'gray' };

function Side({ name, score, won }: { name: string | null; score: number | null; won: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fw={won ? 700 : 400} truncate c={name ? undefined : 'dimmed'}>
        {name ?? bracketStrings.toBeDecided}
      </Text>
      <Text fw={won ? 700 : 400} ff="monospace">
        {score ?? ''}
      </Text>
    </Group>
  );
}

// The API's match states (1–5) as the drawings name them.
const MATCH_STATES = ['scheduled', 'live', 'completed', 'cancelled', 'waiting'] as const;

function MatchItem({ match }: { match: PublicMatch }) {
  const { t } = useTranslation();
  const d = match.duelDetail;
  // Scores mean something once the match is under way (2) or over (3).
  const scored = match.matchStatus === 2 || match.matchStatus === 3;
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={600}>
          {bracketStrings.matchNumber(match.matchNumber)}
        </Text>
        <Badge
          size="sm"
          variant="dot"
          color={STATUS_COLOURS[match.matchStatus] ?? 'blue'}
          styles={{ label: { color: 'var(--mantine-color-text)' } }}
        >
          {t(`bracket.matchState.${MATCH_STATES[match.matchStatus - 1] ?? ''}`, '')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb={4}>
        <time dateTime={match.scheduledAt ?? undefined}>
          {match.scheduledAt
            ? formatDateTime(match.scheduledAt, { weekday: true })
            : t('public.notScheduled')}
        </time>
      </Text>
      <Side
        name={d.participant1Name}
        score={scored ? d.participant1Score : null}
        won={match.matchResult === 1}
      />
      <Side
        name={d.participant2Name}
        score={scored ? d.participant2Score : null}
        won={match.matchResult === 2}
      />
    </Paper>
  );
}

/** The round's matches in playing order, with time and score; one column on a phone. */
export function MatchList({ matches }: { matches: readonly PublicMatch[] }) {
  const { t } = useTranslation();
  const ordered = matchesInPlayOrder(matches);
  if (!ordered.length) return <Text c="dimmed">{t('public.noMatches')}</Text>;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ordered.map((match) => (
        <MatchItem key={match.matchId} match={match} />
      ))}
    </SimpleGrid>
  );
}
