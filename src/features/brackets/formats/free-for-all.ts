import { Type } from '@sinclair/typebox';
import { DEFAULT_FFA_TIEBREAKERS, FFA_TIEBREAKERS, splitIntoGroups } from '@tourney/engine';
import { RoundType } from '../codes.js';
import { engine } from '../engine-errors.js';
import { defineFormat } from './format.js';

export function groupName(groupNumber: number): string {
  return groupNumber <= 26
    ? `Group ${String.fromCharCode(64 + groupNumber)}`
    : `Group ${groupNumber}`;
}

export const freeForAll = defineFormat({
  roundType: RoundType.FreeForAll,
  name: 'FreeForAll',
  matchType: 'freeForAll',
  optionFields: {
    maxParticipants: Type.Integer({
      minimum: 2,
      maximum: 1000,
      description: 'FFA: group size cap',
    }),
    numberOfGroups: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: 'FFA: groups to split into',
    }),
    matchesPerGroup: Type.Integer({
      minimum: 1,
      maximum: 100,
      description: 'FFA: matches per group; default 1',
    }),
  },
  // The group cap and match count are columns of the round; only the asked group count is an option.
  optionsOf: (input) =>
    input.numberOfGroups === undefined ? {} : { numberOfGroups: input.numberOfGroups as number },
  allowsDraw: false,
  crownsBracketChampion: false,
  plan: (round, seeded) => {
    const count = seeded.length;
    const numberOfGroups = round.options.numberOfGroups;
    const maxParticipants =
      round.maxParticipants ?? (numberOfGroups ? Math.ceil(count / numberOfGroups) : count);
    const split = engine(() =>
      splitIntoGroups(seeded, { maxParticipants, ...(numberOfGroups ? { numberOfGroups } : {}) }),
    );
    const groups = split.map((g) => ({
      groupNumber: g.groupNumber,
      groupName: groupName(g.groupNumber),
      maxParticipants,
      participantIds: g.participantIds,
    }));
    return { groups, matches: [], options: { ...round.options } };
  },
  tiebreakers: { allowed: FFA_TIEBREAKERS, defaults: DEFAULT_FFA_TIEBREAKERS },
});
