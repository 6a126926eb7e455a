import { Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateRange } from './format';
import type { LiveState } from './live-updates';
import { LiveIndicator } from './LiveIndicator';
import type { PublicTournamentInfo } from './public-data';
import { strings } from './strings';

export interface TournamentHeaderProps {
  tournament: PublicTournamentInfo;
  live: LiveState;
  /** Inside another site: the name and live state only, no cover or facts. */
  compact: boolean;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

// Completed and cancelled: nothing more will arrive, so the page does not claim to be live.
const FINISHED = new Set([3, 4]);

/** The tournament's name, game, dates, status and organiser, under its cover image. */
export function TournamentHeader({ tournament: t, live, compact }: TournamentHeaderProps) {
  const title = (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {t.image && !compact && (
          <Image src={t.image} alt={strings.logoAlt(t.name)} w={56} h={56} radius="sm" />
        )}
        <Title order={1} size={compact ? 'h3' : 'h1'} c="var(--mantine-primary-color-filled)">
          {t.name}
        </Title>
      </Group>
      <Group gap="xs">
        <Badge variant="filled">{strings.tournamentStatus[t.status] ?? ''}</Badge>
        {!FINISHED.has(t.status) && <LiveIndicator state={live} />}
      </Group>
    </Group>
  );
  if (compact) return title;
  return (
    // The band in the tournament's colour says whose page this is before anything is read.
    <Stack gap="md" pt="md" style={{ borderTop: '6px solid var(--mantine-primary-color-filled)' }}>
      {t.coverImage && (
        <Image src={t.coverImage} alt={strings.coverAlt(t.name)} h={180} radius="md" fit="cover" />
      )}
      {title}
      <Text c="dimmed">{strings.organisedBy(t.organiserName)}</Text>
      {t.description && <Text style={{ whiteSpace: 'pre-line' }}>{t.description}</Text>}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0}>
        <Fact label={strings.game} value={t.gameName} />
        <Fact label={strings.dates} value={formatDateRange(t.startTime, t.endTime)} />
        <Fact
          label={strings.format}
          value={t.tournamentFormat || strings.matchType[t.matchType] || ''}
        />
        <Fact
          label={strings.participants}
          value={`${strings.participantType[t.participantType] ?? ''} · ${t.enrollmentLimit}`}
        />
        {t.winnerName && <Fact label={strings.winner} value={t.winnerName} />}
      </SimpleGrid>
    </Stack>
  );
}
