import { Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../i18n/dates';
import type { LiveState } from './live-updates';
import { LiveIndicator } from './LiveIndicator';
import type { PublicTournamentInfo } from './public-data';

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
  const { t: tr } = useTranslation();
  const title = (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {t.image && !compact && (
          <Image
            src={t.image}
            alt={tr('public.logoAlt', { name: t.name })}
            w={56}
            h={56}
            radius="sm"
          />
        )}
        <Title order={1} size={compact ? 'h3' : 'h1'} c="var(--mantine-primary-color-filled)">
          {t.name}
        </Title>
      </Group>
      <Group gap="xs">
        <Badge variant="filled">{tr(`public.tournamentStatus.${t.status}`, '')}</Badge>
        {!FINISHED.has(t.status) && <LiveIndicator state={live} />}
      </Group>
    </Group>
  );
  if (compact) return title;
  return (
    // The band in the tournament's colour says whose page this is before anything is read.
    <Stack gap="md" pt="md" style={{ borderTop: '6px solid var(--mantine-primary-color-filled)' }}>
      {t.coverImage && (
        <Image
          src={t.coverImage}
          alt={tr('public.coverAlt', { name: t.name })}
          h={180}
          radius="md"
          fit="cover"
        />
      )}
      {title}
      <Text c="dimmed">{tr('public.organisedBy', { organiser: t.organiserName })}</Text>
      {t.description && <Text style={{ whiteSpace: 'pre-line' }}>{t.description}</Text>}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0}>
        <Fact label={tr('public.game')} value={t.gameName} />
        <Fact label={tr('public.dates')} value={formatDateRange(t.startTime, t.endTime)} />
        <Fact
          label={tr('public.format')}
          value={t.tournamentFormat || tr(`public.matchType.${t.matchType}`, '')}
        />
        <Fact
          label={tr('public.participants')}
          value={tr('public.participantCount', {
            kind: tr(`public.participantType.${t.participantType}`, ''),
            limit: t.enrollmentLimit,
          })}
        />
        {t.winnerName && <Fact label={tr('public.winner')} value={t.winnerName} />}
      </SimpleGrid>
    </Stack>
  );
}
