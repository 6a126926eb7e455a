import type { Insertable } from 'kysely';
import type { Db, Engine, Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { INITIAL_SKILL, type MatchOutcome, type RatedTournament } from './outcome.js';
import {
  allRatedOutcomes,
  duelOutcome,
  duelOutcomes,
  ffaOutcomesOf,
  inPlayOrder,
  tenantIds,
  type StoredDuel,
} from './outcome.repository.js';
import {
  databaseStore,
  RatingLedger,
  type PlayerSkill,
  type RatingStore,
} from './rating-ledger.js';
import * as repo from './rating.repository.js';
import { RosterBook, TenantRosters } from './roster.service.js';
import type { PlayerRatingTable, RatingChangeTable } from './rating.table.js';

type MatchKey = MatchOutcome['key'];

const keyText = (key: MatchKey) =>
  'matchId' in key ? key.matchId : `${key.groupId}:${key.matchNumber}`;

async function outcomesOf(db: Executor, tenantId: string, keys: MatchKey[]) {
  const duels = keys.flatMap((k) => ('matchId' in k ? [k.matchId] : []));
  const lobbies = keys.flatMap((k) => ('groupId' in k ? [k] : []));
  const [a, b] = await Promise.all([
    duelOutcomes(db, tenantId, duels),
    ffaOutcomesOf(db, tenantId, lobbies),
  ]);
  return inPlayOrder([...a, ...b]);
}

/**
 * Rates a match whose result was just stored, in the result's transaction. A first result moves
 * only its players' ratings (O(players in the match)); a result that replaces one which already
 * moved ratings re-rates the game's history from that match on (see `rerateFrom`).
 * `fresh`: the outcome as the caller stored it, when the match cannot have moved ratings before.
 */
async function rateResult(
  trx: Executor,
  tenantId: string,
  key: MatchKey,
  tournament?: RatedTournament,
  fresh?: MatchOutcome,
) {
  // A tournament is marked unrated only before it starts: none of its matches moved a rating.
  if (tournament && tournament.rated !== 1) return;
  const now = nowIso();
  const position = fresh ? undefined : await repo.positionOfMatch(trx, tenantId, key);
  if (position) return rerateFrom(trx, tenantId, position.gameId, position, [key], now);
  const store = databaseStore(trx, tenantId, now);
  const ledger = new RatingLedger(tenantId, store, now, new RosterBook(trx, tenantId, tournament));
  for (const outcome of fresh ? [fresh] : await outcomesOf(trx, tenantId, [key]))
    await ledger.apply(outcome);
}

/**
 * A duel match's result was stored: `duel` as the result path wrote it, `tournament` as it read
 * it, `replaced` whether the match was completed before (only then can it have moved ratings).
 */
export async function rateDuelResult(
  trx: Executor,
  tenantId: string,
  duel: StoredDuel,
  tournament: RatedTournament,
  replaced: boolean,
) {
  const key = { matchId: duel.id };
  if (replaced) return rateResult(trx, tenantId, key, tournament);
  // A forfeit, bye or walkover moves nothing.
  const outcome = duelOutcome(duel);
  if (outcome) await rateResult(trx, tenantId, key, tournament, outcome);
}

/** An FFA match's placements were stored. */
export const rateFfaResult = (
  trx: Executor,
  tenantId: string,
  groupId: string,
  matchNumber: number,
) => rateResult(trx, tenantId, { groupId, matchNumber });

/**
 * A corrected result: every change of the game from the corrected match's on is undone, its
 * players put back where they stood, and those matches rated again in play order with their
 * results as stored now (the corrected one, completed again, comes last). The same order a
 * rebuild uses, so a rebuild finds the same ratings. Costs the game's matches since then.
 */
async function rerateFrom(
  trx: Executor,
  tenantId: string,
  gameId: string,
  from: repo.HistoryPosition,
  corrected: MatchKey[],
  now: string,
) {
  const store = databaseStore(trx, tenantId, now);
  const { undone, current } = await lockHistoryFrom(trx, tenantId, gameId, from, store);
  const restored = new Map<string, PlayerSkill>();
  const keys = new Map(corrected.map((k) => [keyText(k), k]));
  for (const change of undone) {
    const player = restored.get(change.userId);
    if (player) player.matchesPlayed++;
    else
      restored.set(change.userId, {
        userId: change.userId,
        mu: change.muBefore,
        sigma: change.sigmaBefore,
        ordinal: change.ordinalBefore,
        matchesPlayed: 1,
      });
    const key: MatchKey = change.matchId
      ? { matchId: change.matchId }
      : { groupId: change.groupId as string, matchNumber: change.groupMatchNumber as number };
    keys.set(keyText(key), key);
  }
  await repo.deleteChanges(
    trx,
    tenantId,
    undone.map((c) => c.id),
  );
  await store.save(
    gameId,
    [...restored.values()].map((p) => ({
      ...p,
      matchesPlayed: (current.get(p.userId)?.matchesPlayed ?? p.matchesPlayed) - p.matchesPlayed,
    })),
    [],
  );
  const ledger = new RatingLedger(tenantId, store, now, new RosterBook(trx, tenantId));
  for (const outcome of await outcomesOf(trx, tenantId, [...keys.values()]))
    await ledger.apply(outcome);
}

/**
 * The game's changes from `from` on, with their players' ratings locked. Locked first, then read
 * again: a result of another tournament that committed in between is in the history read after
 * the lock (PostgreSQL reads each statement afresh), and one that comes later waits for ours.
 */
async function lockHistoryFrom(
  trx: Executor,
  tenantId: string,
  gameId: string,
  from: repo.HistoryPosition,
  store: RatingStore,
) {
  let undone = await repo.changesFrom(trx, tenantId, gameId, from);
  for (;;) {
    const current = await store.load(gameId, [...new Set(undone.map((c) => c.userId))]);
    const again = await repo.changesFrom(trx, tenantId, gameId, from);
    if (again.length === undone.length) return { undone, current };
    undone = again;
  }
}

/** A rebuild's history is written whenever this many changes are waiting. */
const CHANGES_PER_WRITE = 10_000;

/**
 * A rebuild's store: every rating in memory, written once the tenant is done; the history
 * written as it is made, in large batches, so memory holds ratings, not every change.
 */
function memoryStore(trx: Executor, tenantId: string, now: string) {
  const ratings = new Map<string, PlayerSkill & { gameId: string }>();
  let changes: Insertable<RatingChangeTable>[] = [];
  const flush = async () => {
    const written = changes;
    changes = [];
    await repo.appendChanges(trx, written);
  };
  const store: RatingStore = {
    async load(gameId, userIds) {
      return new Map(
        userIds.map((userId) => {
          const found = ratings.get(`${gameId}:${userId}`);
          return [userId, found ?? { userId, ...INITIAL_SKILL, matchesPlayed: 0 }];
        }),
      );
    },
    async save(gameId, players, made) {
      for (const p of players) ratings.set(`${gameId}:${p.userId}`, { ...p, gameId });
      changes.push(...made);
      if (changes.length >= CHANGES_PER_WRITE) await flush();
    },
  };
  const rows = (): PlayerRatingTable[] =>
    [...ratings.values()].map(({ gameId, userId, mu, sigma, ordinal, matchesPlayed }) => ({
      tenantId,
      gameId,
      userId,
      mu,
      sigma,
      ordinal,
      matchesPlayed,
      updatedAt: now,
    }));
  return { store, rows, flush };
}

/**
 * Recomputes every rating of a tenant from scratch: all completed matches of its rated
 * tournaments, in play order. One transaction: readers see the old ratings or the new ones.
 * Its reads are a handful of statements per tenant, whatever the number of matches; each
 * match then costs its players' ratings, in memory.
 */
async function rebuildTenantRatings(db: Db, tenantId: string) {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const [outcomes, rosters] = await Promise.all([
      allRatedOutcomes(trx, tenantId),
      TenantRosters.load(trx, tenantId),
    ]);
    await repo.clearRatings(trx, tenantId);
    const memory = memoryStore(trx, tenantId, now);
    const ledger = new RatingLedger(tenantId, memory.store, now, rosters);
    for (const outcome of outcomes) await ledger.apply(outcome);
    await memory.flush();
    await rosters.flush();
    const rows = memory.rows();
    await repo.insertRatings(trx, rows);
    return { tenantId, matches: outcomes.length, players: rows.length };
  });
}

/**
 * Every tenant's ratings rebuilt, one tenant (and transaction) after another, and the tables'
 * statistics taken again for the reads that follow.
 */
export async function rebuildAllRatings(db: Db, engine: Engine, tenantId?: string) {
  const tenants = tenantId ? [tenantId] : await tenantIds(db);
  const results = [];
  for (const id of tenants) results.push(await rebuildTenantRatings(db, id));
  await repo.analyzeRatings(db, engine);
  return results;
}
