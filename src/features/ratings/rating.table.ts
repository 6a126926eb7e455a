/** A player's current rating in one game (OpenSkill's Weng-Lin model: mean and uncertainty). */
export interface PlayerRatingTable {
  tenantId: string;
  gameId: string;
  userId: string;
  mu: number;
  sigma: number;
  /** mu − 3σ: the rating shown and ranked by, low while the model is unsure. */
  ordinal: number;
  matchesPlayed: number;
  updatedAt: string;
}

/** One match's change to one player's rating. */
export interface RatingChangeTable {
  id: string;
  tenantId: string;
  gameId: string;
  userId: string;
  tournamentId: string;
  /** The duel match; null for an FFA match. */
  matchId: string | null;
  /** The FFA group and the match's number in it; null for a duel. */
  groupId: string | null;
  groupMatchNumber: number | null;
  /** The team (or, solo, the user) the player played for. */
  participantId: string;
  muBefore: number;
  sigmaBefore: number;
  ordinalBefore: number;
  muAfter: number;
  sigmaAfter: number;
  ordinalAfter: number;
  /** When the match was completed: ratings move in this order. */
  playedAt: string;
  createdAt: string;
}

/** The players a team played a tournament with, fixed at its first rated match there. */
export interface TournamentRosterTable {
  tenantId: string;
  tournamentId: string;
  participantId: string;
  userId: string;
}
