import type { DuelMatchView } from '../brackets/index.js';
import type { CaseRow } from './match-report.repository.js';
import type { MatchReportView, ReportState, SideReportView } from './match-report.schemas.js';

export interface Score {
  games: { participant1Score: number; participant2Score: number; mapName?: string }[];
  forfeitBy?: number | undefined;
}

export const parseReport = (json: string | null): SideReportView | null =>
  json === null ? null : (JSON.parse(json) as SideReportView);

/** The score a report stands for, in the result route's shape. */
export const scoreOf = (report: { games: Score['games']; forfeitBy: number | null }): Score => ({
  games: report.games,
  ...(report.forfeitBy === null ? {} : { forfeitBy: report.forfeitBy }),
});

/**
 * Two reports agree when their scores do: the same games in the same order and the same
 * forfeit. Map names are not compared: one side may leave them out.
 */
export function sameScore(a: Score, b: Score) {
  if ((a.forfeitBy ?? null) !== (b.forfeitBy ?? null) || a.games.length !== b.games.length)
    return false;
  return a.games.every(
    (g, i) =>
      g.participant1Score === b.games[i]?.participant1Score &&
      g.participant2Score === b.games[i]?.participant2Score,
  );
}

export function toMatchReport(row: CaseRow, match: DuelMatchView): MatchReportView {
  const reports = [parseReport(row.report1), parseReport(row.report2)].filter(
    (r): r is SideReportView => r !== null,
  );
  const state = row.state as ReportState;
  return {
    matchId: row.matchId,
    tournamentId: row.tournamentId,
    roundId: row.roundId,
    state,
    disputed: state === 'disputed',
    autoConfirmAt: state === 'pending' ? row.autoConfirmAt : null,
    reports,
    resolution: row.resolution === null ? null : JSON.parse(row.resolution),
    settledAt: row.settledAt,
    updatedAt: row.updatedAt,
    match,
  };
}
