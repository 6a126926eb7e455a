import type { Schemas } from '../api/client';

type TournamentStatus = Schemas['TournamentStatus'];
type RegistrationStatus = Schemas['RegistrationStatus'];
type RoundType = Schemas['RoundType'];

/**
 * What people read for the API's codes: the integer codes DESIGN.md documents ("Integer codes")
 * and the named states, never the raw value.
 */
export const TOURNAMENT_STATUS: Record<TournamentStatus, { label: string; color: string }> = {
  0: { label: 'Draft', color: 'gray' },
  1: { label: 'Upcoming', color: 'blue' },
  2: { label: 'Ongoing', color: 'green' },
  3: { label: 'Completed', color: 'violet' },
  4: { label: 'Cancelled', color: 'red' },
};

export const REGISTRATION_STATUS: Record<RegistrationStatus, { label: string; color: string }> = {
  1: { label: 'Pending', color: 'yellow' },
  2: { label: 'Approved', color: 'green' },
  3: { label: 'Rejected', color: 'red' },
  4: { label: 'Withdrawn', color: 'gray' },
  5: { label: 'Waitlisted', color: 'orange' },
};

export const PAYMENT_STATUS: Record<Schemas['PaymentStatus'], string> = {
  NotRequired: 'Not required',
  PendingPayment: 'Pending payment',
  Paid: 'Paid',
  Refunded: 'Refunded',
};

export const ROUND_TYPE: Record<RoundType, string> = {
  1: 'Single elimination',
  2: 'Double elimination',
  3: 'Round robin',
  4: 'Swiss',
  5: 'Free-for-all',
};

export const ROUND_STATUS: Record<Schemas['RoundStatus'], string> = {
  1: 'Pending',
  2: 'Ongoing',
  3: 'Completed',
};

export const MATCH_TYPE: Record<Schemas['MatchType'], string> = {
  1: 'Duel',
  2: 'Free-for-all',
};

/** A date-time of the API, shown in the person's locale. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The tiebreaker catalogue as people read it, with what each one counts. */
export const TIEBREAKER: Record<Schemas['TiebreakerName'], { label: string; hint: string }> = {
  matchPoints: { label: 'Match points', hint: '3 a win, 1 a draw' },
  headToHead: { label: 'Head-to-head', hint: 'wins among the teams still tied' },
  scoreDifference: { label: 'Score difference', hint: 'game scores for minus against' },
  gamesWon: { label: 'Games won', hint: 'games won in all matches' },
  buchholz: { label: 'Buchholz', hint: "sum of the opponents' scores" },
  medianBuchholz: {
    label: 'Median Buchholz',
    hint: 'Buchholz without the best and worst opponent',
  },
  sonnebornBerger: { label: 'Sonneborn-Berger', hint: "beaten opponents' scores, half for draws" },
  opponentMatchWinPct: { label: "Opponents' win %", hint: "opponents' share of match points" },
  ffaPoints: { label: 'Points', hint: 'total points' },
  finishes: { label: 'Finishes', hint: 'total finishes' },
  bestPlacement: { label: 'Best placement', hint: 'the best placement reached (lower first)' },
};

const FFA_TIEBREAKERS: Schemas['TiebreakerName'][] = ['ffaPoints', 'finishes', 'bestPlacement'];

/** The names a round of this format takes, for pickers (the server checks them). */
export function tiebreakersFor(roundType: RoundType): Schemas['TiebreakerName'][] {
  const all = Object.keys(TIEBREAKER) as Schemas['TiebreakerName'][];
  return all.filter((name) => FFA_TIEBREAKERS.includes(name) === (roundType === 5));
}

/** "Head-to-head, then Score difference". */
export const tiebreakerOrder = (names: readonly Schemas['TiebreakerName'][]) =>
  names.length ? names.map((name) => TIEBREAKER[name].label).join(', then ') : 'seed order only';
