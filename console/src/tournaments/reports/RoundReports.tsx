import { Alert, Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { useMatchReports } from '../api/match-reports';
import { caseSummary } from './report-text';
import { t } from '../../i18n/i18n';

/** The round's reported-but-unapplied scores, above its bracket, with the way to the queue. */
export function RoundReports({ tournamentId, roundId }: { tournamentId: string; roundId: string }) {
  const items = useMatchReports(tournamentId, roundId).data?.items ?? [];
  if (items.length === 0) return null;
  const disputes = items.filter((r) => r.disputed).length;
  return (
    <Alert
      color={disputes ? 'red' : 'yellow'}
      title={t('tournaments.reports.notApplied', { count: items.length })}
      aria-label={t('tournaments.reports.reportedScores')}
    >
      <List size="sm">
        {items.map((r) => (
          <List.Item key={r.matchId}>
            {t('tournaments.reports.line', {
              number: r.match.matchNumber,
              summary: caseSummary(r),
            })}
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to={`/tournaments/${tournamentId}/disputes`} size="sm">
        {t('tournaments.reports.openQueue')}
      </Anchor>
    </Alert>
  );
}
