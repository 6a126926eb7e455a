import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MatchStatus,
  advanceMatch,
  computeSwissStandings,
  mulberry32,
  pairSwissRound,
  recommendedSwissStageCount,
} from '../src/index.js';
import type { EngineMatch } from '../src/index.js';
import { ids } from './bracket-helpers.js';
import { reasonOf } from './engine-error.js';

const atZero = (count: number) => ids(count).map((participantId) => ({ participantId, score: 0 }));
const sides = (matches: EngineMatch[]) => matches.map((m) => [m.participant1Id, m.participant2Id]);

describe('recommendedSwissStageCount', () => {
  it('is ceil(log2 n)', () => {
    expect([2, 3, 4, 5, 8, 9, 16, 17, 33].map(recommendedSwissStageCount)).toEqual([
      1, 2, 2, 3, 3, 4, 4, 5, 6,
    ]);
  });
});

describe('pairSwissRound vectors', () => {
  it('pairs the top half against the bottom half in the first stage', () => {
    expect(sides(pairSwissRound(atZero(8), [], 1))).toEqual([
      ['p1', 'p5'],
      ['p2', 'p6'],
      ['p3', 'p7'],
      ['p4', 'p8'],
    ]);
  });

  it('gives the bye to the lowest seed of an odd field, as a completed win', () => {
    const matches = pairSwissRound(atZero(5), [], 1);
    expect(sides(matches)).toEqual([
      ['p1', 'p3'],
      ['p2', 'p4'],
      ['p5', null],
    ]);
    expect(matches[2]).toMatchObject({ isBye: true, status: MatchStatus.Completed, result: 1 });
  });

  it('pairs within score groups and floats the lowest of an odd group down', () => {
    const standings = [
      { participantId: 'a', score: 2 },
      { participantId: 'b', score: 2 },
      { participantId: 'c', score: 2 },
      { participantId: 'd', score: 1 },
      { participantId: 'e', score: 1 },
      { participantId: 'f', score: 0 },
    ];
    expect(sides(pairSwissRound(standings, [], 3))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('backtracks when the greedy choice leaves a rematch', () => {
    const standings = ['a', 'b', 'c', 'd'].map((participantId) => ({ participantId, score: 1 }));
    const history = [{ matchNumber: 4, participant1Id: 'b', participant2Id: 'd' }];
    const matches = pairSwissRound(standings, history, 2);
    expect(sides(matches)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(matches.map((m) => m.matchNumber)).toEqual([5, 6]);
  });

  it('skips participants who already had a bye', () => {
    const history = [{ participant1Id: 'p3', participant2Id: null }];
    const matches = pairSwissRound(atZero(3), history, 2, { firstMatchNumber: 10 });
    expect(matches.find((m) => m.isBye)).toMatchObject({ participant1Id: 'p2', matchNumber: 11 });
  });

  it('throws NO_VALID_PAIRING when every pairing is a rematch', () => {
    const history = [{ participant1Id: 'p1', participant2Id: 'p2' }];
    expect(reasonOf(() => pairSwissRound(atZero(2), history, 2))).toBe('NO_VALID_PAIRING');
  });

  it('accepts draws and refuses to replay the bye', () => {
    const matches = pairSwissRound(atZero(3), [], 1);
    expect(advanceMatch(matches, { matchNumber: 1, result: 3 }).changed[0]?.result).toBe(3);
    expect(reasonOf(() => advanceMatch(matches, { matchNumber: 2, result: 1 }))).toBe(
      'MATCH_ALREADY_COMPLETED',
    );
  });

  it('validates its input', () => {
    expect(reasonOf(() => pairSwissRound(atZero(1), [], 1))).toBe('NOT_ENOUGH_PARTICIPANTS');
    expect(reasonOf(() => pairSwissRound(atZero(2), [], 0))).toBe('INVALID_OPTION');
  });
});

describe('Swiss properties', () => {
  it('plays ceil(log2 n) stages without rematches and at most one bye each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 33 }), fc.integer(), (count, seed) => {
        const random = mulberry32(seed);
        const history: EngineMatch[] = [];
        const stages = recommendedSwissStageCount(count);
        for (let stage = 1; stage <= stages; stage++) {
          const standings = computeSwissStandings(ids(count), history);
          const pairings = pairSwissRound(standings, history, stage);
          const seated = pairings.flatMap((m) => [m.participant1Id, m.participant2Id]);
          expect(seated.filter((id) => id !== null).sort()).toEqual(ids(count).sort());
          expect(pairings.filter((m) => m.isBye)).toHaveLength(count % 2);
          for (const match of pairings) {
            const roll = random();
            const result = match.isBye ? 1 : roll < 0.15 ? 3 : roll < 0.6 ? 1 : 2;
            history.push({ ...match, status: MatchStatus.Completed, result });
          }
        }
        const pairs = history
          .filter((m) => !m.isBye)
          .map((m) => [m.participant1Id, m.participant2Id].sort().join());
        expect(new Set(pairs).size).toBe(pairs.length);
        const byes = history.filter((m) => m.isBye).map((m) => m.participant1Id);
        expect(new Set(byes).size).toBe(byes.length);
        expect(history.map((m) => m.matchNumber)).toEqual(history.map((_, i) => i + 1));
      }),
      { numRuns: 300 },
    );
  });
});
