import type { Updateable } from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { lockRows } from '../../db/dialect.js';
import type { MatchReportTable } from './match-report.table.js';
import { OPEN_STATES } from './match-report.schemas.js';

export type CaseRow = MatchReportTable;

/** The columns a report, a confirmation or a resolution changes. */
export type CaseColumns = Pick<
  CaseRow,
  'state' | 'report1' | 'report2' | 'resolution' | 'autoConfirmAt' | 'settledAt'
>;

export const FRESH_CASE: CaseColumns = {
  state: 'pending',
  report1: null,
  report2: null,
  resolution: null,
  autoConfirmAt: null,
  settledAt: null,
};

export const caseColumns = (row: CaseRow): CaseColumns => ({
  state: row.state,
  report1: row.report1,
  report2: row.report2,
  resolution: row.resolution,
  autoConfirmAt: row.autoConfirmAt,
  settledAt: row.settledAt,
});

export const isOpen = (row: CaseRow) => (OPEN_STATES as readonly string[]).includes(row.state);

export interface CaseKey {
  tenantId: string;
  tournamentId: string;
  roundId: string;
  matchId: string;
}

/**
 * The match's case, created empty when it has none, and held until the transaction ends: every
 * report, confirmation, resolution and auto-confirmation of one match queues up here.
 */
export async function lockCase(
  trx: Executor,
  engine: Engine,
  key: CaseKey,
  now: string,
): Promise<CaseRow> {
  // A concurrent first report waits on the primary key, then finds the row committed.
  await trx
    .insertInto('match_reports')
    .values({ ...key, ...FRESH_CASE, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('matchId').doNothing())
    .execute();
  return trx
    .selectFrom('match_reports')
    .selectAll()
    .where('tenantId', '=', key.tenantId)
    .where('matchId', '=', key.matchId)
    .$call(lockRows(engine))
    .executeTakeFirstOrThrow();
}

export const findCase = (db: Executor, tenantId: string, matchId: string) =>
  db
    .selectFrom('match_reports')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('matchId', '=', matchId)
    .executeTakeFirst();

export async function updateCase(
  trx: Executor,
  tenantId: string,
  matchId: string,
  patch: Updateable<MatchReportTable>,
) {
  await trx
    .updateTable('match_reports')
    .set(patch)
    .where('tenantId', '=', tenantId)
    .where('matchId', '=', matchId)
    .execute();
}

export interface CaseFilter {
  tournamentId?: string | undefined;
  roundId?: string | undefined;
  disputed?: boolean | undefined;
}

/**
 * A tenant's open cases: a report waiting for the other side, or a dispute. A match the
 * organiser decided through the result route meanwhile is no longer open: its result wins.
 */
function openCases(db: Executor, tenantId: string, filter: CaseFilter) {
  let query = db
    .selectFrom('match_reports as r')
    .innerJoin('matches as m', (j) =>
      j.onRef('m.id', '=', 'r.matchId').onRef('m.tenantId', '=', 'r.tenantId'),
    )
    .where('r.tenantId', '=', tenantId)
    .where('m.status', 'in', [1, 2])
    .where(
      'r.state',
      'in',
      filter.disputed === undefined ? [...OPEN_STATES] : [filter.disputed ? 'disputed' : 'pending'],
    );
  if (filter.tournamentId) query = query.where('r.tournamentId', '=', filter.tournamentId);
  if (filter.roundId) query = query.where('r.roundId', '=', filter.roundId);
  return query;
}

export async function countOpenCases(db: Executor, tenantId: string, filter: CaseFilter) {
  const row = await openCases(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const openCasePage = (
  db: Executor,
  tenantId: string,
  filter: CaseFilter,
  limit: number,
  offset: number,
) =>
  openCases(db, tenantId, filter)
    .selectAll('r')
    .orderBy('r.updatedAt', 'desc')
    .orderBy('r.matchId')
    .limit(limit)
    .offset(offset)
    .execute();

/** Pending cases whose delay ran out, any tenant, oldest deadline first. */
export const dueCases = (db: Executor, now: string, limit: number) =>
  db
    .selectFrom('match_reports')
    .select(['tenantId', 'matchId'])
    .where('state', '=', 'pending')
    .where('autoConfirmAt', '<=', now)
    .orderBy('autoConfirmAt')
    .limit(limit)
    .execute();

export const findSettings = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('match_report_settings')
    .select(['autoConfirmMinutes'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .executeTakeFirst();

export async function saveSettings(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  autoConfirmMinutes: number | null,
  now: string,
) {
  await db
    .insertInto('match_report_settings')
    .values({ tenantId, tournamentId, autoConfirmMinutes, updatedAt: now })
    .onConflict((oc) =>
      oc.column('tournamentId').doUpdateSet({ autoConfirmMinutes, updatedAt: now }),
    )
    .execute();
}
