import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUEL_TIEBREAKERS,
  computeDuelStandings,
  rankDuelStandings,
  rankFfaStandings,
  type DuelTiebreaker,
  type FfaPlacement,
  type RankedDuelLine,
  type StandingsMatch,
} from '../src/index.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** A league of 2..8 participants where any pair may have met up to twice, with game scores. */
const league = fc.integer({ min: 2, max: 8 }).chain((n) => {
  const pairs: [string, string][] = [];
  const people = ids(n);
  people.forEach((a, i) => people.slice(i + 1).forEach((b) => pairs.push([a, b])));
  const meeting = fc.record({
    times: fc.integer({ min: 0, max: 2 }),
    result: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    margin: fc.integer({ min: 0, max: 5 }),
  });
  return fc
    .tuple(
      fc.constant(people),
      fc.array(meeting, { minLength: pairs.length, maxLength: pairs.length }),
    )
    .map(([participants, meetings]) => ({
      participants,
      matches: meetings.flatMap(({ times, result, margin }, i): StandingsMatch[] => {
        const [a, b] = pairs[i]!;
        const score =
          result === 3
            ? { participant1Score: 5, participant2Score: 5 }
            : result === 1
              ? { participant1Score: 5 + margin, participant2Score: 4 }
              : { participant1Score: 4, participant2Score: 5 + margin };
        return Array.from({ length: times }, () => ({
          participant1Id: a,
          participant2Id: b,
          status: 3,
          result,
          games: [score],
        }));
      }),
    }));
});

const tiebreakerList = fc.shuffledSubarray([...DUEL_TIEBREAKERS]);

/** The line's sort key: wins, then each tiebreaker's value in list order. */
const keyOf = (line: RankedDuelLine, list: readonly DuelTiebreaker[]) => [
  line.wins,
  ...list.map((name) => line.tiebreakers[name]!),
];

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

describe('duel tiebreakers', () => {
  it('rank every participant once, deterministically, whatever the order matches come in', () => {
    fc.assert(
      fc.property(league, tiebreakerList, fc.integer(), ({ participants, matches }, list, seed) => {
        const ranked = rankDuelStandings(participants, matches, list);
        expect(ranked.map((l) => l.participantId).sort()).toEqual([...participants].sort());
        const k = Math.abs(seed) % (matches.length + 1);
        const shuffled = [...matches.slice(k), ...matches.slice(0, k)].reverse();
        expect(rankDuelStandings(participants, shuffled, list)).toEqual(ranked);
      }),
    );
  });

  it('follow the chosen list: each line is at least as good as the next, ranks shared only by equals', () => {
    fc.assert(
      fc.property(league, tiebreakerList, ({ participants, matches }, list) => {
        const ranked = rankDuelStandings(participants, matches, list);
        expect(ranked[0]?.rank).toBe(1);
        ranked.slice(1).forEach((line, i) => {
          const previous = ranked[i]!;
          const order = compareKeys(keyOf(previous, list), keyOf(line, list));
          expect(order).toBeLessThanOrEqual(0);
          expect(line.rank).toBe(order === 0 ? previous.rank : i + 2);
        });
        // Full ties keep seed order.
        ranked.slice(1).forEach((line, i) => {
          if (line.rank === ranked[i]!.rank)
            expect(participants.indexOf(line.participantId)).toBeGreaterThan(
              participants.indexOf(ranked[i]!.participantId),
            );
        });
      }),
    );
  });

  it('reorder only lines tied on wins: another list moves nobody across a wins level', () => {
    fc.assert(
      fc.property(league, tiebreakerList, tiebreakerList, ({ participants, matches }, one, two) => {
        const a = rankDuelStandings(participants, matches, one);
        const b = rankDuelStandings(participants, matches, two);
        expect(a.map((l) => l.wins)).toEqual(b.map((l) => l.wins));
        const levels = (lines: RankedDuelLine[]) =>
          [...new Set(lines.map((l) => l.wins))].map((w) =>
            lines
              .filter((l) => l.wins === w)
              .map((l) => l.participantId)
              .sort(),
          );
        expect(levels(a)).toEqual(levels(b));
      }),
    );
  });

  it('count head-to-head wins among exactly the participants tied before it', () => {
    fc.assert(
      fc.property(league, ({ participants, matches }) => {
        const ranked = rankDuelStandings(participants, matches, ['headToHead']);
        for (const line of ranked) {
          const tied = new Set(
            ranked.filter((l) => l.wins === line.wins).map((l) => l.participantId),
          );
          const expected =
            tied.size < 2
              ? 0
              : matches.filter(
                  (m) =>
                    tied.has(m.participant1Id!) &&
                    tied.has(m.participant2Id!) &&
                    ((m.result === 1 && m.participant1Id === line.participantId) ||
                      (m.result === 2 && m.participant2Id === line.participantId)),
                ).length;
          expect(line.tiebreakers.headToHead).toBe(expected);
        }
      }),
    );
  });

  it('keep the order standings had before tiebreakers could be chosen as the default', () => {
    fc.assert(
      fc.property(league, ({ participants, matches }) => {
        const lines = computeDuelStandings(participants, matches);
        const ranked = rankDuelStandings(participants, matches, ['headToHead', 'scoreDifference']);
        expect(ranked.map((l) => [l.participantId, l.rank])).toEqual(
          lines.map((l) => [l.participantId, l.rank]),
        );
      }),
    );
  });
});

describe('free-for-all tiebreakers', () => {
  const placements = fc.integer({ min: 2, max: 6 }).chain((n) =>
    fc
      .array(
        fc
          .tuple(
            fc.shuffledSubarray(ids(n), { minLength: n, maxLength: n }),
            fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }),
          )
          .map(([order, finishes]): FfaPlacement[] =>
            order.map((participantId, i) => ({
              participantId,
              placement: i + 1,
              finishes: finishes[i]!,
              knocks: 0,
            })),
          ),
        { minLength: 1, maxLength: 4 },
      )
      .map((matches) => ({ participants: ids(n), matches })),
  );
  const system = { pointsPerFinish: 1, pointsPerKnock: 0, placementPoints: { '1': 3, '2': 1 } };

  it('rank by points, then the list, with the best placement the lower one', () => {
    fc.assert(
      fc.property(
        placements,
        fc.shuffledSubarray(['ffaPoints', 'finishes', 'bestPlacement'] as const),
        ({ participants, matches }, list) => {
          const ranked = rankFfaStandings(system, matches, participants, list);
          ranked.slice(1).forEach(({ line, tiebreakers }, i) => {
            const previous = ranked[i]!;
            const key = (l: typeof line, t: typeof tiebreakers) => [
              l.points,
              ...list.map((name) => (name === 'bestPlacement' ? -(t[name] ?? 99) : t[name]!)),
            ];
            expect(
              compareKeys(key(previous.line, previous.tiebreakers), key(line, tiebreakers)),
            ).toBeLessThanOrEqual(0);
          });
        },
      ),
    );
  });
});
