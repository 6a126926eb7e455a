import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { DateTime, IntegerCode, Nullable, Uuid } from '../../../http/schemas.js';
import { ALL_OPTION_FIELDS } from '../formats/index.js';
import {
  RoundFormatOptions,
  RoundStatusCode,
  RoundTypeCode,
  TiebreakerList,
} from '../rounds/index.js';

const QualifiersSchema = Type.Object(
  {
    perGroup: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description:
          "The top N of every group go through (round robin with groups, free-for-all heats): group winners are seeded first, then runners-up, ordered so that the next stage's first round keeps group mates apart where it can",
      }),
    ),
    topN: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10000,
        description:
          "The top N of the stage's final standing go through, seeded in that order (1 meets N in an elimination bracket)",
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Who goes through to the next stage: exactly one of `perGroup` and `topN`. Every stage but the last has one; elimination stages can only be last',
  },
);
const StageQualifiers = Component('StageQualifiers', QualifiersSchema);

const StageInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: "The stage's round name" }),
    roundType: RoundTypeCode,
    description: Type.Optional(Type.String({ maxLength: 4000 })),
    startDate: Type.Optional(DateTime("Default: the tournament's start")),
    endDate: Type.Optional(DateTime("Default: the tournament's end")),
    bestOf: Type.Optional(
      IntegerCode(
        { 1: 'BestOf1', 3: 'BestOf3', 5: 'BestOf5', 7: 'BestOf7', 9: 'BestOf9' },
        'Games per duel match; default 1',
      ),
    ),
    // The format's own settings, as when creating a round: another format's are a 400.
    ...ALL_OPTION_FIELDS,
    tiebreakers: Type.Optional(
      TiebreakerList(
        "The stage's tiebreaker order, which also decides its qualifiers; the format's default when absent",
      ),
    ),
    qualifiers: Type.Optional(StageQualifiers),
  },
  { additionalProperties: false },
);
export const StageInput = Component('StageInput', StageInputSchema);
export type StageInputValue = Static<typeof StageInput>;

const DeclareStagesBodySchema = Type.Object(
  {
    stages: Type.Array(StageInput, {
      minItems: 1,
      maxItems: 16,
      description: 'The stages in playing order; each becomes one round, numbered from 1',
    }),
  },
  { additionalProperties: false },
);
export const DeclareStagesBody = Component('DeclareStagesRequest', DeclareStagesBodySchema, {
  stages: [
    {
      name: 'Groups',
      roundType: 3,
      groupCount: 2,
      tiebreakers: ['headToHead', 'scoreDifference'],
      qualifiers: { perGroup: 2 },
    },
    { name: 'Playoffs', roundType: 1, bestOf: 3, thirdPlaceMatch: true },
  ],
});
export type DeclareStagesInput = Static<typeof DeclareStagesBody>;

const QualifiedSchema = Type.Object({
  seed: Type.Integer({ minimum: 1, description: 'Seed in the next stage (1 = top)' }),
  participantId: Uuid(),
  participantName: Type.String(),
});

const StageSchema = Type.Object({
  stageNumber: Type.Integer({ minimum: 1, description: 'Playing order, from 1' }),
  roundId: Uuid('The round the stage is in every round, match and standings read'),
  name: Type.String(),
  roundType: RoundTypeCode,
  status: RoundStatusCode,
  bestOf: Type.Integer(),
  options: RoundFormatOptions,
  tiebreakers: TiebreakerList('The order that ranks the stage and picks its qualifiers'),
  qualifiers: Nullable(StageQualifiers),
  teamCount: Type.Integer({ description: 'Participants seeded into the stage (0 before)' }),
  qualified: Type.Array(Component('StageQualified', QualifiedSchema), {
    description:
      'Who went through to the next stage, in its seed order; empty until this stage completes (and on the last stage)',
  }),
});
const Stage = Component('Stage', StageSchema);

export const StageList = Component(
  'StageList',
  Type.Object({
    tournamentId: Uuid(),
    stages: Type.Array(Stage, { description: 'Empty when the tournament declares no stages' }),
  }),
);
export type StageListView = Static<typeof StageList>;
