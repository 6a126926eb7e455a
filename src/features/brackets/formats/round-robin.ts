import {
  DEFAULT_DUEL_TIEBREAKERS,
  DUEL_TIEBREAKERS,
  generateRoundRobin,
  rankDuelStandings,
} from '../../tournaments/engine/index.js';
import { IntegerCode } from '../../../http/schemas.js';
import { RoundType } from '../codes.js';
import { engine } from '../engine-errors.js';
import { singleGroup, defineFormat } from './format.js';

export const roundRobin = defineFormat({
  roundType: RoundType.RoundRobin,
  name: 'RoundRobin',
  matchType: 'duel',
  optionFields: {
    legs: IntegerCode(
      { 1: 'SingleLeg', 2: 'DoubleLeg' },
      'Round robin: every pair meets once, or twice with sides swapped',
    ),
  },
  optionsOf: (input) => ({ legs: ((input.legs as number | undefined) ?? 1) as 1 | 2 }),
  allowsDraw: true,
  crownsBracketChampion: false,
  plan: (round, seeded) => ({
    groups: [singleGroup(seeded)],
    matches: engine(() => generateRoundRobin(seeded, { legs: round.options.legs ?? 1 })),
    options: { ...round.options },
  }),
  finalOrder: (ids, matches, chosen) =>
    rankDuelStandings(ids, matches, chosen).map((l) => l.participantId),
  tiebreakers: { allowed: DUEL_TIEBREAKERS, defaults: DEFAULT_DUEL_TIEBREAKERS },
});
