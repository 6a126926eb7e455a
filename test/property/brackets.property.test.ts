import { describeDuelFormats, usePropertyApp, type DuelFormat } from './duel-property.js';

usePropertyApp();

const formats: DuelFormat[] = [
  ['single elimination', { roundType: 1 }],
  ['single elimination with third place', { roundType: 1, thirdPlaceMatch: true, bestOf: 3 }],
  ['double elimination, no grand final', { roundType: 2, grandFinal: 'none' }],
  ['double elimination, single grand final', { roundType: 2, grandFinal: 'single' }],
  ['double elimination, grand final with reset', { roundType: 2, grandFinal: 'double' }],
];

describeDuelFormats('duel formats through the API', formats);
