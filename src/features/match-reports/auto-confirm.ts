import type { Logger } from 'pino';
import type { DbHandle } from '../../db/create-db.js';
import { AppError } from '../../errors.js';
import { applyResult, duelMatchView, findPlayableMatch } from '../brackets/index.js';
import { recordEvent } from '../events/index.js';
import { startPeriodic, type PeriodicTask } from '../../periodic.js';
import * as repo from './match-report.repository.js';
import { parseReport, scoreOf, toMatchReport } from './match-report.view.js';

const BATCH = 50;

/**
 * Applies one due report as reported, if it is still due once its case is locked: another
 * process may have applied it, or the other side answered, in the meantime. A match the
 * organiser decided meanwhile only loses its deadline; a score the bracket refuses (a draw
 * where none is allowed) becomes a dispute for the organiser.
 */
async function confirmOne(database: DbHandle, tenantId: string, matchId: string, now: string) {
  return database.db.transaction().execute(async (trx) => {
    const row = await repo.findCase(trx, tenantId, matchId);
    if (!row) return false;
    const { tournamentId, roundId } = row;
    const key = { tenantId, tournamentId, roundId, matchId };
    const locked = await repo.lockCase(trx, database.engine, key, now);
    if (locked.state !== 'pending' || locked.autoConfirmAt === null || locked.autoConfirmAt > now)
      return false;
    const report = parseReport(locked.report1) ?? parseReport(locked.report2);
    const playable = await findPlayableMatch(trx, tenantId, matchId).catch(() => null);
    if (!report || !playable) {
      await repo.updateCase(trx, tenantId, matchId, { autoConfirmAt: null, updatedAt: now });
      return false;
    }
    try {
      await applyResult(trx, tenantId, matchId, scoreOf(report));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await repo.updateCase(trx, tenantId, matchId, {
        state: 'disputed',
        autoConfirmAt: null,
        updatedAt: now,
      });
      const view = await duelMatchView(trx, tenantId, locked.tournamentId, matchId);
      const updated = (await repo.findCase(trx, tenantId, matchId)) as repo.CaseRow;
      await recordEvent(
        trx,
        { tenantId, tournamentId },
        'match.disputed',
        toMatchReport(updated, view),
      );
      return false;
    }
    await repo.updateCase(trx, tenantId, matchId, {
      state: 'auto_confirmed',
      autoConfirmAt: null,
      settledAt: now,
      updatedAt: now,
    });
    return true;
  });
}

/**
 * Applies every report whose auto-confirm delay ran out by `now`, each in its own transaction.
 * Safe to run from any number of processes at once: each case applies once. Returns how many
 * applied.
 */
export async function confirmDueReports(database: DbHandle, now = new Date()) {
  const at = now.toISOString();
  let applied = 0;
  for (;;) {
    const due = await repo.dueCases(database.db, at, BATCH);
    for (const { tenantId, matchId } of due)
      if (await confirmOne(database, tenantId, matchId, at)) applied++;
    if (due.length < BATCH) return applied;
  }
}

/** Runs `confirmDueReports` every `intervalMs` until stopped; a failed sweep is logged and retried. */
export const startAutoConfirm = (
  database: DbHandle,
  logger: Pick<Logger, 'error'>,
  intervalMs = 30_000,
): PeriodicTask =>
  startPeriodic(
    () => confirmDueReports(database),
    (error) => logger.error({ err: error }, 'auto-confirming reported scores failed'),
    { intervalMs },
  );
