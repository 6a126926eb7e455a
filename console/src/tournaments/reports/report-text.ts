import type { MatchReport, SideReport } from '../api/match-reports';

/** How a report reads in a sentence: the games' scores, and a forfeit. */
export function scoreText(
  report: Pick<SideReport, 'games' | 'forfeitBy'>,
  names: [string, string],
) {
  const games = report.games.map((g) => `${g.participant1Score}–${g.participant2Score}`).join(', ');
  const forfeit = report.forfeitBy ? `${names[report.forfeitBy - 1]} forfeits` : '';
  return [games, forfeit].filter(Boolean).join('; ') || '—';
}

/** Who reported for a side: their external id, or "Deleted player" once they were erased. */
export const reporterText = (side: Pick<SideReport, 'reportedByExternalUserId'>) =>
  side.reportedByExternalUserId || 'Deleted player';

export function sideNames(report: MatchReport): [string, string] {
  const d = report.match.duelDetail;
  return [d.participant1Name ?? 'Participant 1', d.participant2Name ?? 'Participant 2'];
}

/** The case in words: who reported, and whom it waits for. */
export function caseSummary(report: MatchReport) {
  const names = sideNames(report);
  if (report.disputed) return 'Disputed: the two sides reported different scores';
  const [first] = report.reports;
  if (!first) return 'No report yet';
  const waiting = names[first.side === 1 ? 1 : 0];
  return `${names[first.side - 1]} reported ${scoreText(first, names)}; waiting for ${waiting} to confirm`;
}
