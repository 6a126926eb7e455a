import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchStatus, generateDoubleElimination, generateSingleElimination } from '../src/index.js';
import type { EngineMatch, GrandFinalMode } from '../src/index.js';
import {
  ids,
  linkProblems,
  lossCounts,
  played,
  playOut,
  randomPicker,
  loserId,
} from './bracket-helpers.js';

const participantCount = fc.integer({ min: 2, max: 33 });
const seed = fc.integer();
const grandFinalMode = fc.constantFrom<GrandFinalMode>('none', 'single', 'double');
const terminal = (m: EngineMatch) =>
  m.status === MatchStatus.Completed || m.status === MatchStatus.Cancelled;

function expectSoundStructure(matches: EngineMatch[], count: number): void {
  expect(linkProblems(matches)).toEqual([]);
  const entrants = matches
    .filter((m) => m.bracket === 'winners' && m.stage === 1)
    .flatMap((m) => [m.participant1Id, m.participant2Id])
    .filter((id) => id !== null);
  expect([...entrants].sort()).toEqual(ids(count).sort());
  const byes = matches.filter((m) => m.isBye);
  expect(byes.every((m) => m.bracket === 'winners' && m.stage === 1)).toBe(true);
  const bracketSize = 2 ** Math.ceil(Math.log2(count));
  expect(byes.map((m) => m.participant1Id).sort()).toEqual(ids(bracketSize - count).sort());
}

function expectCleanFinish(
  matches: EngineMatch[],
  last: { finished: boolean; championId: string | null } | null,
) {
  expect(matches.every(terminal)).toBe(true);
  expect(last?.finished).toBe(true);
  expect(last?.championId).toEqual(expect.any(String));
  for (const match of matches) expect(match.participant1Id).not.toBe(match.participant2Id ?? '');
}

describe('single elimination properties', () => {
  it('has a sound structure and completes with an unbeaten champion', () => {
    fc.assert(
      fc.property(participantCount, seed, fc.boolean(), (count, resultSeed, thirdPlaceMatch) => {
        const matches = generateSingleElimination(ids(count), { thirdPlaceMatch });
        expectSoundStructure(matches, count);
        const { matches: done, last } = playOut(matches, randomPicker(resultSeed), resultSeed);
        expectCleanFinish(done, last);
        const champion = last?.championId as string;
        const losses = lossCounts(done);
        expect(losses.get(champion)).toBeUndefined();
        // Everybody else is knocked out exactly once; the third-place loser loses twice.
        const thirdPlace = done.find((m) => m.bracket === 'third_place');
        const thirdPlaceLoser = thirdPlace ? loserId(thirdPlace) : null;
        for (const id of ids(count).filter((p) => p !== champion)) {
          expect(losses.get(id)).toBe(id === thirdPlaceLoser ? 2 : 1);
        }
        expect(done.filter((m) => m.isWalkover)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('double elimination properties', () => {
  /**
   * Losses count only played matches. The champion loses at most once. Every other participant
   * loses exactly twice, except one runner-up with a single loss: with 'none' the losers
   * champion (no grand final is played); with 'single' the winners champion when the losers
   * champion takes the grand final. With 'double' there are no exceptions.
   */
  it('has a sound structure, never strands a match, and eliminates on the second loss', () => {
    fc.assert(
      fc.property(participantCount, seed, grandFinalMode, (count, resultSeed, grandFinal) => {
        const matches = generateDoubleElimination(ids(count), { grandFinal });
        expectSoundStructure(matches, count);
        const { matches: done, last } = playOut(matches, randomPicker(resultSeed), resultSeed);
        expectCleanFinish(done, last);
        const champion = last?.championId as string;
        const losses = lossCounts(done);
        expect(losses.get(champion) ?? 0).toBeLessThanOrEqual(1);
        const singleLossRunnersUp = ids(count).filter(
          (id) => id !== champion && losses.get(id) !== 2,
        );
        for (const id of singleLossRunnersUp) expect(losses.get(id)).toBe(1);
        const grandFinalMatch = done.find((m) => m.bracket === 'grand_final');
        const expectedExceptions =
          grandFinal === 'none'
            ? 1
            : grandFinal === 'single' && grandFinalMatch?.result === 2
              ? 1
              : 0;
        expect(singleLossRunnersUp).toHaveLength(expectedExceptions);
        if (grandFinal === 'double' && grandFinalMatch?.result === 1) {
          expect(done.find((m) => m.bracket === 'grand_final_reset')?.status).toBe(
            MatchStatus.Cancelled,
          );
        }
        expect(done.filter((m) => m.status === MatchStatus.Cancelled && played(m))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('sends every winners-bracket loser into the losers bracket exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 33 }), (count) => {
        const matches = generateDoubleElimination(ids(count), { grandFinal: 'single' });
        const winners = matches.filter((m) => m.bracket === 'winners');
        expect(winners.every((m) => m.loserTo !== null)).toBe(true);
        const targets = winners.map((m) => matches[(m.loserTo?.matchNumber ?? 0) - 1]?.bracket);
        expect(new Set(targets)).toEqual(new Set(['losers']));
      }),
    );
  });
});
