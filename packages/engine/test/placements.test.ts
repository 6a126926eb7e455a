import { describe, expect, it } from 'vitest';
import {
  eliminationPlacements,
  generateDoubleElimination,
  generateSingleElimination,
  orderByPlacement,
  placementsAcrossStages,
} from '../src/index.js';
import type { EngineMatch, GrandFinalMode, Placement } from '../src/index.js';
import { ids, playOut, type ResultPicker } from './bracket-helpers.js';

const seedNumber = (id: string | null) => Number((id ?? 'p999').slice(1));
/** The better seed (p1 best) wins every match. */
const betterSeedWins: ResultPicker = (m) =>
  seedNumber(m.participant1Id) < seedNumber(m.participant2Id) ? 1 : 2;
/** As `betterSeedWins`, but the losers-bracket champion takes the first grand final. */
const toTheReset: ResultPicker = (m) => (m.bracket === 'grand_final' ? 2 : betterSeedWins(m));

/** Each participant's placement as "5" or "5–6", in seed order. */
function places(matches: EngineMatch[], count: number): string[] {
  const placements = eliminationPlacements(matches);
  return ids(count).map((id) => label(placements.get(id)));
}
const label = (p: Placement | undefined) =>
  p === undefined
    ? '-'
    : p.placement === p.placementEnd
      ? `${p.placement}`
      : `${p.placement}–${p.placementEnd}`;

function doubleElimination(count: number, grandFinal: GrandFinalMode, pick = betterSeedWins) {
  return playOut(generateDoubleElimination(ids(count), { grandFinal }), pick).matches;
}

describe('double elimination placements', () => {
  it('ranks by the losers round a team fell in: 1, 2, 3, 4, 5–6, 7–8', () => {
    expect(places(doubleElimination(8, 'single'), 8)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5–6',
      '5–6',
      '7–8',
      '7–8',
    ]);
  });

  it('puts the champion of a grand-final reset first and the reset loser second', () => {
    const done = doubleElimination(8, 'double', toTheReset);
    const reset = done.find((m) => m.bracket === 'grand_final_reset');
    expect(reset).toMatchObject({ participant1Id: 'p1', participant2Id: 'p2', result: 1 });
    expect(places(done, 8)).toEqual(['1', '2', '3', '4', '5–6', '5–6', '7–8', '7–8']);
  });

  it('gives the grand-final loser second place when the winners champion takes it at once', () => {
    const done = doubleElimination(8, 'double');
    expect(done.find((m) => m.bracket === 'grand_final_reset')?.status).toBe(4);
    expect(places(done, 8).slice(0, 2)).toEqual(['1', '2']);
  });

  it('places the losers-bracket champion second without a grand final', () => {
    expect(places(doubleElimination(8, 'none'), 8)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5–6',
      '5–6',
      '7–8',
      '7–8',
    ]);
  });

  it('counts only matches byes leave to play: 9–12 and 13–16 in a full 16, fewer with byes', () => {
    expect(places(doubleElimination(16, 'single'), 16)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5–6',
      '5–6',
      '7–8',
      '7–8',
      '9–12',
      '9–12',
      '9–12',
      '9–12',
      '13–16',
      '13–16',
      '13–16',
      '13–16',
    ]);
    expect(places(doubleElimination(5, 'single'), 5)).toEqual(['1', '2', '3', '4', '5']);
    expect(places(doubleElimination(2, 'double', toTheReset), 2)).toEqual(['1', '2']);
  });

  it('places a team as soon as it falls; teams still in have no place yet', () => {
    const matches = generateDoubleElimination(ids(8), { grandFinal: 'double' });
    // Everything but the losers bracket's second round on: only its first round's losers are out.
    const partial = playOut(
      matches,
      betterSeedWins,
      1,
      (m) => m.bracket === 'losers' && m.stage === 2,
    ).matches;
    const placements = eliminationPlacements(partial);
    expect([...placements.entries()].sort()).toEqual([
      ['p7', { placement: 7, placementEnd: 8 }],
      ['p8', { placement: 7, placementEnd: 8 }],
    ]);
  });
});

describe('single elimination placements', () => {
  it('shares third place without a third-place match: 1, 2, 3–4, 5–8', () => {
    const done = playOut(generateSingleElimination(ids(8)), betterSeedWins).matches;
    expect(places(done, 8)).toEqual(['1', '2', '3–4', '3–4', '5–8', '5–8', '5–8', '5–8']);
  });

  it('gives 3 and 4 when the third-place match is played', () => {
    const done = playOut(
      generateSingleElimination(ids(8), { thirdPlaceMatch: true }),
      betterSeedWins,
    ).matches;
    expect(places(done, 8)).toEqual(['1', '2', '3', '4', '5–8', '5–8', '5–8', '5–8']);
  });

  it('leaves bye-holders out of the first round’s shared place', () => {
    const done = playOut(generateSingleElimination(ids(5)), betterSeedWins).matches;
    expect(places(done, 5)).toEqual(['1', '2', '3–4', '3–4', '5']);
  });
});

describe('ordering standings lines by placement', () => {
  const line = (participantId: string, rank: number) => ({ participantId, rank });

  it('lists teams still in first by their rank, then the placed ones by place', () => {
    const lines = [line('a', 1), line('b', 1), line('c', 3), line('d', 4), line('e', 5)];
    const placements = new Map<string, Placement>([
      ['a', { placement: 7, placementEnd: 8 }],
      ['d', { placement: 7, placementEnd: 8 }],
      ['c', { placement: 5, placementEnd: 6 }],
    ]);
    expect(
      orderByPlacement(lines, placements).map((l) => [l.participantId, l.rank, l.placement]),
    ).toEqual([
      ['b', 1, null],
      ['e', 2, null],
      ['c', 3, 5],
      ['a', 4, 7],
      ['d', 4, 7],
    ]);
  });

  it('makes rank equal placement once everyone is placed', () => {
    const lines = [line('runner-up', 1), line('champion', 2), line('third', 3)];
    const placements = new Map<string, Placement>([
      ['champion', { placement: 1, placementEnd: 1 }],
      ['runner-up', { placement: 2, placementEnd: 2 }],
      ['third', { placement: 3, placementEnd: 3 }],
    ]);
    expect(orderByPlacement(lines, placements).map((l) => [l.participantId, l.rank])).toEqual([
      ['champion', 1],
      ['runner-up', 2],
      ['third', 3],
    ]);
  });
});

describe('placements across stages', () => {
  it('puts the playoff places on top, then group thirds sharing 5–6, then fourths 7–8', () => {
    const playoffs = new Map<string, Placement>([
      ['A1', { placement: 1, placementEnd: 1 }],
      ['B1', { placement: 2, placementEnd: 2 }],
      ['A2', { placement: 3, placementEnd: 4 }],
      ['B2', { placement: 3, placementEnd: 4 }],
    ]);
    const groups = {
      participantIds: ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4'],
      tierOf: new Map([
        ['A1', 1],
        ['A2', 2],
        ['A3', 3],
        ['A4', 4],
        ['B1', 1],
        ['B2', 2],
        ['B3', 3],
        ['B4', 4],
      ]),
    };
    const placed = placementsAcrossStages(playoffs, ['A1', 'A2', 'B1', 'B2'], [groups]);
    expect(Object.fromEntries([...placed].map(([id, p]) => [id, label(p)]))).toEqual({
      A1: '1',
      B1: '2',
      A2: '3–4',
      B2: '3–4',
      A3: '5–6',
      B3: '5–6',
      A4: '7–8',
      B4: '7–8',
    });
  });

  it('places nobody before the final stage has participants', () => {
    const groups = {
      participantIds: ['a', 'b'],
      tierOf: new Map([
        ['a', 1],
        ['b', 2],
      ]),
    };
    expect(placementsAcrossStages(new Map(), [], [groups]).size).toBe(0);
  });
});
