import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { newRowId } from '../../db/row-ids.js';
import { INITIAL_SKILL, ordinalOf, rateTeams, type MatchOutcome } from './outcome.js';
import * as repo from './rating.repository.js';
import type { RatingChangeTable } from './rating.table.js';
import type { RosterSource } from './roster.service.js';

export interface PlayerSkill {
  userId: string;
  mu: number;
  sigma: number;
  ordinal: number;
  matchesPlayed: number;
}

/**
 * Where ratings are read and written while outcomes are applied: the database for a live result
 * (each player's row locked), memory for a rebuild (written once at the end).
 */
export interface RatingStore {
  load(gameId: string, userIds: readonly string[]): Promise<Map<string, PlayerSkill>>;
  save(
    gameId: string,
    players: PlayerSkill[],
    changes: Insertable<RatingChangeTable>[],
  ): Promise<void>;
}

/** The live store: the players' rows, locked for the transaction. */
export function databaseStore(trx: Executor, tenantId: string, now: string): RatingStore {
  return {
    async load(gameId, userIds) {
      const rows = await repo.lockRatings(trx, tenantId, gameId, userIds, INITIAL_SKILL, now);
      return new Map(rows.map((row) => [row.userId, row]));
    },
    async save(gameId, players, changes) {
      await repo.saveRatings(
        trx,
        players.map(({ userId, mu, sigma, ordinal, matchesPlayed }) => ({
          tenantId,
          gameId,
          userId,
          mu,
          sigma,
          ordinal,
          matchesPlayed,
          updatedAt: now,
        })),
      );
      await repo.insertChanges(trx, changes);
    },
  };
}

/**
 * Applies outcomes one after another: each reads the ratings its players have after the ones
 * before. Tournaments and rosters come from `rosters`: read as needed for a result, read up
 * front for a rebuild.
 */
export class RatingLedger {
  constructor(
    private readonly tenantId: string,
    private readonly store: RatingStore,
    private readonly now: string,
    private readonly rosters: RosterSource,
  ) {}

  /** The sides that field players, each player on the first side that names them. */
  private async sidesOf(outcome: MatchOutcome) {
    const seen = new Set<string>();
    const sides: { participantId: string; rank: number; players: string[] }[] = [];
    const rosters = await this.rosters.of(
      outcome.tournamentId,
      outcome.sides.map((side) => side.participantId),
    );
    for (const [i, side] of outcome.sides.entries()) {
      const roster = rosters[i]!;
      const players = roster.filter((userId) => !seen.has(userId));
      players.forEach((userId) => seen.add(userId));
      if (players.length > 0) sides.push({ ...side, players });
    }
    return sides;
  }

  /** Moves the ratings of the outcome's players; nothing for an unrated tournament. */
  async apply(outcome: MatchOutcome) {
    if (!(await this.rosters.isRated(outcome.tournamentId))) return;
    const sides = await this.sidesOf(outcome);
    if (sides.length < 2) return;
    const before = await this.store.load(
      outcome.gameId,
      sides.flatMap((s) => s.players),
    );
    const skillOf = (userId: string) => before.get(userId) as PlayerSkill;
    const after = rateTeams(
      sides.map((s) => s.players.map(skillOf)),
      sides.map((s) => s.rank),
    );
    const players: PlayerSkill[] = [];
    const changes: Insertable<RatingChangeTable>[] = [];
    sides.forEach((side, i) =>
      side.players.forEach((userId, j) => {
        const old = skillOf(userId);
        const { mu, sigma } = after[i]![j]!;
        const next = {
          userId,
          mu,
          sigma,
          ordinal: ordinalOf({ mu, sigma }),
          matchesPlayed: old.matchesPlayed + 1,
        };
        players.push(next);
        changes.push({
          id: newRowId(),
          tenantId: this.tenantId,
          gameId: outcome.gameId,
          userId,
          tournamentId: outcome.tournamentId,
          matchId: 'matchId' in outcome.key ? outcome.key.matchId : null,
          groupId: 'groupId' in outcome.key ? outcome.key.groupId : null,
          groupMatchNumber: 'groupId' in outcome.key ? outcome.key.matchNumber : null,
          participantId: side.participantId,
          muBefore: old.mu,
          sigmaBefore: old.sigma,
          ordinalBefore: old.ordinal,
          muAfter: mu,
          sigmaAfter: sigma,
          ordinalAfter: next.ordinal,
          playedAt: outcome.playedAt,
          createdAt: this.now,
        });
      }),
    );
    await this.store.save(outcome.gameId, players, changes);
  }
}
