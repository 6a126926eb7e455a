import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../../db/database.js';
import {
  prepared,
  preparedForList,
  preparedInsertRows,
  preparedShapes,
  rowShape,
  shapedRow,
  type Argument,
} from '../../../db/prepared.js';
import type { MatchGameTable, MatchTable } from '../bracket.table.js';
import { ENGINE_COLUMNS } from './engine-match.repository.js';

// Keeps multi-row inserts well under both engines' bound-parameter limits.
const CHUNK = 200;

export async function insertMatches(db: Executor, rows: Insertable<MatchTable>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('matches')
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

export const listRoundMatches = (db: Executor, tenantId: string, roundId: string) =>
  db
    .selectFrom('matches')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId)
    .orderBy('matchNumber')
    .execute();

export type MatchRow = Awaited<ReturnType<typeof listRoundMatches>>[number];

export const findMatch = (db: Executor, tenantId: string, matchId: string) =>
  db
    .selectFrom('matches')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', matchId)
    .executeTakeFirst();

export async function updateMatch(
  db: Executor,
  tenantId: string,
  matchId: string,
  patch: Updateable<MatchTable>,
) {
  const { columns, values } = rowShape(patch);
  await preparedMatchUpdate(columns, db, tenantId, matchId, ...values);
}

// One statement per set of columns changed: a result writes one or two shapes, on every report.
const preparedMatchUpdate = preparedShapes(
  (columns: string) =>
    (db: Executor, tenantId: string, matchId: string, ...values: Argument[]) =>
      db
        .updateTable('matches')
        .set((eb) => ({
          ...(shapedRow(columns, values) as Updateable<MatchTable>),
          version: eb('version', '+', 1),
        }))
        .where('tenantId', '=', tenantId)
        .where('id', '=', matchId),
);

/** Removes a round's matches, games, groups and FFA results (before regenerating it). */
export async function deleteRoundBracket(db: Executor, tenantId: string, roundId: string) {
  const matchIds = db
    .selectFrom('matches')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId);
  const groupIds = db
    .selectFrom('round_groups')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId);
  await db
    .deleteFrom('match_games')
    .where('tenantId', '=', tenantId)
    .where('matchId', 'in', matchIds)
    .execute();
  await db
    .deleteFrom('matches')
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId)
    .execute();
  await db
    .deleteFrom('ffa_results')
    .where('tenantId', '=', tenantId)
    .where('groupId', 'in', groupIds)
    .execute();
  await db
    .deleteFrom('group_participants')
    .where('tenantId', '=', tenantId)
    .where('groupId', 'in', groupIds)
    .execute();
  await db
    .deleteFrom('round_groups')
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId)
    .execute();
}

/** True once anything was reported in the round: a played or ongoing match, a game, an FFA result. */
export async function roundHasResults(
  db: Executor,
  tenantId: string,
  roundId: string,
): Promise<boolean> {
  const played = await db
    .selectFrom('matches')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 2),
        eb.and([eb('status', '=', 3), eb('isBye', '=', 0), eb('isWalkover', '=', 0)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (played) return true;
  const ffa = await db
    .selectFrom('ffa_results')
    .innerJoin('round_groups', 'round_groups.id', 'ffa_results.groupId')
    .select('ffa_results.groupId')
    .where('ffa_results.tenantId', '=', tenantId)
    .where('round_groups.roundId', '=', roundId)
    .limit(1)
    .executeTakeFirst();
  return ffa !== undefined;
}

export async function replaceGames(
  db: Executor,
  tenantId: string,
  matchId: string,
  games: Insertable<MatchGameTable>[],
) {
  await preparedDeleteGames(db, tenantId, matchId);
  await insertGames(db, games);
}

const preparedDeleteGames = prepared((db: Executor, tenantId: string, matchId: string) =>
  db.deleteFrom('match_games').where('tenantId', '=', tenantId).where('matchId', '=', matchId),
);

const insertGames = preparedInsertRows('match_games');

const gamesOf = (db: Executor, tenantId: string, matchIds: string[]) =>
  db
    .selectFrom('match_games')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('matchId', 'in', matchIds)
    .orderBy('matchId')
    .orderBy('gameSerial');

const preparedGamesOf = preparedForList((db: Executor, matchIds: string[], tenantId: string) =>
  gamesOf(db, tenantId, matchIds),
);

export const listGamesOfMatches = (db: Executor, tenantId: string, matchIds: readonly string[]) =>
  preparedGamesOf(db, matchIds, tenantId);

/**
 * The results of every match in some rounds of one tournament, with their places in the bracket
 * (elimination rounds rank by where a participant fell), for standings.
 */
export const listRoundResults = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  roundIds: readonly string[],
) =>
  db
    .selectFrom('matches')
    .select([...ENGINE_COLUMNS, 'roundId'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('roundId', 'in', [...roundIds])
    .orderBy('matchNumber')
    .execute();

/** The games of every match in a round, for standings. */
export const listRoundGames = (db: Executor, tenantId: string, roundIds: readonly string[]) =>
  db
    .selectFrom('match_games')
    .innerJoin('matches', 'matches.id', 'match_games.matchId')
    .select([
      'match_games.matchId',
      'match_games.participant1Score',
      'match_games.participant2Score',
    ])
    .where('match_games.tenantId', '=', tenantId)
    .where('matches.roundId', 'in', [...roundIds])
    .orderBy('match_games.matchId')
    .orderBy('match_games.gameSerial')
    .execute();

/** The last stage a round has matches in (Swiss rounds grow a stage at a time). */
export async function lastStage(db: Executor, tenantId: string, roundId: string): Promise<number> {
  const row = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.max('stage').as('stage'))
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId)
    .executeTakeFirst();
  return Number(row?.stage ?? 0);
}

/** Participants of the tournament whose registration is disqualified. */
export async function disqualifiedParticipants(
  db: Executor,
  tenantId: string,
  tournamentId: string,
) {
  const rows = await db
    .selectFrom('tournament_registrations')
    .select('participantId')
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('disqualifiedAt', 'is not', null)
    .execute();
  return rows.map((r) => r.participantId);
}

/**
 * The tournament's matches (of one round, when given) ready to play (both sides known, not
 * played) that one of `ids` plays.
 */
export function readyMatchesOf(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  ids: readonly string[],
  roundId?: string,
) {
  let query = db
    .selectFrom('matches')
    .select(['id', 'participant1Id', 'participant2Id'])
    .where('tenantId', '=', tenantId)
    .where('tournamentId', '=', tournamentId)
    .where('status', 'in', [1, 2])
    .where('participant1Id', 'is not', null)
    .where('participant2Id', 'is not', null)
    .where((eb) =>
      eb.or([eb('participant1Id', 'in', [...ids]), eb('participant2Id', 'in', [...ids])]),
    )
    .orderBy('roundId')
    .orderBy('matchNumber');
  if (roundId !== undefined) query = query.where('roundId', '=', roundId);
  return query.execute();
}
