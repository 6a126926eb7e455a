import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateDoubleElimination,
  generateRoundRobin,
  generateSingleElimination,
  type EngineMatch,
} from '@tourney/engine';
import {
  duelScheduleItems,
  planSchedule,
  slotLength,
  type PlanMatch,
  type ScheduleItem,
  type ScheduleSettings,
  type ScheduledSlot,
} from '../../src/features/brackets/schedule/schedule-plan.js';
import {
  BRACKET_SIDES,
  type BracketSide,
} from '../../src/features/brackets/matches/match.schemas.js';

const MINUTE = 60_000;
const START = Date.parse('2031-01-01T10:00:00Z');

/** Intervals that share a resource (a station, a participant) never overlap, break included. */
function expectApart(label: string, slots: ScheduledSlot[], breakMs: number) {
  const sorted = [...slots].sort((a, b) => a.startMs - b.startMs);
  for (let i = 1; i < sorted.length; i++) {
    const [before, after] = [sorted[i - 1]!, sorted[i]!];
    expect(after.startMs, `${label}: ${before.key} then ${after.key}`).toBeGreaterThanOrEqual(
      before.endMs + breakMs,
    );
  }
}

function expectSound(items: ScheduleItem[], settings: ScheduleSettings, slots: ScheduledSlot[]) {
  expect(slots.map((s) => s.key).sort()).toEqual(items.map((i) => i.key).sort());
  const slotOf = new Map(slots.map((s) => [s.key, s]));
  const byStation = new Map<number, ScheduledSlot[]>();
  const byParticipant = new Map<string, ScheduledSlot[]>();
  for (const item of items) {
    const slot = slotOf.get(item.key)!;
    expect(slot.startMs).toBeGreaterThanOrEqual(settings.startMs);
    expect(slot.endMs - slot.startMs).toBe(slotLength(item, settings));
    expect(slot.station).toBeGreaterThanOrEqual(1);
    if (settings.stations !== null) expect(slot.station).toBeLessThanOrEqual(settings.stations);
    byStation.set(slot.station, [...(byStation.get(slot.station) ?? []), slot]);
    for (const id of item.participants)
      byParticipant.set(id, [...(byParticipant.get(id) ?? []), slot]);
    for (const feeder of item.feeders) {
      const before = slotOf.get(feeder);
      if (before) expect(slot.startMs).toBeGreaterThanOrEqual(before.endMs + settings.breakMs);
    }
  }
  for (const [station, list] of byStation)
    expectApart(`station ${station}`, list, settings.breakMs);
  for (const [id, list] of byParticipant) expectApart(`participant ${id}`, list, settings.breakMs);
}

const settingsArb = fc.record({
  startMs: fc.constant(START),
  matchMs: fc.integer({ min: 1, max: 180 }).map((m) => m * MINUTE),
  breakMs: fc.integer({ min: 0, max: 30 }).map((m) => m * MINUTE),
  stations: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
});

/** Items where each may be fed by earlier ones and shares participants from a small pool. */
const itemsArb = fc
  .array(
    fc.record({
      matches: fc.integer({ min: 1, max: 3 }),
      feeders: fc.uniqueArray(fc.nat(), { maxLength: 2 }),
      participants: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .map((raw) =>
    raw.map((r, i) => ({
      key: `m${i}`,
      matches: r.matches,
      feeders: i === 0 ? [] : [...new Set(r.feeders.map((f) => `m${f % i}`))],
      participants: r.participants.map((p) => `p${p}`),
    })),
  );

/** Engine matches as the service hands them to the planner (positions by match order). */
function planMatches(matches: EngineMatch[]): PlanMatch[] {
  const seen = new Map<string, number>();
  return matches.map((m) => {
    const group = `${m.bracket}:${m.stage}`;
    const position = (seen.get(group) ?? 0) + 1;
    seen.set(group, position);
    return {
      id: `m${m.matchNumber}`,
      matchNumber: m.matchNumber,
      sideRank: BRACKET_SIDES.indexOf(m.bracket as BracketSide),
      stage: m.stage,
      position,
      status: m.status,
      automatic: m.isBye || m.isWalkover,
      winnerToMatch: m.winnerTo?.matchNumber ?? null,
      loserToMatch: m.loserTo?.matchNumber ?? null,
      participant1Id: m.participant1Id,
      participant2Id: m.participant2Id,
    };
  });
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `team${i + 1}`);

describe('auto-scheduling', () => {
  it('never over-books a station or a participant, and feeders end first (any dependency graph)', () => {
    fc.assert(
      fc.property(itemsArb, settingsArb, (items, settings) => {
        expectSound(items, settings, planSchedule(items, settings));
      }),
      { numRuns: 300 },
    );
  });

  it('holds on real brackets: single and double elimination, round robin', () => {
    const bracketArb = fc.oneof(
      fc.integer({ min: 2, max: 33 }).map((n) => generateSingleElimination(ids(n), {})),
      fc
        .tuple(
          fc.integer({ min: 2, max: 33 }),
          fc.constantFrom<'none' | 'single' | 'double'>('none', 'single', 'double'),
        )
        .map(([n, grandFinal]) => generateDoubleElimination(ids(n), { grandFinal })),
      fc.integer({ min: 2, max: 12 }).map((n) => generateRoundRobin(ids(n), { legs: 1 })),
    );
    fc.assert(
      fc.property(bracketArb, settingsArb, (matches, settings) => {
        const items = duelScheduleItems(planMatches(matches));
        const open = matches.filter(
          (m) => (m.status === 1 || m.status === 5) && !m.isBye && !m.isWalkover,
        );
        expect(items.length).toBe(open.length);
        expectSound(items, settings, planSchedule(items, settings));
      }),
      { numRuns: 200 },
    );
  });

  it('fills every station before queueing: as many matches at the start as can be', () => {
    const items = Array.from({ length: 5 }, (_, i) => ({
      key: `m${i}`,
      matches: 1,
      feeders: [],
      participants: [`a${i}`, `b${i}`],
    }));
    const slots = planSchedule(items, { startMs: START, matchMs: MINUTE, breakMs: 0, stations: 3 });
    expect(slots.filter((s) => s.startMs === START)).toHaveLength(3);
    expect(slots.filter((s) => s.startMs === START + MINUTE)).toHaveLength(2);
  });
});
