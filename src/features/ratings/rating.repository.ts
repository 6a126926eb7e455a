import { sql, type Insertable } from 'kysely';
import type { Engine, Executor } from '../../db/database.js';
import type { PlayerRatingTable, RatingChangeTable } from './rating.table.js';

export type PlayerRatingRow = PlayerRatingTable;

/** Where a change sits in a game's history: ratings move in this order. */
export interface HistoryPosition {
  playedAt: string;
  id: string;
}

/**
 * The players' current ratings, creating missing ones at `initial`, in one statement that also
 * locks each row until the transaction ends (the conflict's update takes the lock on PostgreSQL;
 * SQLite has one writer). Rows are sent sorted by user id, so two results over the same players
 * take their locks in the same order.
 */
export async function lockRatings(
  trx: Executor,
  tenantId: string,
  gameId: string,
  userIds: readonly string[],
  initial: { mu: number; sigma: number; ordinal: number },
  now: string,
): Promise<PlayerRatingRow[]> {
  // Guard against running an invalid query when the list is empty.
  if (userIds.length === 0) return [];
  return trx
    .insertInto('player_ratings')
    .values(
      [...new Set(userIds)].sort().map((userId) => ({
        tenantId,
        gameId,
        userId,
        ...initial,
        matchesPlayed: 0,
        updatedAt: now,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['tenantId', 'gameId', 'userId'])
        .doUpdateSet((eb) => ({ matchesPlayed: eb.ref('player_ratings.matchesPlayed') })),
    )
    .returningAll()
    .execute();
}

/** Writes the players' new ratings, one statement for all of them. */
export async function saveRatings(trx: Executor, rows: PlayerRatingRow[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('player_ratings')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['tenantId', 'gameId', 'userId']).doUpdateSet((eb) => ({
        mu: eb.ref('excluded.mu'),
        sigma: eb.ref('excluded.sigma'),
        ordinal: eb.ref('excluded.ordinal'),
        matchesPlayed: eb.ref('excluded.matchesPlayed'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();
}

export async function insertChanges(trx: Executor, changes: Insertable<RatingChangeTable>[]) {
  // Guard against running an invalid query when nothing changed.
  if (changes.length === 0) return;
  await trx.insertInto('rating_changes').values(changes).execute();
}

/** Where a match's changes start in its game's history; undefined when it moved no rating. */
export async function positionOfMatch(
  db: Executor,
  tenantId: string,
  key: { matchId: string } | { groupId: string; matchNumber: number },
): Promise<(HistoryPosition & { gameId: string }) | undefined> {
  let query = db
    .selectFrom('rating_changes')
    .select(['gameId', 'playedAt', 'id'])
    .where('tenantId', '=', tenantId);
  query =
    'matchId' in key
      ? query.where('matchId', '=', key.matchId)
      : query.where('groupId', '=', key.groupId).where('groupMatchNumber', '=', key.matchNumber);
  return query.orderBy('playedAt').orderBy('id').limit(1).executeTakeFirst();
}

/** Every change of a game from `from` on, in history order. */
export function changesFrom(db: Executor, tenantId: string, gameId: string, from: HistoryPosition) {
  return db
    .selectFrom('rating_changes')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('gameId', '=', gameId)
    .where((eb) =>
      eb.or([
        eb('playedAt', '>', from.playedAt),
        eb.and([eb('playedAt', '=', from.playedAt), eb('id', '>=', from.id)]),
      ]),
    )
    .orderBy('playedAt')
    .orderBy('id')
    .execute();
}

export async function deleteChanges(trx: Executor, tenantId: string, ids: readonly string[]) {
  // Chunked: a long history would pass the engines' parameter limits in one statement.
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .deleteFrom('rating_changes')
      .where('tenantId', '=', tenantId)
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

/** The players a team played the tournament with, as recorded at its first rated match. */
export async function recordedRosters(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  participantIds: readonly string[],
) {
  if (participantIds.length === 0) return [];
  return db
    .selectFrom('tournament_rosters')
    .select(['participantId', 'userId'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('participantId', 'in', participantIds)
    .orderBy('userId')
    .execute();
}

export async function currentMembers(
  db: Executor,
  tenantId: string,
  teamIds: readonly string[],
): Promise<{ teamId: string; userId: string }[]> {
  if (teamIds.length === 0) return [];
  return db
    .selectFrom('team_members')
    .select(['teamId', 'userId'])
    .where('tenantId', '=', tenantId)
    .where('teamId', 'in', teamIds)
    .orderBy('userId')
    .execute();
}

/** Every roster of the tenant's tournaments, each participant's players by user id. */
export function allRecordedRosters(db: Executor, tenantId: string) {
  return db
    .selectFrom('tournament_rosters')
    .select(['tournamentId', 'participantId', 'userId'])
    .where('tenantId', '=', tenantId)
    .orderBy('userId')
    .execute();
}

/** Every member of the tenant's teams, each team's by user id. */
export function allMembers(db: Executor, tenantId: string) {
  return db
    .selectFrom('team_members')
    .select(['teamId', 'userId'])
    .where('tenantId', '=', tenantId)
    .orderBy('userId')
    .execute();
}

export interface RosterRow {
  tenantId: string;
  tournamentId: string;
  participantId: string;
  userId: string;
}

export async function recordRosters(trx: Executor, rows: RosterRow[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('tournament_rosters')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A rebuild starts from nothing: the tenant's ratings and history go first. */
export async function clearRatings(trx: Executor, tenantId: string) {
  await trx.deleteFrom('rating_changes').where('tenantId', '=', tenantId).execute();
  await trx.deleteFrom('player_ratings').where('tenantId', '=', tenantId).execute();
}

// In slices: both engines cap the parameters of one statement (SQLite 32,766, PostgreSQL 65,535).
const RATINGS_PER_STATEMENT = 2_000;
const CHANGES_PER_STATEMENT = 1_000;

/** A rebuild's ratings, written once it is done. */
export async function insertRatings(trx: Executor, ratings: PlayerRatingRow[]) {
  for (let i = 0; i < ratings.length; i += RATINGS_PER_STATEMENT)
    await trx
      .insertInto('player_ratings')
      .values(ratings.slice(i, i + RATINGS_PER_STATEMENT))
      .execute();
}

/** A rebuild's history, written as it is made. */
export async function appendChanges(trx: Executor, changes: Insertable<RatingChangeTable>[]) {
  for (let i = 0; i < changes.length; i += CHANGES_PER_STATEMENT)
    await trx
      .insertInto('rating_changes')
      .values(changes.slice(i, i + CHANGES_PER_STATEMENT))
      .execute();
}

/**
 * PostgreSQL's planner statistics of the tables a rebuild fills, taken again: until autovacuum
 * comes round it would plan a leaderboard as if the game had one player. SQLite analyzes when a
 * connection opens.
 */
export async function analyzeRatings(db: Executor, engine: Engine) {
  if (engine === 'postgres')
    await sql`analyze player_ratings, rating_changes, tournament_rosters`.execute(db);
}
