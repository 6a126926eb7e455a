import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Tournament } from '../api/tournaments';
import { formatDateTime, MATCH_TYPE } from '../codes';
import { TournamentStatusBadge } from '../components/StatusBadges';
import { PublicPagePanel } from './PublicPagePanel';
import { StatusActions } from './StatusActions';

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
  return amount === 0 ? 'None' : `${symbol ?? ''}${amount}`;
}

export function OverviewTab({ tournament: t }: { tournament: Tournament }) {
  return (
    <Stack>
      <Group>
        <Text fw={500}>Status</Text>
        <TournamentStatusBadge status={t.status} />
        {t.registrationOpen && <Text c="green.9">Registration open</Text>}
      </Group>
      <StatusActions tournament={t} />
      {t.winnerTeamName && (
        <Card withBorder>
          <Title order={3}>Champion: {t.winnerTeamName}</Title>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Game">{t.gameName}</Field>
        <Field label="Match type">{MATCH_TYPE[t.matchType]}</Field>
        <Field label="Team type">{t.teamType}</Field>
        <Field label="Registrations">
          <span data-testid="teams-joined">
            {t.teamsJoinedCount} / {t.enrollmentLimit}
          </span>
        </Field>
        <Field label="Team members">
          {t.minTeamMembers}–{t.maxTeamMembers}
        </Field>
        <Field label="Approval">{t.instantRegistrations ? 'Instant' : 'By the organiser'}</Field>
        <Field label="Registration deadline">{formatDateTime(t.registrationDeadline)}</Field>
        <Field label="Start">{formatDateTime(t.startTime)}</Field>
        <Field label="End">{formatDateTime(t.endTime)}</Field>
        <Field label="Entry fee">{money(t.entryFee, t.entryFeeCurrencySymbol)}</Field>
        <Field label="Prize pool">{money(t.prizePool, t.prizePoolCurrencySymbol)}</Field>
        <Field label="Password">{t.isPasswordProtected ? 'Required' : 'None'}</Field>
        <Field label="Format">{t.tournamentFormat ?? '—'}</Field>
        <Field label="Organiser">{t.organiserName}</Field>
        <Field label="Online">{t.isOnline ? 'Yes' : 'No'}</Field>
      </SimpleGrid>
      {t.description && <Field label="Description">{t.description}</Field>}
      <PublicPagePanel tournamentId={t.tournamentId} isDraft={t.status === 0} />
    </Stack>
  );
}
