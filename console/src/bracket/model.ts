/**
 * The view models the bracket drawings take. They hold only what a drawing shows, so the
 * console and public pages can feed them from any source (see `from-api.ts` for the API's).
 */

/** How a round is played, which decides how it is drawn. */
export type BracketFormat =
  'single_elimination' | 'double_elimination' | 'round_robin' | 'swiss' | 'free_for_all';

/** Where a duel match sits; elimination sides are drawn as trees, the others as tables. */
export type BracketSide =
  | 'winners'
  | 'losers'
  | 'grand_final'
  | 'grand_final_reset'
  | 'third_place'
  | 'round_robin'
  | 'swiss';

/** `waiting`: a slot still waits for the winner (or loser) of an earlier match. */
export type MatchState = 'scheduled' | 'live' | 'completed' | 'waiting' | 'cancelled';

export interface ParticipantView {
  id: string;
  name: string;
  /** 1 = top seed; null when the round was not seeded or the source does not say. */
  seed: number | null;
}

export interface MatchSlotView {
  /** null: nobody (yet, or a bye when the match `isBye`). */
  participant: ParticipantView | null;
  /** Games won; null before the match is played. */
  score: number | null;
  isWinner: boolean;
}

/** A link from a match to the slot of a later match its winner (or loser) moves into. */
export interface SlotLink {
  matchId: string;
  slot: 1 | 2;
}

export interface MatchView {
  id: string;
  /** The number people use for it ("Match 3"), unique in its round. */
  number: number;
  side: BracketSide;
  /** Column within the side, from 1 (round robin and Swiss: the stage it is played in). */
  round: number;
  /** Order within the round and side, from 1: positions 2p-1 and 2p feed position p. */
  position: number;
  top: MatchSlotView;
  bottom: MatchSlotView;
  state: MatchState;
  /** Decided without play: one side has nobody and the other advances. */
  isBye: boolean;
  isDraw: boolean;
  winnerTo: SlotLink | null;
  loserTo: SlotLink | null;
}

export interface StandingView {
  rank: number;
  /** The final place as shown ("3", "5–6" when shared); null while still in, or ranked by points. */
  placement: string | null;
  participant: ParticipantView;
  wins: number;
  draws: number;
  losses: number;
  played: number;
}

interface FfaLineView {
  rank: number;
  participant: ParticipantView;
  points: number;
  finishes: number;
  knocks: number;
  bestPlacement: number | null;
  played: number;
}

/** One FFA lobby with its leaderboard, best first. */
export interface FfaGroupView {
  id: string;
  name: string;
  maxParticipants: number;
  /** Matches each lobby plays; results are entered per match number. */
  matchesPerGroup: number;
  leaderboard: FfaLineView[];
}

/** What clicking a match (or a lobby) hands to the page, which decides what to do with it. */
export type MatchClickHandler = (match: MatchView) => void;
