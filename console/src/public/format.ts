import type { PublicMatch, PublicRound } from './public-data';

// The bracket's order: the winners' rounds, the losers', then the finals.
const SIDE_ORDER: Record<string, number> = {
  winners: 0,
  losers: 1,
  third_place: 2,
  grand_final: 3,
  grand_final_reset: 4,
};

/**
 * The matches people look for in a list: byes left out (nobody plays them), in the order they
 * are played — scheduled time, then the bracket's order (winners by round, losers by round, the
 * finals); unscheduled ones last.
 */
export function matchesInPlayOrder(matches: readonly PublicMatch[]): PublicMatch[] {
  const time = (m: PublicMatch) => (m.scheduledAt ? Date.parse(m.scheduledAt) : Infinity);
  const side = (m: PublicMatch) => SIDE_ORDER[m.bracket.side] ?? 0;
  return matches
    .filter((m) => !m.isBye)
    .sort(
      (a, b) =>
        time(a) - time(b) ||
        side(a) - side(b) ||
        a.bracket.round - b.bracket.round ||
        a.matchNumber - b.matchNumber,
    );
}

/** The round people most likely came for: the one being played, else the latest started. */
export function currentRound(rounds: readonly PublicRound[]): PublicRound | undefined {
  return (
    rounds.find((r) => r.roundStatus === 2) ??
    [...rounds].reverse().find((r) => r.roundStatus === 3) ??
    rounds[0]
  );
}
