import type { ColumnType } from 'kysely';

export interface RoundTable {
  id: string;
  tenantId: string;
  tournamentId: string;
  /** 1..N within the tournament, in creation order; the highest is the final round. */
  roundNumber: number;
  roundName: string;
  description: string;
  /** 1 single elimination, 2 double elimination, 3 round robin, 4 Swiss, 5 free-for-all. */
  roundType: number;
  /** 1 pending, 2 ongoing, 3 completed. */
  status: number;
  startDate: string;
  endDate: string;
  bestOf: number;
  /** JSON text of `RoundOptions`. */
  options: string;
  /** FFA: the most participants per group, when the organiser capped it. */
  maxParticipants: number | null;
  /** FFA: matches each group plays; 0 for duel rounds. */
  matchesPerGroup: number;
  /** Groups requested (FFA) or created by generation. */
  numberOfGroups: number | null;
  /** Participants seeded by the last generation. */
  teamCount: number;
  generatedAt: string | null;
  /** 1 when the round is one of the tournament's declared stages (see `stages/`). */
  isStage: ColumnType<number, number | undefined, number>;
  /** A stage's qualifier rule, JSON `{"perGroup": n}` or `{"topN": n}`; null on the last stage. */
  stageQualifiers: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped by every write to the round's bracket; writers serialise on this row. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** FFA groups, and the single group that holds a duel round's seeded participants. */
export interface GroupTable {
  id: string;
  tenantId: string;
  roundId: string;
  groupNumber: number;
  groupName: string;
  maxParticipants: number;
  /** Starts at 1; +1 for every change to the group's results. */
  version: number;
  /** FFA: when the group's first match starts; its matches follow back to back. */
  scheduledAt: string | null;
  createdAt: string;
}

export interface GroupParticipantTable {
  groupId: string;
  tenantId: string;
  participantId: string;
  /** Seed within the round (1 = top). */
  seed: number;
}

export interface MatchTable {
  id: string;
  tenantId: string;
  tournamentId: string;
  roundId: string;
  groupId: string | null;
  matchNumber: number;
  /** Engine bracket label: winners, losers, grand_final, grand_final_reset, third_place, round_robin, swiss. */
  bracket: string;
  stage: number;
  /** 1-based order among the round's matches of the same bracket and stage. */
  position: number;
  participant1Id: string | null;
  participant2Id: string | null;
  /** 1 scheduled, 2 ongoing, 3 completed, 4 cancelled, 5 awaiting participants. */
  status: number;
  /** 0 undecided, 1 participant 1 won, 2 participant 2 won, 3 draw. */
  result: number;
  isBye: number;
  isWalkover: number;
  /** 1 or 2 when that participant forfeited. */
  forfeitBy: number | null;
  winnerToMatch: number | null;
  winnerToSlot: number | null;
  loserToMatch: number | null;
  loserToSlot: number | null;
  scheduledAt: string | null;
  bestOf: number;
  /** Games won by each side. */
  participant1Score: number;
  participant2Score: number;
  winnerId: string | null;
  completedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface MatchGameTable {
  id: string;
  tenantId: string;
  matchId: string;
  gameSerial: number;
  mapId: string | null;
  mapName: string | null;
  participant1Score: number;
  participant2Score: number;
  winnerId: string | null;
  gameResult: number;
  extraData: string | null;
  scheduledAt: string | null;
}

export interface FfaResultTable {
  tenantId: string;
  groupId: string;
  matchNumber: number;
  participantId: string;
  placement: number;
  finishes: number;
  knocks: number;
  createdAt: string;
}

/** The ranked lines of a tournament's duel standings, as last computed (see standings/standings.service.ts). */
export interface DuelStandingsTable {
  tournamentId: string;
  /** A duel round's id, or `all` for every duel round of the tournament together. */
  scope: string;
  tenantId: string;
  /**
   * JSON text: `[participantId, wins, losses, draws, matchCount, rank, tiebreakers][]`, in
   * standings order.
   */
  lines: string;
  /**
   * JSON text: `[name, logo, externalId, type][]`, one per line in the same order, read at the
   * same version; null in rows stored before participants were kept.
   */
  participants: string | null;
  /** The tournament's read version the lines were computed at. */
  version: number;
  updatedAt: string;
}

/** A participant's counted duel matches in one round, kept by triggers on `matches`. */
export interface DuelTallyTable {
  tenantId: string;
  roundId: string;
  participantId: string;
  wins: number;
  losses: number;
  draws: number;
  matchCount: number;
}

/** A tournament's bracket layout as last written (see bracket-data/bracket-data.service.ts). */
export interface BracketLayoutTable {
  tournamentId: string;
  tenantId: string;
  /** JSON text of BracketData; null while the tournament has no round. */
  layout: string | null;
  updatedAt: string;
}
