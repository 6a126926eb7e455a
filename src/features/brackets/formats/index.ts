import { Type, type TOptional } from '@sinclair/typebox';
import { invalidField } from '../../../errors.js';
import type { TiebreakerName } from '@tourney/engine';
import type { RoundOptions } from '../codes.js';
import { doubleElimination } from './double-elimination.js';
import type { BracketFormat } from './format.js';
import { freeForAll } from './free-for-all.js';
import { roundRobin } from './round-robin.js';
import { singleElimination } from './single-elimination.js';
import { swiss } from './swiss.js';

export type { BracketFormat, RoundPlan } from './format.js';

/** Every bracket format, in `roundType` order: adding one is a module and a line here. */
const ALL = [singleElimination, doubleElimination, roundRobin, swiss, freeForAll] as const;
export const FORMATS: readonly BracketFormat[] = ALL;

const byRoundType = new Map(FORMATS.map((f) => [f.roundType, f]));

/** The format of a stored round; its `roundType` was validated when the round was created. */
export function formatOf(roundType: number): BracketFormat {
  const format = byRoundType.get(roundType);
  if (!format) throw invalidField('roundType', `unknown round type ${roundType}`);
  return format;
}

/** `roundType` code → name, for the API's integer-code schema. */
export const ROUND_TYPE_NAMES = Object.fromEntries(FORMATS.map((f) => [f.roundType, f.name]));

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type AllOptionFields = Intersection<(typeof ALL)[number]['optionFields']>;

/** Every format's create-round fields, optional, in format order. */
export const ALL_OPTION_FIELDS = Object.fromEntries(
  FORMATS.flatMap((f) => Object.entries(f.optionFields)).map(([name, schema]) => [
    name,
    Type.Optional(schema),
  ]),
) as { [K in keyof AllOptionFields]: TOptional<AllOptionFields[K]> };

export const isDuelRound = (roundType: number) => formatOf(roundType).matchType === 'duel';

/** The round's tiebreaker order: the organiser's list, or its format's defaults. */
export function tiebreakersOf(round: {
  roundType: number;
  options: RoundOptions;
}): readonly TiebreakerName[] {
  return round.options.tiebreakers ?? formatOf(round.roundType).tiebreakers.defaults;
}

/** Refuses a list naming another format's tiebreaker, or one tiebreaker twice. */
export function checkTiebreakers(
  roundType: number,
  list: readonly string[],
  field = 'tiebreakers',
) {
  const format = formatOf(roundType);
  list.forEach((name, index) => {
    if (!(format.tiebreakers.allowed as readonly string[]).includes(name)) {
      throw invalidField(
        `${field}.${index}`,
        `${name} does not apply to ${format.name} rounds; use one of ${format.tiebreakers.allowed.join(', ')}`,
      );
    }
    if (list.indexOf(name) !== index)
      throw invalidField(`${field}.${index}`, `${name} is listed twice`);
  });
}
