import { Type } from '@sinclair/typebox';
import {
  DEFAULT_DUEL_TIEBREAKERS,
  DUEL_TIEBREAKERS,
  generateRoundRobin,
  rankDuelStandings,
  splitIntoGroups,
  type EngineMatch,
} from '@tourney/engine';
import { IntegerCode } from '../../../http/schemas.js';
import { businessRule } from '../../../errors.js';
import { RoundType, type RoundOptions } from '../codes.js';
import { engine } from '../engine-errors.js';
import { singleGroup, defineFormat, type RoundPlan } from './format.js';
import { groupName } from './free-for-all.js';

/**
 * Round robin in `groupCount` groups (serpentine by seed): each group plays its own round
 * robin, its matches numbered after the previous group's.
 */
function planGroups(seeded: string[], options: RoundOptions, groupCount: number): RoundPlan {
  const size = Math.ceil(seeded.length / groupCount);
  if (Math.floor(seeded.length / groupCount) < 2) {
    throw businessRule(
      'INVALID_ROUND_SETTINGS',
      `${seeded.length} participants cannot fill ${groupCount} round-robin groups of at least 2`,
    );
  }
  const split = engine(() =>
    splitIntoGroups(seeded, { maxParticipants: size, numberOfGroups: groupCount }),
  );
  const matches: EngineMatch[] = [];
  const groupOfMatch = new Map<number, number>();
  for (const group of split) {
    const offset = matches.length;
    for (const match of engine(() =>
      generateRoundRobin(group.participantIds, { legs: options.legs ?? 1 }),
    )) {
      matches.push({ ...match, matchNumber: match.matchNumber + offset });
      groupOfMatch.set(match.matchNumber + offset, group.groupNumber);
    }
  }
  const groups = split.map((g) => ({
    groupNumber: g.groupNumber,
    groupName: groupName(g.groupNumber),
    maxParticipants: g.participantIds.length,
    participantIds: g.participantIds,
  }));
  return { groups, matches, groupOfMatch, options: { ...options } };
}

export const roundRobin = defineFormat({
  roundType: RoundType.RoundRobin,
  name: 'RoundRobin',
  matchType: 'duel',
  optionFields: {
    legs: IntegerCode(
      { 1: 'SingleLeg', 2: 'DoubleLeg' },
      'Round robin: every pair meets once, or twice with sides swapped',
    ),
    groupCount: Type.Integer({
      minimum: 1,
      maximum: 64,
      description:
        'Round robin: groups to split the field into (serpentine by seed), each playing its own round robin; default 1',
    }),
  },
  optionsOf: (input) => ({
    legs: ((input.legs as number | undefined) ?? 1) as 1 | 2,
    ...((input.groupCount as number | undefined) ? { groupCount: input.groupCount as number } : {}),
  }),
  allowsDraw: true,
  crownsBracketChampion: false,
  plan: (round, seeded) => {
    const groupCount = round.options.groupCount ?? 1;
    if (groupCount > 1) return planGroups(seeded, round.options, groupCount);
    return {
      groups: [singleGroup(seeded)],
      matches: engine(() => generateRoundRobin(seeded, { legs: round.options.legs ?? 1 })),
      options: { ...round.options },
    };
  },
  finalOrder: (ids, matches, chosen) =>
    rankDuelStandings(ids, matches, chosen).map((l) => l.participantId),
  tiebreakers: { allowed: DUEL_TIEBREAKERS, defaults: DEFAULT_DUEL_TIEBREAKERS },
});
