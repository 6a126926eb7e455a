import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../ui/QueryState';
import { useMatchReports, type MatchReport } from '../api/match-reports';
import type { Tournament } from '../api/tournaments';
import { MatchResultDialog } from '../round/MatchResultDialog';
import { ReportCard } from './ReportCard';
import { t } from '../../i18n/i18n';

/**
 * The tournament's dispute queue, then the scores still waiting for the other side. Resolving
 * enters the score through the server, which applies it like any result.
 */
export function ReportsTab({ tournament }: { tournament: Tournament }) {
  const reports = useMatchReports(tournament.tournamentId);
  const [resolving, setResolving] = useState<MatchReport | null>(null);
  return (
    <Stack>
      <Text c="gray.7" size="sm">
        {t('tournaments.reports.intro')}
      </Text>
      <QueryState query={reports}>
        {({ items }) => {
          const disputes = items.filter((r) => r.disputed);
          const waiting = items.filter((r) => !r.disputed);
          return (
            <Stack>
              <Title order={3}>
                {t('tournaments.reports.disputes', { count: disputes.length })}
              </Title>
              {disputes.length === 0 && (
                <Text c="gray.7">{t('tournaments.reports.noDisputes')}</Text>
              )}
              {disputes.map((r) => (
                <ReportCard key={r.matchId} report={r} onResolve={() => setResolving(r)} />
              ))}
              <Title order={3}>
                {t('tournaments.reports.waitingCount', { count: waiting.length })}
              </Title>
              {waiting.length === 0 && (
                <Text c="gray.7">{t('tournaments.reports.noneWaiting')}</Text>
              )}
              {waiting.map((r) => (
                <ReportCard key={r.matchId} report={r} onResolve={() => setResolving(r)} />
              ))}
            </Stack>
          );
        }}
      </QueryState>
      {resolving && (
        <MatchResultDialog
          key={resolving.matchId}
          match={resolving.match}
          mapNames={[]}
          resolve
          onClose={() => setResolving(null)}
          onSaved={() => setResolving(null)}
        />
      )}
    </Stack>
  );
}
