import { Type } from '@sinclair/typebox';
import {
  DEFAULT_DUEL_TIEBREAKERS,
  DUEL_TIEBREAKERS,
  generateSingleElimination,
} from '@tourney/engine';
import { RoundType } from '../codes.js';
import { engine } from '../engine-errors.js';
import { singleGroup, defineFormat } from './format.js';

export const singleElimination = defineFormat({
  roundType: RoundType.SingleElimination,
  name: 'SingleElimination',
  matchType: 'duel',
  optionFields: {
    thirdPlaceMatch: Type.Boolean({ description: 'Single elimination: play for third place' }),
  },
  optionsOf: (input) => ({ thirdPlaceMatch: (input.thirdPlaceMatch as boolean) ?? false }),
  allowsDraw: false,
  crownsBracketChampion: true,
  plan: (round, seeded) => ({
    groups: [singleGroup(seeded)],
    matches: engine(() =>
      generateSingleElimination(seeded, {
        thirdPlaceMatch: round.options.thirdPlaceMatch ?? false,
      }),
    ),
    options: { ...round.options },
  }),
  tiebreakers: { allowed: DUEL_TIEBREAKERS, defaults: DEFAULT_DUEL_TIEBREAKERS },
});
