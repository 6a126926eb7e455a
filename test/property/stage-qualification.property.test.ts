import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleElimination } from '../../src/features/brackets/formats/double-elimination.js';
import { singleElimination } from '../../src/features/brackets/formats/single-elimination.js';
import type { BracketFormat } from '../../src/features/brackets/formats/index.js';
import { qualify, type FirstRoundPairs, type RankedGroup } from '@tourney/engine';

/** Groups of distinct ids, each ranked in a random order; every group has at least `k`. */
const rankedGroups = (k: number) =>
  fc.integer({ min: 2, max: 4 }).chain((groupCount) =>
    fc
      .array(fc.integer({ min: k, max: k + 3 }), { minLength: groupCount, maxLength: groupCount })
      .chain((sizes) =>
        fc.tuple(
          ...sizes.map((size, g) =>
            fc.shuffledSubarray(
              Array.from({ length: size }, (_, i) => `g${g + 1}p${i + 1}`),
              { minLength: size, maxLength: size },
            ),
          ),
        ),
      )
      .map((lists): RankedGroup[] => lists.map((ranked, i) => ({ groupNumber: i + 1, ranked }))),
  );

const firstRoundOf =
  (format: BracketFormat): FirstRoundPairs =>
  (seeded) =>
    format
      .plan({ roundType: format.roundType, options: {}, maxParticipants: null }, [...seeded])
      .matches.filter((m) => m.stage === 1 && m.participant1Id && m.participant2Id)
      .map((m) => [m.participant1Id!, m.participant2Id!] as const);

const groupOfIn = (groups: RankedGroup[]) =>
  new Map(groups.flatMap((g) => g.ranked.map((id) => [id, g.groupNumber])));

const clashesOf = (pairs: FirstRoundPairs, groups: RankedGroup[], seeded: readonly string[]) => {
  const groupOf = groupOfIn(groups);
  return pairs(seeded).filter(([a, b]) => groupOf.get(a) === groupOf.get(b)).length;
};

/** The fewest clashes any seed order keeping the tiers (winners, runners-up, …) can reach. */
function fewestClashes(pairs: FirstRoundPairs, groups: RankedGroup[], k: number) {
  const tiers = Array.from({ length: k }, (_, place) => groups.map((g) => g.ranked[place]!));
  const perms = (items: string[]): string[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((x, i) =>
          perms([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
        );
  let orders: string[][] = [[]];
  for (const tier of tiers) orders = orders.flatMap((o) => perms(tier).map((p) => [...o, ...p]));
  return Math.min(...orders.map((o) => clashesOf(pairs, groups, o)));
}

const K = fc.integer({ min: 1, max: 3 });

describe('stage qualification', () => {
  it('lets through each group’s top K, winners seeded first, and exactly K per group', () => {
    fc.assert(
      fc.property(
        K.chain((k) => fc.tuple(fc.constant(k), rankedGroups(k))),
        ([k, groups]) => {
          const seeded = qualify({ perGroup: k }, groups, [], firstRoundOf(singleElimination));
          expect(seeded).toHaveLength(k * groups.length);
          expect(new Set(seeded).size).toBe(seeded.length);
          const groupOf = groupOfIn(groups);
          for (const g of groups)
            expect(new Set(seeded.filter((id) => groupOf.get(id) === g.groupNumber))).toEqual(
              new Set(g.ranked.slice(0, k)),
            );
          // Tier by tier: the n-th of every group is seeded above every (n+1)-th.
          const place = (id: string) => groups[groupOf.get(id)! - 1]!.ranked.indexOf(id);
          for (let i = 1; i < seeded.length; i++)
            expect(place(seeded[i]!)).toBeGreaterThanOrEqual(place(seeded[i - 1]!));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps group mates apart in the first round of elimination whenever it can', () => {
    for (const format of [singleElimination, doubleElimination]) {
      const pairs = firstRoundOf(format);
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 2 }).chain((k) => fc.tuple(fc.constant(k), rankedGroups(k))),
          ([k, groups]) => {
            const seeded = qualify({ perGroup: k }, groups, [], pairs);
            expect(clashesOf(pairs, groups, seeded)).toBe(fewestClashes(pairs, groups, k));
          },
        ),
        { numRuns: 100 },
      );
    }
  });

  it('pairs A1–B2 and B1–A2 with two groups of two qualifiers', () => {
    const groups = [
      { groupNumber: 1, ranked: ['A1', 'A2', 'A3'] },
      { groupNumber: 2, ranked: ['B1', 'B2', 'B3'] },
    ];
    const seeded = qualify({ perGroup: 2 }, groups, [], firstRoundOf(singleElimination));
    expect(seeded).toEqual(['A1', 'B1', 'A2', 'B2']);
    expect(firstRoundOf(singleElimination)(seeded).map((p) => [...p].sort())).toEqual([
      ['A1', 'B2'],
      ['A2', 'B1'],
    ]);
  });

  it('is deterministic, and top N is the ranking’s first N in order', () => {
    fc.assert(
      fc.property(rankedGroups(2), fc.integer({ min: 1, max: 8 }), (groups, n) => {
        const pairs = firstRoundOf(singleElimination);
        expect(qualify({ perGroup: 2 }, groups, [], pairs)).toEqual(
          qualify({ perGroup: 2 }, structuredClone(groups), [], pairs),
        );
        const overall = groups.flatMap((g) => g.ranked);
        expect(qualify({ topN: n }, groups, overall)).toEqual(overall.slice(0, n));
      }),
      { numRuns: 100 },
    );
  });
});
