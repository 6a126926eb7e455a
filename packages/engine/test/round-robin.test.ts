import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchStatus, generateRoundRobin, roundRobinStageCount } from '../src/index.js';
import type { EngineMatch } from '../src/index.js';
import { ids, playOut, randomPicker } from './bracket-helpers.js';

const pairKey = (m: EngineMatch) => [m.participant1Id, m.participant2Id].sort().join('-');

function pairCounts(matches: EngineMatch[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of matches) counts.set(pairKey(match), (counts.get(pairKey(match)) ?? 0) + 1);
  return counts;
}

function nobodyTwicePerStage(matches: EngineMatch[]): boolean {
  const seen = new Set<string>();
  for (const match of matches) {
    for (const id of [match.participant1Id, match.participant2Id]) {
      const key = `${match.stage}:${id}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

describe('round robin vectors', () => {
  it('pairs 4 participants in 3 stages of 2 matches', () => {
    const matches = generateRoundRobin(ids(4));
    expect(matches.map((m) => [m.stage, m.participant1Id, m.participant2Id])).toEqual([
      [1, 'p1', 'p4'],
      [1, 'p3', 'p2'],
      [2, 'p3', 'p1'],
      [2, 'p2', 'p4'],
      [3, 'p1', 'p2'],
      [3, 'p4', 'p3'],
    ]);
    expect(new Set(matches.map(pairKey)).size).toBe(6);
    expect(nobodyTwicePerStage(matches)).toBe(true);
  });

  it('gives each of 5 participants one stage off across 5 stages', () => {
    const matches = generateRoundRobin(ids(5));
    expect(matches).toHaveLength(10);
    expect(new Set(matches.map(pairKey)).size).toBe(10);
    expect(nobodyTwicePerStage(matches)).toBe(true);
    const stages = [1, 2, 3, 4, 5].map((stage) => matches.filter((m) => m.stage === stage));
    const sittingOut = stages.map((stageMatches) =>
      ids(5).filter(
        (id) => !stageMatches.some((m) => m.participant1Id === id || m.participant2Id === id),
      ),
    );
    expect(sittingOut.flat().sort()).toEqual(ids(5));
    for (const match of matches) {
      expect(match).toMatchObject({ bracket: 'round_robin', status: MatchStatus.Scheduled });
    }
  });
});

describe('round robin properties', () => {
  it('meets every pair once per leg, with swapped sides in the second leg', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 33 }), fc.constantFrom<1 | 2>(1, 2), (count, legs) => {
        const matches = generateRoundRobin(ids(count), { legs });
        const counts = pairCounts(matches);
        expect(counts.size).toBe((count * (count - 1)) / 2);
        expect([...counts.values()].every((n) => n === legs)).toBe(true);
        expect(nobodyTwicePerStage(matches)).toBe(true);
        expect(Math.max(...matches.map((m) => m.stage))).toBe(legs * roundRobinStageCount(count));
        expect(matches.map((m) => m.matchNumber)).toEqual(matches.map((_, i) => i + 1));
        if (legs === 2) {
          const half = matches.length / 2;
          matches.slice(0, half).forEach((first, index) => {
            const second = matches[half + index];
            expect([second?.participant1Id, second?.participant2Id]).toEqual([
              first.participant2Id,
              first.participant1Id,
            ]);
          });
        }
      }),
    );
  });

  it('finishes once every match is reported, draws included, without naming a champion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer(), (count, seed) => {
        const { matches, last } = playOut(
          generateRoundRobin(ids(count)),
          randomPicker(seed, true),
          seed,
        );
        expect(matches.every((m) => m.status === MatchStatus.Completed)).toBe(true);
        expect(last).toMatchObject({ finished: true, championId: null });
      }),
      { numRuns: 50 },
    );
  });
});
