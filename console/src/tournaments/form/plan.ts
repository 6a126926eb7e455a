import type { StageInput } from '../api/stages';
import { t } from '../../i18n/i18n';

/**
 * The format chosen when a tournament is created, as the stage plan the server stores
 * (`PUT /tournaments/{id}/stages`). Only the mapping from the form's fields to the request lives
 * here: the server checks the plan, counts its matches and draws its bracket.
 */
export type PlanKind =
  'single' | 'double' | 'roundRobin' | 'swiss' | 'groupsPlayoffs' | 'ffa' | 'later';

type NumberField = number | string;

export interface PlanValues {
  kind: PlanKind;
  bestOf: string;
  thirdPlaceMatch: boolean;
  grandFinal: 'double' | 'single' | 'none';
  legs: string;
  swissStages: NumberField;
  /** Round-robin groups, the group stage's groups, or free-for-all lobbies. */
  groupCount: NumberField;
  /** Groups → playoffs: how many of each group go through. */
  perGroup: NumberField;
  playoffFormat: '1' | '2';
  matchesPerGroup: NumberField;
}

/** The formats offered, in the order they are listed; their names and hints are in the catalogue. */
export const PLAN_KINDS: PlanKind[] = [
  'single',
  'double',
  'roundRobin',
  'swiss',
  'groupsPlayoffs',
  'ffa',
  'later',
];

export const defaultPlan: PlanValues = {
  kind: 'single',
  bestOf: '1',
  thirdPlaceMatch: false,
  // With a reset: the losers-bracket finalist must beat the unbeaten finalist twice, so nobody
  // is knocked out on a single loss, which is what "double elimination" promises.
  grandFinal: 'double',
  legs: '1',
  swissStages: '',
  groupCount: 2,
  perGroup: 2,
  playoffFormat: '1',
  matchesPerGroup: 1,
};

/** The tournament's match type the plan plays: lobbies for free-for-all, duels otherwise. */
export const matchTypeOf = (plan: PlanValues): 1 | 2 => (plan.kind === 'ffa' ? 2 : 1);

/** The format's name in the creator's language, saved as the tournament's format text. */
export const planLabel = (plan: PlanValues) => t(`tournaments.plan.kind.${plan.kind}`);

/** '' (an emptied number input) is left out, so the server's default (or its refusal) applies. */
const some = <K extends string>(key: K, value: NumberField) =>
  (value === '' ? {} : { [key]: Number(value) }) as Partial<Record<K, number>>;

const bestOf = (plan: PlanValues) => ({ bestOf: Number(plan.bestOf) as StageInput['bestOf'] });

/** The stages the plan declares, named in the creator's language; none when decided later. */
export function toStages(plan: PlanValues): StageInput[] {
  switch (plan.kind) {
    case 'single':
      return [
        {
          name: t('tournaments.plan.stageName.bracket'),
          roundType: 1,
          ...bestOf(plan),
          thirdPlaceMatch: plan.thirdPlaceMatch,
        },
      ];
    case 'double':
      return [
        {
          name: t('tournaments.plan.stageName.bracket'),
          roundType: 2,
          ...bestOf(plan),
          grandFinal: plan.grandFinal,
        },
      ];
    case 'roundRobin':
      return [
        {
          name: t('tournaments.plan.stageName.roundRobin'),
          roundType: 3,
          ...bestOf(plan),
          legs: Number(plan.legs) as 1 | 2,
          ...some('groupCount', plan.groupCount),
        },
      ];
    case 'swiss':
      return [
        {
          name: t('tournaments.plan.stageName.swiss'),
          roundType: 4,
          ...bestOf(plan),
          ...some('swissStages', plan.swissStages),
        },
      ];
    case 'groupsPlayoffs':
      return [
        {
          name: t('tournaments.stages.defaults.groups'),
          roundType: 3,
          ...bestOf(plan),
          ...some('groupCount', plan.groupCount),
          qualifiers: some('perGroup', plan.perGroup),
        },
        {
          name: t('tournaments.stages.defaults.playoffs'),
          roundType: Number(plan.playoffFormat) as 1 | 2,
          ...bestOf(plan),
          ...(plan.playoffFormat === '1'
            ? { thirdPlaceMatch: plan.thirdPlaceMatch }
            : { grandFinal: plan.grandFinal }),
        },
      ];
    case 'ffa':
      return [
        {
          name: t('tournaments.plan.stageName.lobbies'),
          roundType: 5,
          ...some('numberOfGroups', plan.groupCount),
          ...some('matchesPerGroup', plan.matchesPerGroup),
        },
      ];
    case 'later':
      return [];
  }
}
