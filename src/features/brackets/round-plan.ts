import {
  generateDoubleElimination,
  generateRoundRobin,
  generateSingleElimination,
  pairSwissRound,
  recommendedSwissStageCount,
  splitIntoGroups,
  type EngineMatch,
} from '../tournaments/engine/index.js';
import { businessRule } from '../../errors.js';
import { RoundType, type RoundOptions } from './codes.js';
import { engine } from './engine-errors.js';

export interface PlannedGroup {
  groupNumber: number;
  groupName: string;
  maxParticipants: number;
  participantIds: string[];
}

export interface RoundPlan {
  groups: PlannedGroup[];
  /** Duel rounds only; they belong to the round's single group. */
  matches: EngineMatch[];
  options: RoundOptions;
}

interface RoundSettings {
  roundType: number;
  options: RoundOptions;
  maxParticipants: number | null;
}

/** Most Swiss stages a field can play without a rematch (an odd field sits one out per stage). */
export const maxSwissStages = (n: number) => (n % 2 === 0 ? n - 1 : n);

export function groupName(groupNumber: number): string {
  return groupNumber <= 26
    ? `Group ${String.fromCharCode(64 + groupNumber)}`
    : `Group ${groupNumber}`;
}

/** Pure: the groups and matches a generation creates for `seeded` participants (seed order). */
export function planRound(round: RoundSettings, seeded: string[]): RoundPlan {
  if (round.roundType === RoundType.FreeForAll) return planFfa(round, seeded);
  const options = { ...round.options };
  const single: PlannedGroup = {
    groupNumber: 1,
    groupName: 'Main',
    maxParticipants: seeded.length,
    participantIds: seeded,
  };
  return {
    groups: [single],
    matches: engine(() => duelMatches(round.roundType, options, seeded)),
    options,
  };
}

function duelMatches(roundType: number, options: RoundOptions, seeded: string[]): EngineMatch[] {
  switch (roundType) {
    case RoundType.SingleElimination:
      return generateSingleElimination(seeded, {
        thirdPlaceMatch: options.thirdPlaceMatch ?? false,
      });
    case RoundType.DoubleElimination:
      return generateDoubleElimination(seeded, { grandFinal: options.grandFinal ?? 'single' });
    case RoundType.RoundRobin:
      return generateRoundRobin(seeded, { legs: options.legs ?? 1 });
    default: {
      const stages = options.swissStages ?? recommendedSwissStageCount(seeded.length);
      if (stages > maxSwissStages(seeded.length)) {
        throw businessRule(
          'INVALID_ROUND_SETTINGS',
          `${seeded.length} participants cannot play ${stages} Swiss stages without rematches`,
        );
      }
      options.swissStages = stages;
      return pairSwissRound(
        seeded.map((participantId) => ({ participantId, score: 0 })),
        [],
        1,
      );
    }
  }
}

function planFfa(round: RoundSettings, seeded: string[]): RoundPlan {
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
}
