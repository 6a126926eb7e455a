import { sql } from 'kysely';
import type { Executor } from '../../../db/database.js';
import { preparedForList, preparedPages, preparedShapes } from '../../../db/prepared.js';
import { PARTICIPANT_TYPE } from '../../tournaments/index.js';
import { idOfType } from '../participant-key.js';

export interface DuelMatchFilter {
  tournamentId: string;
  roundId?: string | undefined;
  matchStatus?: number | undefined;
}

function filtered(db: Executor, tenantId: string, filter: DuelMatchFilter) {
  let query = db
    .selectFrom('matches as m')
    .where('m.tenantId', '=', tenantId)
    .where('m.tournamentId', '=', filter.tournamentId);
  if (filter.roundId) query = query.where('m.roundId', '=', filter.roundId);
  if (filter.matchStatus !== undefined) query = query.where('m.status', '=', filter.matchStatus);
  return query;
}

/**
 * The filter's match count with what the read must check first, in one statement: the
 * tournament's status (null when the tenant has no such tournament) and, with a round in the
 * filter, the tournament that round belongs to (null when the tenant has no such round).
 */
export async function countDuelMatches(db: Executor, tenantId: string, filter: DuelMatchFilter) {
  const [row] = await countsOf(shapeOf(filter), db, tenantId, ...filterValues(filter));
  if (!row) throw new Error('A select without a table returns one row');
  return {
    tournamentStatus: row.tournamentStatus === null ? null : Number(row.tournamentStatus),
    roundTournamentId: row.roundTournamentId,
    count: Number(row.n),
  };
}

/** Which optional filters a query has: one prepared statement per combination. */
const shapeOf = (filter: DuelMatchFilter) =>
  `${filter.roundId ? 'round' : ''}:${filter.matchStatus !== undefined ? 'status' : ''}`;

/** A filter's values as a prepared statement of its shape takes them (unset ones stand in). */
const filterValues = (filter: DuelMatchFilter) =>
  [filter.tournamentId, filter.roundId ?? '', filter.matchStatus ?? 0] as const;

/** The filter `shape` keeps of these values (the shape says which are set). */
const shapedFilter = (
  shape: string,
  tournamentId: string,
  roundId: string,
  matchStatus: number | string,
): DuelMatchFilter => ({
  tournamentId,
  ...(shape.startsWith('round') ? { roundId } : {}),
  ...(shape.endsWith('status') ? { matchStatus: matchStatus as number } : {}),
});

const countsOf = preparedShapes(
  (shape: string) =>
    (db: Executor, tenantId: string, tournamentId: string, roundId: string, status: number) => {
      const filter = shapedFilter(shape, tournamentId, roundId, status);
      return db.selectNoFrom((eb) => [
        eb
          .selectFrom('tournaments')
          .select('status')
          .where('id', '=', filter.tournamentId)
          .where('tenantId', '=', tenantId)
          .$castTo<number | null>()
          .as('tournamentStatus'),
        filter.roundId
          ? eb
              .selectFrom('rounds')
              .select('tournamentId')
              .where('id', '=', filter.roundId)
              .where('tenantId', '=', tenantId)
              .$castTo<string | null>()
              .as('roundTournamentId')
          : sql<string | null>`null`.as('roundTournamentId'),
        filtered(db, tenantId, filter)
          .select((c) => c.fn.countAll<number>().as('n'))
          .$castTo<number>()
          .as('n'),
      ]);
    },
);

type MatchQuery = ReturnType<typeof filtered>;

/** Matches with their round, tournament and both participants' names joined in. */
export function duelMatchRows(db: Executor, tenantId: string, filter: DuelMatchFilter) {
  return withNames(filtered(db, tenantId, filter));
}

/** Some matches of a tournament as `duelMatchRows` reads them, in no order. */
export const duelMatchRowsById = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  matchIds: readonly string[],
) => preparedRowsById(db, matchIds, tenantId, tournamentId);

const preparedRowsById = preparedForList(
  (db: Executor, matchIds: string[], tenantId: string, tournamentId: string) =>
    duelMatchRows(db, tenantId, { tournamentId }).where('m.id', 'in', matchIds),
);

/**
 * One page of the filter's matches in round then match order. The page is found first as
 * (round, match number) pairs, from the tournament's rounds in order and each round's matches
 * in order, read from indexes alone (no row, no sort, stopping at the page's end); the rows
 * and names are joined for those pairs only.
 */
export const duelMatchPage = (
  db: Executor,
  tenantId: string,
  filter: DuelMatchFilter,
  limit: number,
  offset: number,
) => pagesOf(shapeOf(filter), limit, db, tenantId, ...filterValues(filter), offset);

const pagesOf = preparedPages(
  (shape: string, limit: number) =>
    (
      db: Executor,
      tenantId: string,
      tournamentId: string,
      roundId: string,
      status: number,
      offset: number,
    ) => {
      const filter = shapedFilter(shape, tournamentId, roundId, status);
      // With a status, the (tenant, tournament, round, status, number) index walks each round's
      // matches of that status; without, the unique (round, number) index walks them all, and the
      // rounds (of the tenant's tournament) already scope them.
      let page = db
        .selectFrom('rounds as r')
        .innerJoin('matches as pm', 'pm.roundId', 'r.id')
        .select(['pm.roundId', 'pm.matchNumber'])
        .where('r.tenantId', '=', tenantId)
        .where('r.tournamentId', '=', filter.tournamentId);
      if (filter.roundId) page = page.where('r.id', '=', filter.roundId);
      if (filter.matchStatus !== undefined)
        page = page
          .where('pm.tenantId', '=', tenantId)
          .where('pm.tournamentId', '=', filter.tournamentId)
          .where('pm.status', '=', filter.matchStatus);
      const pairs = page
        .orderBy('r.roundNumber')
        .orderBy('pm.matchNumber')
        .limit(limit)
        .offset(offset);
      return withNames(
        db
          .selectFrom(pairs.as('p'))
          .innerJoin('matches as m', (j) =>
            j.onRef('m.roundId', '=', 'p.roundId').onRef('m.matchNumber', '=', 'p.matchNumber'),
          ),
      );
    },
);

/** A match's participant id where its tournament's participants are of `type` (`idOfType`). */
const ofTournamentsType = (type: number, id: 'm.participant1Id' | 'm.participant2Id') =>
  idOfType('t.participantType', type, id);

function withNames(query: MatchQuery) {
  return (
    query
      .innerJoin('rounds as r', 'r.id', 'm.roundId')
      .innerJoin('tournaments as t', 't.id', 'm.tournamentId')
      // Participants are teams or users by the tournament's type: only that table is looked up.
      .leftJoin('teams as t1', (j) =>
        j
          .on('t1.id', '=', ofTournamentsType(PARTICIPANT_TYPE.TEAM, 'm.participant1Id'))
          .onRef('t1.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('teams as t2', (j) =>
        j
          .on('t2.id', '=', ofTournamentsType(PARTICIPANT_TYPE.TEAM, 'm.participant2Id'))
          .onRef('t2.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('users as u1', (j) =>
        j
          .on('u1.id', '=', ofTournamentsType(PARTICIPANT_TYPE.USER, 'm.participant1Id'))
          .onRef('u1.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('users as u2', (j) =>
        j
          .on('u2.id', '=', ofTournamentsType(PARTICIPANT_TYPE.USER, 'm.participant2Id'))
          .onRef('u2.tenantId', '=', 'm.tenantId'),
      )
      // Links are stored as match numbers within the round; the unique (round, number) index
      // turns them into ids.
      .leftJoin('matches as wm', (j) =>
        j.onRef('wm.roundId', '=', 'm.roundId').onRef('wm.matchNumber', '=', 'm.winnerToMatch'),
      )
      .leftJoin('matches as lm', (j) =>
        j.onRef('lm.roundId', '=', 'm.roundId').onRef('lm.matchNumber', '=', 'm.loserToMatch'),
      )
      .select([
        'm.id',
        'm.tournamentId',
        'm.roundId',
        'm.matchNumber',
        'm.status',
        'm.result',
        'm.scheduledAt',
        'm.bestOf',
        'm.participant1Id',
        'm.participant2Id',
        'm.participant1Score',
        'm.participant2Score',
        'm.winnerId',
        'm.bracket',
        'm.stage',
        'm.position',
        'm.isBye',
        'm.isWalkover',
        'wm.id as winnerToMatchId',
        'm.winnerToSlot',
        'lm.id as loserToMatchId',
        'm.loserToSlot',
        't.name as tournamentName',
        't.participantType',
        'r.roundName',
        't1.name as team1Name',
        't1.logo as team1Logo',
        't1.externalId as team1ExternalId',
        't2.name as team2Name',
        't2.logo as team2Logo',
        't2.externalId as team2ExternalId',
        'u1.displayName as user1Name',
        'u1.image as user1Image',
        'u1.externalId as user1ExternalId',
        'u2.displayName as user2Name',
        'u2.image as user2Image',
        'u2.externalId as user2ExternalId',
      ])
      .orderBy('r.roundNumber')
      .orderBy('m.matchNumber')
  );
}

export type DuelMatchRow = Awaited<ReturnType<ReturnType<typeof duelMatchRows>['execute']>>[number];
