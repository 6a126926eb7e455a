import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  computeDuelStandings,
  computeFfaStandings,
  computeSwissStandings,
  pointsForPlacement,
} from '../src/index.js';
import type { PointsSystem, StandingsMatch } from '../src/index.js';

/** A completed match; the result follows from the single game's score (equal = draw). */
function duel(
  participant1Id: string,
  participant2Id: string,
  score1: number,
  score2: number,
): StandingsMatch {
  const result = score1 > score2 ? 1 : score2 > score1 ? 2 : 3;
  return {
    participant1Id,
    participant2Id,
    status: 3,
    result,
    games: [{ participant1Score: score1, participant2Score: score2 }],
  };
}

describe('computeDuelStandings', () => {
  it('puts the head-to-head winner first even with a worse score difference', () => {
    const matches = [
      duel('a', 'c', 2, 0),
      duel('a', 'd', 2, 0),
      duel('b', 'a', 2, 1),
      duel('c', 'b', 2, 0),
      duel('b', 'd', 2, 1),
    ];
    const standings = computeDuelStandings(['a', 'b', 'c', 'd'], matches);
    expect(standings.map((line) => line.participantId)).toEqual(['b', 'a', 'c', 'd']);
    expect(standings[0]).toEqual({
      participantId: 'b',
      wins: 2,
      losses: 1,
      draws: 0,
      matchCount: 3,
      scoreDifference: 0,
      rank: 1,
    });
    expect(standings[1]).toMatchObject({ participantId: 'a', scoreDifference: 3, rank: 2 });
  });

  it('falls to game-score difference when head-to-head is circular, then to seed order', () => {
    const cycle = [duel('x', 'y', 2, 0), duel('y', 'z', 2, 1), duel('z', 'x', 2, 1)];
    expect(computeDuelStandings(['y', 'x', 'z'], cycle).map((l) => l.participantId)).toEqual([
      'x',
      'z',
      'y',
    ]);
    // Seed order lists a full tie; it does not rank it.
    expect(computeDuelStandings(['q', 'p'], []).map((l) => [l.participantId, l.rank])).toEqual([
      ['q', 1],
      ['p', 1],
    ]);
  });

  it('counts draws and ignores byes, walkovers and unfinished matches', () => {
    const matches: StandingsMatch[] = [
      duel('a', 'b', 1, 1),
      { participant1Id: 'a', participant2Id: null, status: 3, result: 1 },
      { participant1Id: 'a', participant2Id: 'b', status: 1, result: 0 },
    ];
    expect(computeDuelStandings(['a', 'b'], matches)).toEqual([
      {
        participantId: 'a',
        wins: 0,
        losses: 0,
        draws: 1,
        matchCount: 1,
        scoreDifference: 0,
        rank: 1,
      },
      {
        participantId: 'b',
        wins: 0,
        losses: 0,
        draws: 1,
        matchCount: 1,
        scoreDifference: 0,
        rank: 1,
      },
    ]);
  });
});

describe('competitionRanks', () => {
  it('shares a rank among equal neighbours and skips the ranks they take: 1, 2, 2, 4', () => {
    const same = (a: number, b: number) => a === b;
    expect(competitionRanks([9, 7, 7, 3], same)).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([5, 5, 5], same)).toEqual([1, 1, 1]);
    expect(competitionRanks([], same)).toEqual([]);
  });
});

describe('computeSwissStandings', () => {
  it('breaks equal scores by Buchholz', () => {
    const matches = [
      duel('p1', 'p3', 1, 0),
      duel('p2', 'p4', 0, 1),
      duel('p1', 'p4', 1, 0),
      duel('p2', 'p3', 1, 0),
    ];
    const standings = computeSwissStandings(['p1', 'p2', 'p3', 'p4'], matches);
    expect(standings.map((l) => [l.participantId, l.score, l.buchholz])).toEqual([
      ['p1', 2, 1],
      ['p4', 1, 3],
      ['p2', 1, 1],
      ['p3', 0, 3],
    ]);
  });

  it('credits a bye as a win and scores a draw as half', () => {
    const matches: StandingsMatch[] = [
      { participant1Id: 'c', participant2Id: null, status: 3, result: 1 },
      duel('a', 'b', 0, 0),
    ];
    expect(computeSwissStandings(['a', 'b', 'c'], matches)[0]).toEqual({
      participantId: 'c',
      wins: 1,
      losses: 0,
      draws: 0,
      byes: 1,
      matchCount: 0,
      score: 1,
      buchholz: 0,
    });
  });
});

describe('FFA points', () => {
  const system: PointsSystem = {
    pointsPerFinish: 1,
    pointsPerKnock: 0.5,
    placementPoints: { '1': 10, '2': 6, '3': 3 },
  };

  it('adds placement, finish and knock points; a missing placement scores 0', () => {
    expect(
      pointsForPlacement(system, { participantId: 'a', placement: 1, finishes: 3, knocks: 2 }),
    ).toBe(14);
    expect(
      pointsForPlacement(system, { participantId: 'c', placement: 4, finishes: 5, knocks: 0 }),
    ).toBe(5);
  });

  it('sums over the group and breaks ties by finishes, then best placement', () => {
    const matches = [
      [
        { participantId: 'a', placement: 1, finishes: 3, knocks: 2 },
        { participantId: 'b', placement: 2, finishes: 1, knocks: 0 },
        { participantId: 'c', placement: 4, finishes: 5, knocks: 0 },
        { participantId: 'e', placement: 3, finishes: 0, knocks: 0 },
      ],
      [
        { participantId: 'a', placement: 3, finishes: 0, knocks: 0 },
        { participantId: 'b', placement: 1, finishes: 0, knocks: 0 },
        { participantId: 'c', placement: 2, finishes: 2, knocks: 0 },
        { participantId: 'd', placement: 2, finishes: 0, knocks: 0 },
      ],
    ];
    const standings = computeFfaStandings(system, matches, ['e', 'd', 'c', 'b', 'a', 'f']);
    expect(standings.map((l) => [l.participantId, l.points, l.finishes, l.bestPlacement])).toEqual([
      ['a', 17, 3, 1],
      ['b', 17, 1, 1],
      ['c', 13, 7, 2],
      ['d', 6, 0, 2],
      ['e', 3, 0, 3],
      ['f', 0, 0, null],
    ]);
  });

  it('ranks an equal-points, equal-finishes tie by the best placement', () => {
    const matches = [
      [
        { participantId: 'x', placement: 3, finishes: 0, knocks: 0 },
        { participantId: 'y', placement: 2, finishes: 0, knocks: 0 },
      ],
      [
        { participantId: 'x', placement: 1, finishes: 0, knocks: 0 },
        { participantId: 'y', placement: 2, finishes: 0, knocks: 0 },
      ],
    ];
    const tight: PointsSystem = { ...system, placementPoints: { '1': 8, '2': 5, '3': 2 } };
    expect(
      computeFfaStandings(tight, matches, ['y', 'x']).map((l) => [l.participantId, l.points]),
    ).toEqual([
      ['x', 10],
      ['y', 10],
    ]);
  });
});
