import type { Executor } from '../../db/database.js';
import type { MatchOutcome, RatedTournament } from './outcome.js';

/**
 * Reads completed results as the rating model needs them: who took part and in which order.
 * Read-only over the brackets' tables, so a replay or a rebuild sees exactly what the result
 * path stored.
 */

const ranksOfDuel = (result: number): [number, number] =>
  result === 1 ? [1, 2] : result === 2 ? [2, 1] : [1, 1];

export async function ratedTournament(
  db: Executor,
  tenantId: string,
  tournamentId: string,
): Promise<RatedTournament | undefined> {
  return db
    .selectFrom('tournaments')
    .select(['id', 'gameId', 'participantType', 'rated', 'status'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', tournamentId)
    .executeTakeFirst() as Promise<RatedTournament | undefined>;
}

/** Whether each of the tenant's tournaments is rated and who takes part in it. */
export function tenantTournaments(db: Executor, tenantId: string) {
  return db
    .selectFrom('tournaments')
    .select(['id', 'rated', 'participantType'])
    .where('tenantId', '=', tenantId)
    .execute();
}

const duelSelect = (db: Executor, tenantId: string) =>
  db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournamentId')
    .select([
      'm.id',
      'm.tournamentId',
      't.gameId',
      'm.participant1Id',
      'm.participant2Id',
      'm.result',
      'm.forfeitBy',
      'm.isBye',
      'm.isWalkover',
      'm.status',
      'm.completedAt',
    ])
    .where('m.tenantId', '=', tenantId);

/** A duel as the rating model reads it: as stored, or as the result path has just stored it. */
export type StoredDuel = Awaited<ReturnType<ReturnType<typeof duelSelect>['execute']>>[number];

/** A duel that moves ratings: played to a result, not forfeited, not a bye or walkover. */
export function duelOutcome(row: StoredDuel): MatchOutcome | null {
  if (row.status !== 3 || row.result === 0 || row.forfeitBy !== null) return null;
  if (row.isBye || row.isWalkover || !row.participant1Id || !row.participant2Id) return null;
  const [rank1, rank2] = ranksOfDuel(row.result);
  return {
    key: { matchId: row.id },
    tournamentId: row.tournamentId,
    gameId: row.gameId,
    playedAt: row.completedAt ?? '',
    sides: [
      { participantId: row.participant1Id, rank: rank1 },
      { participantId: row.participant2Id, rank: rank2 },
    ],
  };
}

export async function duelOutcomes(db: Executor, tenantId: string, matchIds: readonly string[]) {
  if (matchIds.length === 0) return [];
  const rows = await duelSelect(db, tenantId).where('m.id', 'in', matchIds).execute();
  return rows.flatMap((row) => duelOutcome(row) ?? []);
}

const ffaSelect = (db: Executor, tenantId: string) =>
  db
    .selectFrom('ffa_results as f')
    .innerJoin('round_groups as g', 'g.id', 'f.groupId')
    .innerJoin('rounds as r', 'r.id', 'g.roundId')
    .innerJoin('tournaments as t', 't.id', 'r.tournamentId')
    .select([
      'f.groupId',
      'f.matchNumber',
      'f.participantId',
      'f.placement',
      'f.createdAt',
      'r.tournamentId',
      't.gameId',
    ])
    .where('f.tenantId', '=', tenantId);

type FfaRow = Awaited<ReturnType<ReturnType<typeof ffaSelect>['execute']>>[number];

/** One outcome per (group, match number), placements as ranks. */
function ffaOutcomes(rows: FfaRow[]): MatchOutcome[] {
  const byMatch = new Map<string, MatchOutcome>();
  for (const row of rows) {
    const id = `${row.groupId}:${row.matchNumber}`;
    let outcome = byMatch.get(id);
    if (!outcome) {
      outcome = {
        key: { groupId: row.groupId, matchNumber: row.matchNumber },
        tournamentId: row.tournamentId,
        gameId: row.gameId,
        playedAt: row.createdAt,
        sides: [],
      };
      byMatch.set(id, outcome);
    }
    outcome.sides.push({ participantId: row.participantId, rank: row.placement });
  }
  return [...byMatch.values()];
}

export async function ffaOutcomesOf(
  db: Executor,
  tenantId: string,
  keys: readonly { groupId: string; matchNumber: number }[],
) {
  if (keys.length === 0) return [];
  const groupIds = [...new Set(keys.map((k) => k.groupId))];
  const wanted = new Set(keys.map((k) => `${k.groupId}:${k.matchNumber}`));
  const rows = await ffaSelect(db, tenantId).where('f.groupId', 'in', groupIds).execute();
  return ffaOutcomes(rows.filter((r) => wanted.has(`${r.groupId}:${r.matchNumber}`)));
}

/** Every rated result of a tenant, duels and FFA matches, in the order they were completed. */
export async function allRatedOutcomes(db: Executor, tenantId: string) {
  const [duels, ffa] = await Promise.all([
    duelSelect(db, tenantId).where('t.rated', '=', 1).where('m.status', '=', 3).execute(),
    ffaSelect(db, tenantId).where('t.rated', '=', 1).execute(),
  ]);
  return inPlayOrder([...duels.flatMap((row) => duelOutcome(row) ?? []), ...ffaOutcomes(ffa)]);
}

const keyText = (o: MatchOutcome) =>
  'matchId' in o.key ? o.key.matchId : `${o.key.groupId}:${o.key.matchNumber}`;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Completion time, then the match's id: the one order ratings are computed in. Sorts in place;
 * each key is made once, not once per comparison (a rebuild sorts a tenant's whole history).
 * Completion times are ISO 8601 strings of one length, so code-unit order is time order.
 */
export function inPlayOrder(outcomes: MatchOutcome[]) {
  const keyed = outcomes.map((outcome) => ({ outcome, key: keyText(outcome) }));
  keyed.sort((a, b) => byText(a.outcome.playedAt, b.outcome.playedAt) || byText(a.key, b.key));
  keyed.forEach(({ outcome }, i) => (outcomes[i] = outcome));
  return outcomes;
}

export async function tenantIds(db: Executor) {
  return (await db.selectFrom('tenants').select('id').orderBy('id').execute()).map((r) => r.id);
}
