import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../../db/database.js';
import { prepared, preparedForList } from '../../../db/prepared.js';
import type { RoundTable } from '../bracket.table.js';

export async function insertRound(db: Executor, row: Insertable<RoundTable>) {
  await db.insertInto('rounds').values(row).execute();
}

export const findRound = (db: Executor, tenantId: string, roundId: string) =>
  db
    .selectFrom('rounds')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', roundId)
    .executeTakeFirst();

export type RoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;

/**
 * Takes the round row for writing: the update makes PostgreSQL hold the row lock until
 * commit (SQLite serialises writers anyway), so concurrent reports on one round queue up.
 * One statement: the update hands the row back.
 */
export const lockRound = (db: Executor, tenantId: string, roundId: string) =>
  db
    .updateTable('rounds')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('tenantId', '=', tenantId)
    .where('id', '=', roundId)
    .returningAll()
    .executeTakeFirst();

/** `lockRound` for the round of a match, found in the same statement; undefined for no such match. */
export const lockRoundOfMatch = async (db: Executor, tenantId: string, matchId: string) =>
  (await preparedLockRoundOfMatch(db, tenantId, matchId))[0];

// Every result and schedule change begins with it.
const preparedLockRoundOfMatch = prepared((db: Executor, tenantId: string, matchId: string) =>
  db
    .updateTable('rounds')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('tenantId', '=', tenantId)
    .where('id', '=', (eb) =>
      eb
        .selectFrom('matches')
        .select('roundId')
        .where('tenantId', '=', tenantId)
        .where('id', '=', matchId),
    )
    .returningAll(),
);

export async function updateRound(
  db: Executor,
  tenantId: string,
  roundId: string,
  patch: Updateable<RoundTable>,
) {
  await db
    .updateTable('rounds')
    .set(patch)
    .where('tenantId', '=', tenantId)
    .where('id', '=', roundId)
    .execute();
}

export async function nextRoundNumber(
  db: Executor,
  tenantId: string,
  tournamentId: string,
): Promise<number> {
  const row = await db
    .selectFrom('rounds')
    .select((eb) => eb.fn.max('roundNumber').as('last'))
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Rounds with their tournament's name and match count; integration reads skip drafts. */
export function roundViews(db: Executor, tenantId: string, options: { visibleOnly: boolean }) {
  let query = db
    .selectFrom('rounds')
    .innerJoin('tournaments', (j) =>
      j
        .onRef('tournaments.id', '=', 'rounds.tournamentId')
        .onRef('tournaments.tenantId', '=', 'rounds.tenantId'),
    )
    .selectAll('rounds')
    .select((eb) => [
      'tournaments.name as tournamentName',
      // Counted per selected round on the (tenant, tournament, round) index, which covers it.
      eb
        .selectFrom('matches')
        .select(eb.fn.countAll<number>().as('n'))
        .where('matches.tenantId', '=', tenantId)
        .whereRef('matches.tournamentId', '=', 'rounds.tournamentId')
        .whereRef('matches.roundId', '=', 'rounds.id')
        .as('matchCount'),
    ])
    .where('rounds.tenantId', '=', tenantId);
  if (options.visibleOnly) query = query.where('tournaments.status', '<>', 0);
  return query;
}

/** The visible rounds among `roundIds`, in number order (`roundViews` prepared per id count). */
export const visibleRoundViewsOf = (db: Executor, tenantId: string, roundIds: readonly string[]) =>
  preparedVisibleRoundViews(db, roundIds, tenantId);

const preparedVisibleRoundViews = preparedForList(
  (db: Executor, roundIds: string[], tenantId: string) =>
    roundViews(db, tenantId, { visibleOnly: true })
      .where('rounds.id', 'in', roundIds)
      .orderBy('rounds.roundNumber'),
);

export type RoundViewRow = Awaited<ReturnType<ReturnType<typeof roundViews>['execute']>>[number];

/** The tournament's rounds, highest number first: the first is the final round. */
export const listRounds = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('rounds')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .orderBy('roundNumber', 'desc')
    .execute();

/** Removes a round; its groups, matches and results go with it (foreign keys cascade). */
export async function deleteRound(db: Executor, tenantId: string, roundId: string) {
  await db
    .deleteFrom('rounds')
    .where('tenantId', '=', tenantId)
    .where('id', '=', roundId)
    .execute();
}
