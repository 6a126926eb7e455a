import type { GrandFinalMode, TiebreakerName } from '@tourney/engine';

/** DESIGN.md "Integer codes". */
export const RoundType = {
  SingleElimination: 1,
  DoubleElimination: 2,
  RoundRobin: 3,
  Swiss: 4,
  FreeForAll: 5,
} as const;

export const RoundStatus = { Pending: 1, Ongoing: 2, Completed: 3 } as const;
export const ROUND_STATUS_NAMES = { 1: 'Pending', 2: 'Ongoing', 3: 'Completed' };

export const MATCH_STATUS_NAMES = {
  1: 'Scheduled',
  2: 'Ongoing',
  3: 'Completed',
  4: 'Cancelled',
  5: 'AwaitingParticipants',
};
export const MATCH_RESULT_NAMES = {
  0: 'Undecided',
  1: 'Participant1Won',
  2: 'Participant2Won',
  3: 'Draw',
};
export const PARTICIPANT_TYPE_NAMES = { 1: 'Team', 2: 'User' };

export const MatchType = { Duel: 1, FreeForAll: 2 } as const;

/** Format settings of a round, stored as JSON in `rounds.options`. */
export interface RoundOptions {
  thirdPlaceMatch?: boolean;
  grandFinal?: GrandFinalMode;
  legs?: 1 | 2;
  /** Round robin: groups the field is split into (absent: one). */
  groupCount?: number;
  /** Swiss: stages to play; fixed at generation when not given. */
  swissStages?: number;
  /** FFA: the group count the organiser asked for (the column holds the count generated). */
  numberOfGroups?: number;
  /** The random seed of the last generation seeded at random. */
  randomSeed?: number;
  /** The organiser's tiebreaker order; the format's defaults when absent. */
  tiebreakers?: TiebreakerName[];
}

export function parseOptions(text: string): RoundOptions {
  return JSON.parse(text) as RoundOptions;
}
