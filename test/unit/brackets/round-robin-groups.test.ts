import { describe, expect, it } from 'vitest';
import { roundRobin } from '../../../src/features/brackets/formats/round-robin.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const plan = (n: number, groupCount?: number) =>
  roundRobin.plan(
    {
      roundType: 3,
      options: { legs: 1, ...(groupCount ? { groupCount } : {}) },
      maxParticipants: null,
    },
    ids(n),
  );

describe('round robin in groups', () => {
  it('splits serpentine by seed and plays a round robin inside each group only', () => {
    const { groups, matches, groupOfMatch } = plan(8, 2);
    expect(groups.map((g) => [g.groupName, g.participantIds])).toEqual([
      ['Group A', ['p1', 'p4', 'p5', 'p8']],
      ['Group B', ['p2', 'p3', 'p6', 'p7']],
    ]);
    expect(matches).toHaveLength(12);
    expect(new Set(matches.map((m) => m.matchNumber)).size).toBe(12);
    for (const m of matches) {
      const group = groups.find((g) => g.groupNumber === groupOfMatch?.get(m.matchNumber))!;
      expect(group.participantIds).toContain(m.participant1Id);
      expect(group.participantIds).toContain(m.participant2Id);
    }
  });

  it('keeps one group without groupCount, and refuses groups of fewer than two', () => {
    const single = plan(5);
    expect(single.groups).toHaveLength(1);
    expect(single.groupOfMatch).toBeUndefined();
    expect(() => plan(5, 3)).toThrow(/cannot fill 3 round-robin groups/);
  });
});
