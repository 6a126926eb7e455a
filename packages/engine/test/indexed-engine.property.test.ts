import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IndexedBracket,
  MatchStatus,
  advanceMatch,
  applyChanges,
  generateDoubleElimination,
  generateRoundRobin,
  generateSingleElimination,
  mulberry32,
  planResultCorrection,
} from '../src/index.js';
import type { EngineMatch, GrandFinalMode, MatchReport } from '../src/index.js';
import { ids, played } from './bracket-helpers.js';
import { referenceAdvance, referenceCorrection, referenceSettle } from './full-scan-reference.js';

type Format = 'single' | 'single+third' | GrandFinalMode | 'league';
const format = fc.constantFrom<Format>(
  'single',
  'single+third',
  'none',
  'single',
  'double',
  'league',
);

function generate(kind: Format, count: number): EngineMatch[] {
  if (kind === 'league') return generateRoundRobin(ids(count));
  if (kind === 'single' || kind === 'single+third') {
    return generateSingleElimination(ids(count), { thirdPlaceMatch: kind === 'single+third' });
  }
  return generateDoubleElimination(ids(count), { grandFinal: kind });
}

/** The bracket as generation builds it before settling: seeds placed, nothing resolved. */
function unsettled(matches: EngineMatch[]): EngineMatch[] {
  return matches.map((m) => {
    const isEntry = m.bracket === 'winners' && m.stage === 1;
    return {
      ...m,
      participant1Id: isEntry ? m.participant1Id : null,
      participant2Id: isEntry ? m.participant2Id : null,
      status: MatchStatus.AwaitingParticipants,
      result: 0,
      isBye: false,
      isWalkover: false,
    };
  });
}

describe('the indexed engine agrees with the full-scan reference', () => {
  it('settles generated brackets to the state a full scan reaches', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Format>('single', 'single+third', 'none', 'double'),
        fc.integer({ min: 2, max: 40 }),
        (kind, count) => {
          const generated = generate(kind, count);
          const map = new Map(unsettled(generated).map((m) => [m.matchNumber, m]));
          referenceSettle(map);
          expect([...map.values()]).toEqual(generated);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same outcome for every report and correction, on random histories', () => {
    fc.assert(
      fc.property(
        format,
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer(),
        (kind, count, steps, seed) => {
          const random = mulberry32(seed);
          const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
          let state = generate(kind, count);
          const indexed = IndexedBracket.of(state);
          for (let step = 0; step < steps; step++) {
            const correctable = state.filter(played);
            const ready = state.filter((m) => m.status === MatchStatus.Scheduled);
            const correcting = correctable.length > 0 && (ready.length === 0 || random() < 0.25);
            const target = correcting ? pick(correctable) : pick(ready);
            if (!target) break;
            const draw = kind === 'league' && random() < 0.2;
            const report: MatchReport = {
              matchNumber: target.matchNumber,
              result: draw ? 3 : correcting && target.result === 1 ? 2 : 1,
            };
            if (correcting && report.result === target.result) report.result = 2;
            if (correcting) {
              const plan = planResultCorrection(indexed, report);
              expect(plan).toEqual(referenceCorrection(state, report));
              expect(planResultCorrection(state, report)).toEqual(plan);
              if (!plan.outcome) continue;
              indexed.apply(plan.outcome.changed);
              state = applyChanges(state, plan.outcome.changed);
            } else {
              const outcome = advanceMatch(indexed, report);
              expect(outcome).toEqual(referenceAdvance(state, report));
              expect(advanceMatch(state, report)).toEqual(outcome);
              indexed.apply(outcome.changed);
              state = applyChanges(state, outcome.changed);
            }
            expect(indexed.matches()).toEqual(state);
            expect(indexed.openMatchCount()).toBe(
              state.filter(
                (m) => m.status !== MatchStatus.Completed && m.status !== MatchStatus.Cancelled,
              ).length,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
