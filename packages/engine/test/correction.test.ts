import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MatchStatus,
  advanceMatch,
  applyChanges,
  generateDoubleElimination,
  generateRoundRobin,
  generateSingleElimination,
  mulberry32,
  planResultCorrection,
} from '../src/index.js';
import type { EngineMatch, MatchReport } from '../src/index.js';
import { ids } from './bracket-helpers.js';
import { reasonOf } from './engine-error.js';

function replay(initial: EngineMatch[], reports: MatchReport[]): EngineMatch[] {
  return reports.reduce(
    (state, report) => applyChanges(state, advanceMatch(state, report).changed),
    initial,
  );
}

/** Reports up to `steps` random results on ready matches. */
function randomReports(initial: EngineMatch[], steps: number, seed: number): MatchReport[] {
  const random = mulberry32(seed);
  const reports: MatchReport[] = [];
  let state = initial;
  for (let step = 0; step < steps; step++) {
    const ready = state.filter((m) => m.status === MatchStatus.Scheduled);
    const next = ready[Math.floor(random() * ready.length)];
    if (!next) break;
    const report: MatchReport = { matchNumber: next.matchNumber, result: random() < 0.5 ? 1 : 2 };
    reports.push(report);
    state = applyChanges(state, advanceMatch(state, report).changed);
  }
  return reports;
}

describe('planResultCorrection', () => {
  const bracket = generateSingleElimination(ids(8));

  it('rebuilds unplayed dependents with the corrected winner', () => {
    const state = replay(bracket, [{ matchNumber: 1, result: 1 }]);
    const plan = planResultCorrection(state, { matchNumber: 1, result: 2 });
    expect(plan).toMatchObject({
      dependentMatchNumbers: [5, 7],
      blockingMatchNumbers: [],
      canApply: true,
    });
    expect(plan.outcome?.events).toContainEqual({
      type: 'participant_placed',
      matchNumber: 5,
      slot: 1,
      participantId: 'p8',
    });
  });

  it('refuses when a dependent match has been played', () => {
    const state = replay(bracket, [
      { matchNumber: 1, result: 1 },
      { matchNumber: 2, result: 1 },
      { matchNumber: 5, result: 1 },
    ]);
    const plan = planResultCorrection(state, { matchNumber: 1, result: 2 });
    expect(plan).toMatchObject({ blockingMatchNumbers: [5], canApply: false, outcome: null });
  });

  it('refuses matches without a played result', () => {
    expect(reasonOf(() => planResultCorrection(bracket, { matchNumber: 1, result: 2 }))).toBe(
      'MATCH_NOT_COMPLETED',
    );
    const withBye = generateSingleElimination(ids(7));
    expect(reasonOf(() => planResultCorrection(withBye, { matchNumber: 1, result: 1 }))).toBe(
      'AUTOMATIC_RESULT',
    );
  });

  it('reactivates a cancelled reset when the grand final is overturned', () => {
    const initial = generateDoubleElimination(ids(2), { grandFinal: 'double' });
    const state = replay(initial, [
      { matchNumber: 1, result: 1 },
      { matchNumber: 2, result: 1 },
    ]);
    expect(state[2]?.status).toBe(MatchStatus.Cancelled);
    const plan = planResultCorrection(state, { matchNumber: 2, result: 2 });
    expect(plan.outcome?.events).toContainEqual({ type: 'reset_activated', matchNumber: 3 });
    expect(plan.outcome?.finished).toBe(false);
  });

  it('changes only the result in round robin, where draws are allowed', () => {
    const league = replay(generateRoundRobin(ids(4)), [{ matchNumber: 1, result: 1 }]);
    const plan = planResultCorrection(league, { matchNumber: 1, result: 3 });
    expect(plan.dependentMatchNumbers).toEqual([]);
    expect(plan.outcome?.changed).toEqual([{ ...league[0], result: 3 }]);
  });

  it('matches replaying history with the corrected result whenever it can apply', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 60 }),
        fc.integer(),
        (count, double, steps, seed) => {
          const initial = double
            ? generateDoubleElimination(ids(count), { grandFinal: 'double' })
            : generateSingleElimination(ids(count), { thirdPlaceMatch: true });
          const reports = randomReports(initial, steps, seed);
          const state = replay(initial, reports);
          reports.forEach((report, index) => {
            const corrected: MatchReport = { ...report, result: report.result === 1 ? 2 : 1 };
            const plan = planResultCorrection(state, corrected);
            expect(
              plan.blockingMatchNumbers.every((n) => plan.dependentMatchNumbers.includes(n)),
            ).toBe(true);
            if (!plan.canApply) {
              expect(plan.blockingMatchNumbers.length).toBeGreaterThan(0);
              return;
            }
            const rewritten = reports.map((r, i) => (i === index ? corrected : r));
            const expected = replay(initial, rewritten);
            expect(applyChanges(state, plan.outcome?.changed ?? [])).toEqual(expected);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
