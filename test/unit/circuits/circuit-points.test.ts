import { describe, expect, it } from 'vitest';
import {
  circuitStandings,
  placementPointsOf,
  stagePointsOf,
  type CircuitRules,
  type EventPlacement,
} from '../../../src/features/circuits/circuit-points.js';

const RULES: CircuitRules = {
  pointsTable: [
    { from: 1, to: 1, points: 100 },
    { from: 2, to: 2, points: 70 },
    { from: 3, to: 4, points: 50 },
  ],
  stagePoints: [],
  bestResults: null,
  minEvents: 1,
};

const at = (
  id: string,
  placement: number,
  extra: Partial<EventPlacement> = {},
): EventPlacement => ({
  participantId: id,
  participantType: 1,
  participantName: id,
  participantLogo: null,
  placement,
  placementEnd: placement,
  stageReached: 1,
  ...extra,
});

const event = (id: string, placements: EventPlacement[]) => ({
  tournamentId: id,
  tournamentName: id,
  placements,
});

describe('circuit points', () => {
  it('gives a place outside every range nothing', () => {
    expect(placementPointsOf(RULES.pointsTable, 4)).toBe(50);
    expect(placementPointsOf(RULES.pointsTable, 5)).toBe(0);
  });

  it('gives the furthest listed stage at or before the one reached', () => {
    const stages = [
      { stage: 2, points: 10 },
      { stage: 3, points: 25 },
    ];
    expect([1, 2, 3, 4].map((reached) => stagePointsOf(stages, reached))).toEqual([0, 10, 25, 25]);
  });

  it('ranks one more counted result ahead when points and the places they share are equal', () => {
    // a: 70 + 0 (5th, outside the table) vs b: 70 alone.
    const lines = circuitStandings(RULES, [
      event('t1', [at('a', 2), at('b', 2)]),
      event('t2', [at('a', 5)]),
    ]);
    expect(lines.map((l) => [l.participantId, l.rank, l.points])).toEqual([
      ['a', 1, 70],
      ['b', 2, 70],
    ]);
  });

  it('keeps a team and a solo player with the same id apart', () => {
    const lines = circuitStandings(RULES, [
      event('t1', [at('x', 1)]),
      event('t2', [at('x', 1, { participantType: 2 })]),
    ]);
    expect(lines.map((l) => [l.participantType, l.points, l.eventsPlayed])).toEqual([
      [1, 100, 1],
      [2, 100, 1],
    ]);
  });

  it('counts the best N by points, the better place first among equal points', () => {
    const rules = { ...RULES, bestResults: 1 };
    const [line] = circuitStandings(rules, [
      event('t1', [at('a', 4, { placementEnd: 4 })]),
      event('t2', [at('a', 3, { placementEnd: 4 })]),
    ]);
    expect(line!.results.map((r) => r.counted)).toEqual([false, true]);
    expect(line).toMatchObject({ points: 50, eventsCounted: 1, bestPlacement: 3 });
  });
});
