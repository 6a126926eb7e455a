import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { Nullable } from '../../../http/schemas.js';
import { BracketSideName } from '../matches/index.js';
import { RoundTypeCode } from '../rounds/index.js';
import { StageInput } from './stage.schemas.js';

const PreviewBodySchema = Type.Object(
  {
    teamCount: Type.Integer({
      minimum: 2,
      maximum: 1024,
      description: 'Participants the first stage is planned for (e.g. the tournament’s team limit)',
    }),
    stages: Type.Array(StageInput, {
      minItems: 1,
      maxItems: 16,
      description:
        'The stages in playing order, exactly as `PUT /tournaments/{id}/stages` takes them',
    }),
  },
  { additionalProperties: false },
);
export const StagePreviewBody = Component('StagePreviewRequest', PreviewBodySchema, {
  teamCount: 8,
  stages: [{ name: 'Bracket', roundType: 2, grandFinal: 'double' }],
});
export type StagePreviewInput = Static<typeof StagePreviewBody>;

const PreviewLink = Component(
  'StagePreviewLink',
  Type.Object({
    matchNumber: Type.Integer({ minimum: 1, description: 'The match the participant moves to' }),
    slot: Type.Integer({ minimum: 1, maximum: 2, description: 'The side they take there' }),
  }),
);

const PreviewMatchSchema = Type.Object({
  matchNumber: Type.Integer({ minimum: 1 }),
  side: BracketSideName,
  round: Type.Integer({ minimum: 1 }),
  position: Type.Integer({ minimum: 1 }),
  participant1Seed: Nullable(
    Type.Integer({
      minimum: 1,
      description: 'Seed placed here at the start; null: decided by play',
    }),
  ),
  participant2Seed: Nullable(Type.Integer({ minimum: 1 })),
  isBye: Type.Boolean({ description: 'Decided without play: one side has nobody' }),
  winnerTo: Nullable(PreviewLink),
  loserTo: Nullable(PreviewLink),
});

const StagePreviewSchema = Type.Object({
  stageNumber: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  roundType: RoundTypeCode,
  teamCount: Type.Integer({ description: 'Participants the stage is played by' }),
  groupCount: Type.Integer({ description: 'Groups (lobbies for free-for-all); 1 for a bracket' }),
  matchCount: Type.Integer({
    description:
      'Matches that can be played, byes left out; an elimination bracket’s grand-final reset counts although it is played only when the losers-bracket finalist wins the first grand final',
  }),
  roundCount: Type.Integer({
    description:
      'Rounds of play: bracket columns (each side’s rounds, the grand final and its reset), round-robin matchdays, Swiss stages, or the matches each free-for-all lobby plays',
  }),
  matches: Type.Array(Component('StagePreviewMatch', PreviewMatchSchema), {
    description:
      'Duel stages: the empty bracket, seeds in their first-round places (Swiss: its first stage only). Empty for free-for-all',
  }),
});

export const StagePreview = Component(
  'StagePreview',
  Type.Object({
    teamCount: Type.Integer(),
    matchCount: Type.Integer({ description: 'Over every stage' }),
    roundCount: Type.Integer({ description: 'Over every stage' }),
    stages: Type.Array(Component('StagePreviewStage', StagePreviewSchema)),
  }),
);
export type StagePreviewView = Static<typeof StagePreview>;
export type StagePreviewStageView = StagePreviewView['stages'][number];
