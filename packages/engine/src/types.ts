/** Plain serialisable shapes that map one-to-one onto storage rows. */

export type ParticipantId = string;

/** Integer codes from DESIGN.md "Integer codes" (`matchStatus`). */
export const MatchStatus = {
  Scheduled: 1,
  Ongoing: 2,
  Completed: 3,
  Cancelled: 4,
  AwaitingParticipants: 5,
} as const;
export type MatchStatus = (typeof MatchStatus)[keyof typeof MatchStatus];

/** Integer codes from DESIGN.md "Integer codes" (`matchResult`). */
export const MatchResult = {
  Undecided: 0,
  Participant1Won: 1,
  Participant2Won: 2,
  Draw: 3,
} as const;
export type MatchResult = (typeof MatchResult)[keyof typeof MatchResult];

/** A reportable result: somebody won, or a draw (round robin and Swiss only). */
export type ReportedResult = 1 | 2 | 3;

export type Slot = 1 | 2;

export type BracketLabel =
  | 'winners'
  | 'losers'
  | 'grand_final'
  | 'grand_final_reset'
  | 'third_place'
  | 'round_robin'
  | 'swiss';

/** Points at the slot of a later match (same round) that a participant moves into. */
export interface MatchLink {
  matchNumber: number;
  slot: Slot;
}

export interface EngineMatch {
  /** 1..N, unique within the round. */
  matchNumber: number;
  bracket: BracketLabel;
  /** Column within `bracket`, starting at 1. */
  stage: number;
  participant1Id: ParticipantId | null;
  participant2Id: ParticipantId | null;
  status: MatchStatus;
  result: MatchResult;
  /** Completed without play because the slot has no participant at all (stage 1 / Swiss). */
  isBye: boolean;
  /** Completed without play because the opponent's feeder produced nobody. */
  isWalkover: boolean;
  winnerTo: MatchLink | null;
  loserTo: MatchLink | null;
}

export type GrandFinalMode = 'none' | 'single' | 'double';

export interface SingleEliminationOptions {
  thirdPlaceMatch?: boolean;
}

export interface DoubleEliminationOptions {
  grandFinal: GrandFinalMode;
}

export interface RoundRobinOptions {
  /** 1: every pair once; 2: a second leg with sides swapped. */
  legs: 1 | 2;
}

export type SeedingInput =
  | { mode: 'explicit'; seeds: Readonly<Record<ParticipantId, number>> }
  | { mode: 'random'; randomSeed: number };

export interface MatchReport {
  matchNumber: number;
  result: ReportedResult;
}

export type AdvanceEvent =
  | { type: 'result_recorded'; matchNumber: number; result: MatchResult }
  | { type: 'participant_placed'; matchNumber: number; slot: Slot; participantId: ParticipantId }
  | { type: 'slot_cleared'; matchNumber: number; slot: Slot }
  | { type: 'match_ready'; matchNumber: number }
  | { type: 'match_reopened'; matchNumber: number }
  | { type: 'walkover'; matchNumber: number; winnerId: ParticipantId }
  | { type: 'match_cancelled'; matchNumber: number }
  | { type: 'reset_activated'; matchNumber: number }
  | { type: 'reset_cancelled'; matchNumber: number };

export interface AdvanceOutcome {
  /** Full new state of every match whose row changed (links never change). */
  changed: EngineMatch[];
  events: AdvanceEvent[];
  /** Every match is completed or cancelled. */
  finished: boolean;
  /** Elimination formats only, once finished; standings decide round robin and Swiss. */
  championId: ParticipantId | null;
}

export interface CorrectionPlan {
  /** Later matches reachable through winner/loser links, in match-number order. */
  dependentMatchNumbers: number[];
  /** Dependents already ongoing or decided by play; the correction must be refused if any. */
  blockingMatchNumbers: number[];
  canApply: boolean;
  /** The corrected state when `canApply`; otherwise null. */
  outcome: AdvanceOutcome | null;
}
