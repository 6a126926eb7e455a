import type { TSchema } from '@sinclair/typebox';
import type { DuelTiebreaker, EngineMatch, StandingsMatch, TiebreakerName } from '@tourney/engine';
import type { RoundOptions } from '../codes.js';

export interface PlannedGroup {
  groupNumber: number;
  groupName: string;
  maxParticipants: number;
  participantIds: string[];
}

export interface RoundPlan {
  groups: PlannedGroup[];
  /** Duel rounds only; they belong to the round's first group unless `groupOfMatch` says otherwise. */
  matches: EngineMatch[];
  /** Duel rounds played in several groups (round robin): match number → group number. */
  groupOfMatch?: ReadonlyMap<number, number>;
  options: RoundOptions;
}

interface RoundSettings {
  roundType: number;
  options: RoundOptions;
  maxParticipants: number | null;
}

/** The create-round fields a format owns, by name (a field given for another format is a 400). */
export type OptionFields = Record<string, TSchema>;

/**
 * Everything the server knows about one bracket format. Adding a format is one module that
 * implements this and one line in `./index.ts`.
 */
export interface BracketFormat<F extends OptionFields = OptionFields> {
  /** The `roundType` code (DESIGN.md "Integer codes"). */
  readonly roundType: number;
  readonly name: string;
  /** Duel formats play one-on-one matches; free-for-all formats play group lobbies. */
  readonly matchType: 'duel' | 'freeForAll';
  /** Its create-round fields and their schemas, in the order the request lists them. */
  readonly optionFields: F;
  /** The stored `rounds.options` of a create request (its defaults filled in). */
  optionsOf(input: Readonly<Record<string, unknown>>): RoundOptions;
  /** Draws exist only where nobody is knocked out. */
  readonly allowsDraw: boolean;
  /** Knockout formats crown the bracket's champion; the others rank their standings. */
  readonly crownsBracketChampion: boolean;
  /** Pure: the groups and matches a generation creates for `seeded` (seed order). */
  plan(round: RoundSettings, seeded: string[]): RoundPlan;
  /**
   * Formats played in stages pair the next one from the standings (Swiss). `stagesToPlay` is
   * how many the round plays; `pairNext` the next stage's matches.
   */
  readonly stages?: {
    stagesToPlay(options: RoundOptions, played: number): number;
    pairNext(participantIds: string[], history: EngineMatch[], stage: number): EngineMatch[];
  };
  /**
   * Duel formats that rank their standings instead of crowning a bracket champion: the
   * participants in final order, the winner first. `chosen` is the organiser's tiebreaker list.
   */
  readonly finalOrder?: (
    participantIds: readonly string[],
    matches: readonly StandingsMatch[],
    chosen: readonly DuelTiebreaker[] | undefined,
  ) => string[];
  /** Its catalogue names and the order used when the organiser chose none. */
  readonly tiebreakers: {
    readonly allowed: readonly TiebreakerName[];
    readonly defaults: readonly TiebreakerName[];
  };
}

/** Keeps a format's own field types, so the create-round request stays fully typed. */
export const defineFormat = <F extends OptionFields>(format: BracketFormat<F>) => format;

/** The single group a duel round plays in. */
export function singleGroup(seeded: string[]): PlannedGroup {
  return {
    groupNumber: 1,
    groupName: 'Main',
    maxParticipants: seeded.length,
    participantIds: seeded,
  };
}
