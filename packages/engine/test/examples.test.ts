import { describe, expect, it } from 'vitest';
import { correctAResult } from '../examples/correction.js';
import { playDoubleElimination } from '../examples/double-elimination.js';
import { groupsToPlayoffs } from '../examples/groups-to-playoffs.js';
import { playSwiss } from '../examples/swiss.js';

// The README's examples, run as its readers run them, with what each one promises.
const quiet = () => undefined;

describe('the engine README examples', () => {
  it('double elimination: the reset is played and the champion is first, the runner-up second', () => {
    const lines: string[] = [];
    const { championId, placements } = playDoubleElimination((line) => lines.push(line));
    expect(lines).toContain('  the reset, match 15, is on');
    expect(championId).toBe('Ana');
    expect(placements.map((p) => `${p.place} ${p.player}`)).toEqual([
      '1 Ana',
      '2 Ben',
      '3 Cai',
      '4 Dee',
      '5–6 Eli',
      '5–6 Fay',
      '7–8 Gus',
      '7–8 Hal',
    ]);
  });

  it('correction: rebuilds the unplayed final, then names the played match that blocks', () => {
    expect(correctAResult(quiet)).toEqual({ final: 'Ana v Ben', blocking: [3] });
  });

  it('Swiss: no pair meets twice and the unbeaten player leads', () => {
    const { standings, pairs } = playSwiss(3, quiet);
    const keys = pairs.map((pair) => [...pair].sort().join('–'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(standings[0]).toMatchObject({ participantId: 'Ana', wins: 3, losses: 0 });
  });

  it('groups to playoffs: the top two of each group, no group pairing in the first round', () => {
    const { groups, playoffs } = groupsToPlayoffs(quiet);
    expect(groups.map((g) => g.ranked.slice(0, 2))).toEqual([
      ['T1', 'T4'],
      ['T2', 'T3'],
    ]);
    expect(playoffs).toEqual([
      ['T1', 'T3'],
      ['T2', 'T4'],
    ]);
  });
});
