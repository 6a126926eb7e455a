import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Tournament } from '../api/tournaments';
import { formatDateTime, MATCH_TYPE } from '../codes';
import { TournamentStatusBadge } from '../components/StatusBadges';
import { RatedPanel } from '../../ratings';
import { PublicPagePanel } from './PublicPagePanel';
import { StatusActions } from './StatusActions';
import { t as tr } from '../../i18n/i18n';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

function money(amount: number, symbol: string | null) {
  return amount === 0 ? tr('tournaments.overview.none') : `${symbol ?? ''}${amount}`;
}

export function OverviewTab({ tournament: t }: { tournament: Tournament }) {
  return (
    <Stack>
      <Group>
        <Text fw={500}>{tr('public.status')}</Text>
        <TournamentStatusBadge status={t.status} />
        {t.registrationOpen && (
          <Text c="green.9">{tr('tournaments.overview.registrationOpen')}</Text>
        )}
      </Group>
      <StatusActions tournament={t} />
      {t.winnerTeamName && (
        <Card withBorder>
          <Title order={3}>{tr('tournaments.overview.champion', { name: t.winnerTeamName })}</Title>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={tr('public.game')}>{t.gameName}</Field>
        <Field label={tr('tournaments.overview.matchType')}>{MATCH_TYPE[t.matchType]}</Field>
        <Field label={tr('tournaments.overview.teamType')}>{t.teamType}</Field>
        <Field label={tr('tournaments.overview.registrations')}>
          <span data-testid="teams-joined">
            {t.teamsJoinedCount} / {t.enrollmentLimit}
          </span>
        </Field>
        <Field label={tr('tournaments.overview.teamMembers')}>
          {t.minTeamMembers}–{t.maxTeamMembers}
        </Field>
        <Field label={tr('tournaments.overview.approval')}>
          {t.instantRegistrations
            ? tr('tournaments.overview.instant')
            : tr('tournaments.overview.byOrganiser')}
        </Field>
        <Field label={tr('tournaments.overview.deadline')}>
          {formatDateTime(t.registrationDeadline)}
        </Field>
        <Field label={tr('tournaments.overview.start')}>{formatDateTime(t.startTime)}</Field>
        <Field label={tr('tournaments.overview.end')}>{formatDateTime(t.endTime)}</Field>
        <Field label={tr('tournaments.overview.entryFee')}>
          {money(t.entryFee, t.entryFeeCurrencySymbol)}
        </Field>
        <Field label={tr('tournaments.overview.prizePool')}>
          {money(t.prizePool, t.prizePoolCurrencySymbol)}
        </Field>
        <Field label={tr('session.password')}>
          {t.isPasswordProtected
            ? tr('tournaments.overview.required')
            : tr('tournaments.overview.none')}
        </Field>
        <Field label={tr('public.format')}>{t.tournamentFormat ?? '—'}</Field>
        <Field label={tr('tournaments.overview.organiser')}>{t.organiserName}</Field>
        <Field label={tr('tournaments.overview.online')}>
          {t.isOnline ? tr('tournaments.overview.yes') : tr('tournaments.overview.no')}
        </Field>
      </SimpleGrid>
      {t.description && (
        <Field label={tr('tournaments.overview.description')}>{t.description}</Field>
      )}
      <PublicPagePanel tournamentId={t.tournamentId} isDraft={t.status === 0} />
      <RatedPanel tournamentId={t.tournamentId} />
    </Stack>
  );
}
