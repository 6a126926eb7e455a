import type { MatchReport, SideReport } from '../api/match-reports';
import { t } from '../../i18n/i18n';

/** How a report reads in a sentence: the games' scores, and a forfeit. */
export function scoreText(
  report: Pick<SideReport, 'games' | 'forfeitBy'>,
  names: [string, string],
) {
  const games = report.games.map((g) => `${g.participant1Score}–${g.participant2Score}`).join(', ');
  const forfeit = report.forfeitBy
    ? t('tournaments.reports.forfeits', { name: names[report.forfeitBy - 1] })
    : '';
  return [games, forfeit].filter(Boolean).join('; ') || '—';
}

/** Who reported for a side: their external id, or "Deleted player" once they were erased. */
export const reporterText = (side: Pick<SideReport, 'reportedByExternalUserId'>) =>
  side.reportedByExternalUserId || t('tournaments.reports.deletedPlayer');

export function sideNames(report: MatchReport): [string, string] {
  const d = report.match.duelDetail;
  return [
    d.participant1Name ?? t('tournaments.reports.participant', { number: 1 }),
    d.participant2Name ?? t('tournaments.reports.participant', { number: 2 }),
  ];
}

/** The case in words: who reported, and whom it waits for. */
export function caseSummary(report: MatchReport) {
  const names = sideNames(report);
  if (report.disputed) return t('tournaments.reports.disputedSummary');
  const [first] = report.reports;
  if (!first) return t('tournaments.reports.noReport');
  const waiting = names[first.side === 1 ? 1 : 0];
  return t('tournaments.reports.summary', {
    reporter: names[first.side - 1],
    score: scoreText(first, names),
    waiting,
  });
}
