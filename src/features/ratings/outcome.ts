import { ordinal, rate, rating } from 'openskill';

/**
 * The rating model, without I/O: OpenSkill's Weng-Lin Bayesian approximation with its default
 * Plackett-Luce model, which rates any number of teams of any size (a duel is two teams, an FFA
 * lobby one team per participant). A player's skill is a normal curve: `mu` its mean, `sigma`
 * how unsure the model still is; `ordinal` (mu − 3σ) is the rating shown and ranked by.
 */

/** The tournament facts a result needs to be rated. */
export interface RatedTournament {
  id: string;
  gameId: string;
  /** 1 team, 2 user (solo). */
  participantType: number;
  rated: number;
  status: number;
}

/** One completed match as the model sees it: each participant's rank (1 = best, ties share). */
export interface MatchOutcome {
  key: { matchId: string } | { groupId: string; matchNumber: number };
  tournamentId: string;
  gameId: string;
  /** When it was completed: ratings move in this order. */
  playedAt: string;
  sides: { participantId: string; rank: number }[];
}

export interface Skill {
  mu: number;
  sigma: number;
}

const DEFAULT = rating();

/** Where a player without a rated match starts: mu 25, sigma 25/3, so an ordinal of 0. */
export const INITIAL_SKILL = {
  mu: DEFAULT.mu,
  sigma: DEFAULT.sigma,
  ordinal: ordinal(DEFAULT),
};

export const ordinalOf = (skill: Skill) => ordinal(rating(skill));

/**
 * The new skills after a match: `teams[i]` holds the players of the side ranked `ranks[i]`.
 * Costs O(players in the match).
 */
export function rateTeams(teams: Skill[][], ranks: number[]): Skill[][] {
  const after = rate(
    teams.map((team) => team.map((s) => rating({ mu: s.mu, sigma: s.sigma }))),
    { rank: ranks },
  );
  return after.map((team) => team.map(({ mu, sigma }) => ({ mu, sigma })));
}

/**
 * A team's rating from its players': the mean of their means and of their uncertainties, so its
 * ordinal is the mean of theirs and teams of any size compare. Players without a rating count
 * as new players.
 */
export function teamSkill(members: Skill[]): Skill & { ordinal: number } {
  const n = members.length;
  if (n === 0) return INITIAL_SKILL;
  const mu = members.reduce((sum, s) => sum + s.mu, 0) / n;
  const sigma = members.reduce((sum, s) => sum + s.sigma, 0) / n;
  return { mu, sigma, ordinal: mu - 3 * sigma };
}
