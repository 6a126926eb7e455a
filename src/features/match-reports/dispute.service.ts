import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { businessRule, notFound } from '../../errors.js';
import { pageInfo, pageOffset } from '../../http/pagination.js';
import {
  applyResult,
  duelMatchViews,
  findVisibleMatch,
  type ReportResultInput,
  requireRound,
  requireTournament,
} from '../brackets/index.js';

import * as repo from './match-report.repository.js';
import type {
  MatchReportListInput,
  MatchReportView,
  ReportSettingsInput,
} from './match-report.schemas.js';
import { toMatchReport } from './match-report.view.js';

/** Match views for case rows of any tournaments: one read per tournament. */
async function withMatches(db: Executor, tenantId: string, rows: repo.CaseRow[]) {
  const ids = new Map<string, string[]>();
  for (const row of rows)
    ids.set(row.tournamentId, [...(ids.get(row.tournamentId) ?? []), row.matchId]);
  const views = new Map<string, MatchReportView['match']>();
  for (const [tournamentId, matchIds] of ids) {
    for (const view of await duelMatchViews(db, tenantId, tournamentId, matchIds))
      views.set(view.matchId, view);
  }
  return rows.flatMap((row) => {
    const view = views.get(row.matchId);
    return view ? [toMatchReport(row, view)] : [];
  });
}

/**
 * The organiser's queue: open reports (waiting for the other side) and disputes, most recent
 * activity first; `disputed=true` is the dispute queue.
 */
export async function listMatchReports(
  db: Executor,
  tenantId: string,
  query: MatchReportListInput,
) {
  // Like the match list: a filter naming another tenant's tournament or round is a 404.
  if (query.tournamentId) await requireTournament(db, tenantId, query.tournamentId);
  if (query.roundId) {
    const round = await requireRound(db, tenantId, query.roundId);
    if (query.tournamentId && round.tournamentId !== query.tournamentId) throw notFound('Round');
  }
  const filter = {
    tournamentId: query.tournamentId,
    roundId: query.roundId,
    disputed: query.disputed,
  };
  const [count, rows] = await Promise.all([
    repo.countOpenCases(db, tenantId, filter),
    repo.openCasePage(db, tenantId, filter, query.pageSize, pageOffset(query)),
  ]);
  return { items: await withMatches(db, tenantId, rows), ...pageInfo(query, count) };
}

/**
 * The organiser settles an open case by entering the score: it applies through the normal
 * result path and wins over both reports, which stay on record.
 */
export async function resolveReport(
  database: DbHandle,
  tenantId: string,
  matchId: string,
  input: ReportResultInput,
) {
  return database.db.transaction().execute(async (trx) => {
    const { match } = await findVisibleMatch(trx, tenantId, matchId);
    const now = nowIso();
    const key = { tenantId, tournamentId: match.tournamentId, roundId: match.roundId, matchId };
    const row = await repo.lockCase(trx, database.engine, key, now);
    // A match the organiser decided through the result route has no open case left: its
    // result won (correct it there).
    const decided = match.status === 3 || match.status === 4;
    if (decided || !repo.isOpen(row) || (row.report1 === null && row.report2 === null))
      throw businessRule('NO_OPEN_REPORT', 'The match has no report or dispute to resolve');
    const view = await applyResult(trx, tenantId, matchId, input);
    const resolution = { games: input.games, forfeitBy: input.forfeitBy ?? null };
    await repo.updateCase(trx, tenantId, matchId, {
      state: 'resolved',
      resolution: JSON.stringify(resolution),
      autoConfirmAt: null,
      settledAt: now,
      updatedAt: now,
    });
    return toMatchReport((await repo.findCase(trx, tenantId, matchId)) as repo.CaseRow, view);
  });
}

export async function getReportSettings(db: Executor, tenantId: string, tournamentId: string) {
  await requireTournament(db, tenantId, tournamentId);
  const row = await repo.findSettings(db, tenantId, tournamentId);
  return { autoConfirmMinutes: row?.autoConfirmMinutes ?? null };
}

/** Sets the delay for reports made from now on; pending ones keep the deadline they got. */
export async function updateReportSettings(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  input: ReportSettingsInput,
) {
  await requireTournament(db, tenantId, tournamentId);
  await repo.saveSettings(db, tenantId, tournamentId, input.autoConfirmMinutes, nowIso());
  return { autoConfirmMinutes: input.autoConfirmMinutes };
}
