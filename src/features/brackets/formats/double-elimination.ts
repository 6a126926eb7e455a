import { Type } from '@sinclair/typebox';
import {
  DEFAULT_DUEL_TIEBREAKERS,
  DUEL_TIEBREAKERS,
  generateDoubleElimination,
  type GrandFinalMode,
} from '@tourney/engine';
import { RoundType } from '../codes.js';
import { engine } from '../engine-errors.js';
import { singleGroup, defineFormat } from './format.js';

export const doubleElimination = defineFormat({
  roundType: RoundType.DoubleElimination,
  name: 'DoubleElimination',
  matchType: 'duel',
  optionFields: {
    grandFinal: Type.Union([Type.Literal('none'), Type.Literal('single'), Type.Literal('double')], {
      description: "Double elimination: 'none', 'single' (default) or 'double' (with a reset)",
    }),
  },
  optionsOf: (input) => ({ grandFinal: (input.grandFinal as GrandFinalMode) ?? 'single' }),
  allowsDraw: false,
  crownsBracketChampion: true,
  plan: (round, seeded) => ({
    groups: [singleGroup(seeded)],
    matches: engine(() =>
      generateDoubleElimination(seeded, { grandFinal: round.options.grandFinal ?? 'single' }),
    ),
    options: { ...round.options },
  }),
  tiebreakers: { allowed: DUEL_TIEBREAKERS, defaults: DEFAULT_DUEL_TIEBREAKERS },
});
