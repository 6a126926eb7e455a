import { sql } from 'kysely';
import type { Executor } from '../../../db/database.js';
import { preparedPages } from '../../../db/prepared.js';

/** What the engine reads of a match (see `toEngineMatch`), with the row's id. */
export const ENGINE_COLUMNS = [
  'id',
  'matchNumber',
  'bracket',
  'stage',
  'participant1Id',
  'participant2Id',
  'status',
  'result',
  'isBye',
  'isWalkover',
  'winnerToMatch',
  'winnerToSlot',
  'loserToMatch',
  'loserToSlot',
] as const;

const engineRows = (db: Executor, tenantId: string, roundId: string) =>
  db
    .selectFrom('matches')
    .select(ENGINE_COLUMNS)
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId);

export type EngineMatchRow = Awaited<ReturnType<ReturnType<typeof engineRows>['execute']>>[number];

/**
 * Some matches of a round by number, and the matches that feed them (whose links point there):
 * one index lookup per column, so the plan is plain even before the planner has statistics.
 * A match can come twice (listed and feeding another listed one).
 */
export const listMatchesAround = (
  db: Executor,
  tenantId: string,
  roundId: string,
  numbers: readonly number[],
) => {
  const byColumn = (column: 'matchNumber' | 'winnerToMatch' | 'loserToMatch') =>
    engineRows(db, tenantId, roundId).where(column, 'in', [...numbers]);
  return byColumn('matchNumber')
    .unionAll(byColumn('winnerToMatch'))
    .unionAll(byColumn('loserToMatch'))
    .execute();
};

/**
 * `listMatchesAround` with up to `openLimit` of the round's open matches (as
 * `listOpenMatchNumbers` finds them, `open` set), in one statement: a result's first read.
 */
export const listMatchesAroundAndOpen = (
  db: Executor,
  tenantId: string,
  round: { id: string; tournamentId: string },
  numbers: readonly number[],
  openLimit: number,
) =>
  preparedAroundAndOpen(
    numbers.length,
    openLimit,
    db,
    tenantId,
    round.id,
    round.tournamentId,
    ...numbers,
  );

// Built once per count of match numbers and open limit: a result's first read.
const preparedAroundAndOpen = preparedPages(
  (_count: number, openLimit: number) =>
    (
      db: Executor,
      tenantId: string,
      roundId: string,
      tournamentId: string,
      ...numbers: number[]
    ) => {
      const byColumn = (column: 'matchNumber' | 'winnerToMatch' | 'loserToMatch') =>
        engineRows(db, tenantId, roundId)
          .select(sql<number>`0`.as('open'))
          .where(column, 'in', numbers);
      // A limit inside a union applies to its member only when the member is a subquery.
      const open = engineRows(db, tenantId, roundId)
        .where('tournamentId', '=', tournamentId)
        .where('status', 'in', [1, 2, 5])
        .limit(openLimit);
      return byColumn('matchNumber')
        .unionAll(byColumn('winnerToMatch'))
        .unionAll(byColumn('loserToMatch'))
        .unionAll(
          db.selectFrom(open.as('o')).select([...ENGINE_COLUMNS, sql<number>`1`.as('open')]),
        );
    },
);

export const listEngineMatches = (db: Executor, tenantId: string, roundId: string) =>
  engineRows(db, tenantId, roundId).execute();

/** The matches that can decide an elimination round: grand final, reset, winners final. */
export async function listDecidingMatches(db: Executor, tenantId: string, roundId: string) {
  const [finals, winnersFinal] = await Promise.all([
    engineRows(db, tenantId, roundId)
      .where('bracket', 'in', ['grand_final', 'grand_final_reset'])
      .execute(),
    engineRows(db, tenantId, roundId)
      .where('bracket', '=', 'winners')
      .orderBy('stage', 'desc')
      .orderBy('matchNumber')
      .limit(1)
      .execute(),
  ]);
  return [...finals, ...winnersFinal];
}

/**
 * Up to `limit` matches of a round neither completed nor cancelled, other than `except`: read
 * from the status index, stopping at the limit, so it costs the same in any round.
 */
export async function listOpenMatchNumbers(
  db: Executor,
  tenantId: string,
  round: { id: string; tournamentId: string },
  limit: number,
  except: readonly number[] = [],
): Promise<number[]> {
  let query = db
    .selectFrom('matches')
    .select('matchNumber')
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', round.tournamentId)
    .where('roundId', '=', round.id)
    .where('status', 'in', [1, 2, 5]);
  if (except.length > 0) query = query.where('matchNumber', 'not in', [...except]);
  const rows = await query.limit(limit).execute();
  return rows.map((row) => row.matchNumber);
}
