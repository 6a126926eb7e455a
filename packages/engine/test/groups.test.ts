import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitIntoGroups } from '../src/index.js';
import { ids } from './bracket-helpers.js';
import { reasonOf } from './engine-error.js';

describe('splitIntoGroups', () => {
  it('splits 10 with at most 4 into serpentine groups of 4, 3, 3', () => {
    expect(splitIntoGroups(ids(10), { maxParticipants: 4 })).toEqual([
      { groupNumber: 1, participantIds: ['p1', 'p6', 'p7'].concat('p10') },
      { groupNumber: 2, participantIds: ['p2', 'p5', 'p8'] },
      { groupNumber: 3, participantIds: ['p3', 'p4', 'p9'] },
    ]);
  });

  it('honours an explicit number of groups', () => {
    const groups = splitIntoGroups(ids(10), { maxParticipants: 8, numberOfGroups: 2 });
    expect(groups.map((g) => g.participantIds.length)).toEqual([5, 5]);
  });

  it.each([
    [{ maxParticipants: 0 }],
    [{ maxParticipants: 3, numberOfGroups: 2 }],
    [{ maxParticipants: 4, numberOfGroups: 11 }],
    [{ maxParticipants: 4, numberOfGroups: 0 }],
  ])('rejects impossible settings %j', (options) => {
    expect(reasonOf(() => splitIntoGroups(ids(10), options))).toBe('INVALID_GROUP_SETTINGS');
  });

  it('keeps everyone, respects the maximum, and sizes differ by at most one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 40 }),
        (count, max) => {
          const groups = splitIntoGroups(ids(count), { maxParticipants: max });
          const sizes = groups.map((g) => g.participantIds.length);
          expect(groups).toHaveLength(Math.ceil(count / max));
          expect(Math.max(...sizes)).toBeLessThanOrEqual(max);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(groups.flatMap((g) => g.participantIds).sort()).toEqual(ids(count).sort());
        },
      ),
    );
  });
});
