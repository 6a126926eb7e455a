import { Type } from '@sinclair/typebox';
import {
  DEFAULT_DUEL_TIEBREAKERS,
  DUEL_TIEBREAKERS,
  computeSwissStandings,
  pairSwissRound,
  rankDuelStandings,
  recommendedSwissStageCount,
} from '@tourney/engine';
import { businessRule } from '../../../errors.js';
import { RoundType } from '../codes.js';
import { engine } from '../engine-errors.js';
import { singleGroup, defineFormat } from './format.js';

/** Most Swiss stages a field can play without a rematch (an odd field sits one out per stage). */
const maxSwissStages = (n: number) => (n % 2 === 0 ? n - 1 : n);

export const swiss = defineFormat({
  roundType: RoundType.Swiss,
  name: 'Swiss',
  matchType: 'duel',
  optionFields: {
    swissStages: Type.Integer({
      minimum: 1,
      maximum: 20,
      description: 'Swiss: stages to play; default ceil(log2(n))',
    }),
  },
  optionsOf: (input) =>
    input.swissStages === undefined ? {} : { swissStages: input.swissStages as number },
  allowsDraw: true,
  crownsBracketChampion: false,
  // The stage count is fixed at generation, from the field's size when not given.
  plan: (round, seeded) => {
    const stages = round.options.swissStages ?? recommendedSwissStageCount(seeded.length);
    if (stages > maxSwissStages(seeded.length)) {
      throw businessRule(
        'INVALID_ROUND_SETTINGS',
        `${seeded.length} participants cannot play ${stages} Swiss stages without rematches`,
      );
    }
    return {
      groups: [singleGroup(seeded)],
      matches: engine(() =>
        pairSwissRound(
          seeded.map((participantId) => ({ participantId, score: 0 })),
          [],
          1,
        ),
      ),
      options: { ...round.options, swissStages: stages },
    };
  },
  stages: {
    stagesToPlay: (options, played) => options.swissStages ?? played,
    pairNext: (participantIds, history, stage) =>
      engine(() => pairSwissRound(computeSwissStandings(participantIds, history), history, stage)),
  },
  // Without a chosen list the winner is the pairing order's first: score, then Buchholz.
  finalOrder: (ids, matches, chosen) =>
    (chosen ? rankDuelStandings(ids, matches, chosen) : computeSwissStandings(ids, matches)).map(
      (l) => l.participantId,
    ),
  tiebreakers: { allowed: DUEL_TIEBREAKERS, defaults: DEFAULT_DUEL_TIEBREAKERS },
});
