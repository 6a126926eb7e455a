import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketSeedOrder, generateSingleElimination, seedParticipants } from '../src/index.js';
import { ids } from './bracket-helpers.js';
import { reasonOf } from './engine-error.js';

describe('bracketSeedOrder', () => {
  it('places 8 seeds as 1v8, 4v5, 2v7, 3v6', () => {
    expect(bracketSeedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('places 16 seeds in the classic order', () => {
    expect(bracketSeedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('keeps seeds 1 and 2 in opposite halves for every size', () => {
    for (let size = 2; size <= 64; size *= 2) {
      const order = bracketSeedOrder(size);
      expect(order.indexOf(1) < size / 2).toBe(true);
      expect(order.indexOf(2) >= size / 2).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(ids(size).map((_, i) => i + 1));
    }
  });

  it('feeds stage 1 of an 8-player bracket in that order', () => {
    const stageOne = generateSingleElimination(ids(8)).filter((m) => m.stage === 1);
    expect(stageOne.map((m) => [m.participant1Id, m.participant2Id])).toEqual([
      ['p1', 'p8'],
      ['p4', 'p5'],
      ['p2', 'p7'],
      ['p3', 'p6'],
    ]);
  });
});

describe('seedParticipants, explicit', () => {
  it('orders by seed, seed 1 first, gaps allowed', () => {
    const order = seedParticipants(['a', 'b', 'c'], {
      mode: 'explicit',
      seeds: { a: 7, b: 1, c: 3 },
    });
    expect(order).toEqual(['b', 'c', 'a']);
  });

  it.each([
    ['a missing seed', { a: 1 }],
    ['a duplicate seed', { a: 1, b: 1 }],
    ['a zero seed', { a: 0, b: 1 }],
    ['a fractional seed', { a: 1.5, b: 2 }],
    ['a seed for a stranger', { a: 1, b: 2, z: 3 }],
  ])('rejects %s with INVALID_SEEDING', (_label, seeds) => {
    expect(reasonOf(() => seedParticipants(['a', 'b'], { mode: 'explicit', seeds }))).toBe(
      'INVALID_SEEDING',
    );
  });

  it('rejects duplicate participants', () => {
    const seeds = { a: 1 };
    expect(reasonOf(() => seedParticipants(['a', 'a'], { mode: 'explicit', seeds }))).toBe(
      'INVALID_SEEDING',
    );
  });

  it('carries a human message', () => {
    expect(() => seedParticipants(['a'], { mode: 'explicit', seeds: {} })).toThrow(/no seed/);
  });
});

describe('seedParticipants, random', () => {
  it('is a permutation that depends only on the seed, not the input order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 40 }),
        fc.integer(),
        (participants, randomSeed) => {
          const order = seedParticipants(participants, { mode: 'random', randomSeed });
          const reversed = seedParticipants([...participants].reverse(), {
            mode: 'random',
            randomSeed,
          });
          expect([...order].sort()).toEqual([...participants].sort());
          expect(reversed).toEqual(order);
        },
      ),
    );
  });

  it('gives different orders for different seeds', () => {
    const first = seedParticipants(ids(16), { mode: 'random', randomSeed: 1 });
    const second = seedParticipants(ids(16), { mode: 'random', randomSeed: 2 });
    expect(first).not.toEqual(second);
  });

  it('rejects a non-integer seed', () => {
    expect(reasonOf(() => seedParticipants(['a'], { mode: 'random', randomSeed: 0.5 }))).toBe(
      'INVALID_SEEDING',
    );
  });
});
