import type { Executor } from '../../db/database.js';

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

export async function countDuelMatches(
  db: Executor,
  tenantId: string,
  filter: DuelMatchFilter,
): Promise<number> {
  const row = await filtered(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type MatchQuery = ReturnType<typeof filtered>;

/** Matches with their round, tournament and both participants' names joined in. */
export function duelMatchRows(db: Executor, tenantId: string, filter: DuelMatchFilter) {
  return withNames(filtered(db, tenantId, filter));
}

/**
 * One page of the filter's matches in round then match order. The page's ids come first, from
 * the tournament's rounds in order and each round's matches in order (both read from indexes,
 * no sort, stopping at the page's end); names are joined for those rows only.
 */
export function duelMatchPage(
  db: Executor,
  tenantId: string,
  filter: DuelMatchFilter,
  limit: number,
  offset: number,
) {
  const pageIds = filtered(db, tenantId, filter)
    .innerJoin('rounds as r', 'r.id', 'm.roundId')
    .select('m.id')
    .where('r.tenantId', '=', tenantId)
    .where('r.tournamentId', '=', filter.tournamentId)
    .orderBy('r.roundNumber')
    .orderBy('m.matchNumber')
    .limit(limit)
    .offset(offset);
  // The ids are the tenant's already; a tenant filter here would tempt SQLite's planner (when it
  // has no statistics yet) into reading every match of the tenant.
  return withNames(db.selectFrom('matches as m').where('m.id', 'in', pageIds)).execute();
}

function withNames(query: MatchQuery) {
  return (
    query
      .innerJoin('rounds as r', 'r.id', 'm.roundId')
      .innerJoin('tournaments as t', 't.id', 'm.tournamentId')
      .leftJoin('teams as t1', (j) =>
        j.onRef('t1.id', '=', 'm.participant1Id').onRef('t1.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('teams as t2', (j) =>
        j.onRef('t2.id', '=', 'm.participant2Id').onRef('t2.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('users as u1', (j) =>
        j.onRef('u1.id', '=', 'm.participant1Id').onRef('u1.tenantId', '=', 'm.tenantId'),
      )
      .leftJoin('users as u2', (j) =>
        j.onRef('u2.id', '=', 'm.participant2Id').onRef('u2.tenantId', '=', 'm.tenantId'),
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
