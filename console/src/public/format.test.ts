import { describe, expect, it } from 'vitest';
import { currentRound, matchesInPlayOrder } from './format';
import type { PublicMatch, PublicRound } from './public-data';

function match(
  id: string,
  number: number,
  round: number,
  scheduledAt: string | null,
  isBye = false,
  side = 'winners',
) {
  return {
    matchId: id,
    matchNumber: number,
    scheduledAt,
    isBye,
    bracket: { round, side },
  } as unknown as PublicMatch;
}

describe('the match list order', () => {
  it('lists matches by time, then bracket round and number; byes out, unscheduled last', () => {
    const ordered = matchesInPlayOrder([
      match('late', 1, 1, '2026-12-01T20:00:00Z'),
      match('unscheduled-r2', 5, 2, null),
      match('bye', 2, 1, null, true),
      match('early', 3, 1, '2026-12-01T18:00:00Z'),
      match('unscheduled-r1', 4, 1, null),
      match('early-too', 2, 1, '2026-12-01T18:00:00Z'),
    ]);
    expect(ordered.map((m) => m.matchId)).toEqual([
      'early-too',
      'early',
      'late',
      'unscheduled-r1',
      'unscheduled-r2',
    ]);
  });
});

describe('the match list of a double elimination without times', () => {
  it('lists the winners by round, then the losers by round, then the grand final and its reset', () => {
    // Numbered as a double elimination of 8 numbers them: the finals before some losers' matches.
    const ordered = matchesInPlayOrder([
      match('grand-final', 14, 1, null, false, 'grand_final'),
      match('reset', 15, 1, null, false, 'grand_final_reset'),
      match('winners-semifinal', 5, 2, null),
      match('losers-r1', 8, 1, null, false, 'losers'),
      match('winners-r1', 1, 1, null),
      match('losers-final', 13, 4, null, false, 'losers'),
      match('winners-final', 7, 3, null),
    ]);
    expect(ordered.map((m) => m.matchId)).toEqual([
      'winners-r1',
      'winners-semifinal',
      'winners-final',
      'losers-r1',
      'losers-final',
      'grand-final',
      'reset',
    ]);
  });
});

describe('the round shown first', () => {
  const round = (roundId: string, roundStatus: 1 | 2 | 3) =>
    ({ roundId, roundStatus }) as PublicRound;

  it('is the round being played, else the latest completed, else the first', () => {
    expect(currentRound([round('a', 3), round('b', 2), round('c', 1)])?.roundId).toBe('b');
    expect(currentRound([round('a', 3), round('b', 3), round('c', 1)])?.roundId).toBe('b');
    expect(currentRound([round('a', 1), round('b', 1)])?.roundId).toBe('a');
    expect(currentRound([])).toBeUndefined();
  });
});
