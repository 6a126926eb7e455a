import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MatchStatus,
  advanceMatch,
  applyChanges,
  eliminationPlacements,
  findChampion,
  generateDoubleElimination,
  generateSingleElimination,
  mulberry32,
  orderByPlacement,
  rankDuelStandings,
} from '../src/index.js';
import type { EngineMatch, Placement } from '../src/index.js';
import { ids, loserId, randomPicker, winnerId } from './bracket-helpers.js';

type Format =
  | { kind: 'single'; thirdPlaceMatch: boolean }
  | { kind: 'double'; grandFinal: 'none' | 'single' | 'double' };

const format: fc.Arbitrary<Format> = fc.oneof(
  fc.record({ kind: fc.constant('single' as const), thirdPlaceMatch: fc.boolean() }),
  fc.record({
    kind: fc.constant('double' as const),
    grandFinal: fc.constantFrom('none' as const, 'single' as const, 'double' as const),
  }),
);

const generate = (count: number, f: Format) =>
  f.kind === 'single'
    ? generateSingleElimination(ids(count), { thirdPlaceMatch: f.thirdPlaceMatch })
    : generateDoubleElimination(ids(count), { grandFinal: f.grandFinal });

/**
 * How far a participant got, from the match that ended its run, higher is further: written
 * from the bracket's rounds, apart from the engine's count of who falls where.
 */
function reach(m: EngineMatch, won: boolean, winnersFinalStage: number): number {
  const final = m.bracket === 'grand_final' || m.bracket === 'grand_final_reset';
  if (final || (m.bracket === 'winners' && m.winnerTo === null)) return won ? 1e9 : 1e8;
  if (m.bracket === 'third_place') return winnersFinalStage - 1 + (won ? 0.6 : 0.3);
  if (m.bracket === 'losers' && won) return 1e8;
  return m.stage;
}

/** Each participant's reach once the bracket is over, from the matches it played. */
function reachOf(done: EngineMatch[]): Map<string, number> {
  const winnersFinalStage = Math.max(
    ...done.filter((m) => m.bracket === 'winners').map((m) => m.stage),
  );
  const lastMatch = new Map<string, EngineMatch>();
  const order = [...done].sort((a, b) => a.matchNumber - b.matchNumber);
  for (const m of order) {
    if (m.status !== MatchStatus.Completed) continue;
    for (const id of [m.participant1Id, m.participant2Id]) if (id) lastMatch.set(id, m);
  }
  // Match numbers follow the bracket's order except the reset, created last but played last too.
  return new Map(
    [...lastMatch].map(([id, m]) => [id, reach(m, winnerId(m) === id, winnersFinalStage)]),
  );
}

function expectSharedPositions(placements: Map<string, Placement>) {
  const all = [...placements.values()];
  for (const p of all) {
    expect(p.placement).toBe(1 + all.filter((q) => q.placement < p.placement).length);
    expect(p.placementEnd).toBe(
      p.placement - 1 + all.filter((q) => q.placement === p.placement).length,
    );
  }
}

function expectRanksFollowPlacements(
  participants: string[],
  matches: EngineMatch[],
  placements: Map<string, Placement>,
  finished: boolean,
) {
  const lines = orderByPlacement(rankDuelStandings(participants, matches), placements);
  const firstPlaced = lines.findIndex((l) => l.placement !== null);
  if (firstPlaced >= 0)
    expect(lines.slice(firstPlaced).every((l) => l.placement !== null)).toBe(true);
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    if (!before) return expect(line.rank).toBe(1);
    expect(line.rank).toBeGreaterThanOrEqual(before.rank);
    if (line.placement !== null && before.placement !== null)
      expect(line.rank === before.rank).toBe(line.placement === before.placement);
  });
  if (finished) for (const line of lines) expect(line.rank).toBe(line.placement);
}

describe('elimination placements over random brackets of 2–64', () => {
  it('crown the champion 1 and the runner-up 2, follow elimination order, never change once given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), format, fc.integer(), (count, f, seed) => {
        const participants = ids(count);
        const pick = randomPicker(seed);
        const nextOf = mulberry32(seed ^ 0x5f3759df);
        let matches = generate(count, f);
        const given = new Map<string, Placement>();
        const checkAt = Math.floor(nextOf() * count);
        for (let step = 0; ; step++) {
          const placements = eliminationPlacements(matches);
          // Compared by hand and asserted once: an expect per line and step is most of the run.
          const moved = [...given].filter(([id, place]) => {
            const now = placements.get(id);
            return now?.placement !== place.placement || now.placementEnd !== place.placementEnd;
          });
          expect(moved).toEqual([]);
          for (const [id, place] of placements) given.set(id, place);
          if (step === checkAt)
            expectRanksFollowPlacements(participants, matches, placements, false);
          const ready = matches.filter((m) => m.status === MatchStatus.Scheduled);
          const next = ready[Math.floor(nextOf() * ready.length)];
          if (!next) break;
          const outcome = advanceMatch(matches, {
            matchNumber: next.matchNumber,
            result: pick(next),
          });
          matches = applyChanges(matches, outcome.changed);
        }

        const placements = eliminationPlacements(matches);
        expect([...placements.keys()].sort()).toEqual([...participants].sort());
        expectSharedPositions(placements);
        expectRanksFollowPlacements(participants, matches, placements, true);

        const champion = findChampion(matches) as string;
        expect(placements.get(champion)).toEqual({ placement: 1, placementEnd: 1 });
        expect(placements.get(runnerUpOf(matches, f) as string)).toEqual({
          placement: 2,
          placementEnd: 2,
        });

        // Further is better; as far is the same place: 1 + how many got further.
        const reached = reachOf(matches);
        for (const id of participants) {
          const further = participants.filter(
            (o) => (reached.get(o) as number) > (reached.get(id) as number),
          ).length;
          expect(placements.get(id)?.placement).toBe(further + 1);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000); // generous: a busy machine plays 150 brackets of up to 64 slowly
});

/** Who lost the title match, told from the format, not from places. */
function runnerUpOf(done: EngineMatch[], f: Format): string | null {
  const find = (bracket: EngineMatch['bracket']) => done.find((m) => m.bracket === bracket);
  if (f.kind === 'single') {
    const winnersFinal = done.filter((m) => m.bracket === 'winners').at(-1) as EngineMatch;
    return loserId(winnersFinal);
  }
  if (f.grandFinal === 'none') {
    const losers = done.filter((m) => m.bracket === 'losers');
    // Two participants: no losers bracket, the only match's loser is second.
    const losersFinal = losers.at(-1);
    return losersFinal ? winnerId(losersFinal) : loserId(done[0] as EngineMatch);
  }
  const reset = find('grand_final_reset');
  if (reset?.status === MatchStatus.Completed) return loserId(reset);
  return loserId(find('grand_final') as EngineMatch);
}
