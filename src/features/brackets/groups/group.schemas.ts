import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { EXAMPLE_ID } from '../../../http/examples.js';
import { Nullable, Page, PageQuery, Uuid } from '../../../http/schemas.js';

export const GroupItemSchema = Type.Object({
  id: Uuid(),
  tournamentRoundId: Uuid(),
  groupName: Type.String(),
  maxParticipants: Type.Integer(),
  participantCount: Type.Integer(),
  versions: Type.Array(Type.Integer(), {
    description: 'Every revision of the group so far, 1..version',
  }),
  scheduledAt: Nullable(
    Type.String({
      format: 'date-time',
      description:
        "When the group's first match starts (its matches follow in a row); null until scheduled",
    }),
  ),
});
const GroupItem = Component('GroupSummary', GroupItemSchema);

const GroupDetailSchema = Type.Object({
  ...GroupItemSchema.properties,
  tournamentId: Uuid(),
  tournamentRoundName: Type.String(),
  version: Type.Integer({
    description: 'Current revision: 1 at generation, +1 per results change',
  }),
});
export const GroupDetail = Component('Group', GroupDetailSchema);

export const GroupPage = Page('items', GroupItem);

export const GroupListQuery = Type.Object({
  roundId: Uuid('Round whose groups are listed', EXAMPLE_ID.round),
  ...PageQuery,
});
export type GroupListQueryInput = Static<typeof GroupListQuery>;

export const GroupParams = Type.Object({ groupId: Uuid('Group id', EXAMPLE_ID.group) });

const FfaStandingLineSchema = Type.Object({
  participantId: Uuid(),
  participantName: Type.String(),
  points: Type.Number(),
  finishes: Type.Integer(),
  knocks: Type.Integer(),
  bestPlacement: Nullable(Type.Integer()),
  matchesPlayed: Type.Integer(),
  rank: Type.Integer({
    minimum: 1,
    description:
      'Competition rank ("1, 2, 2, 4"): lines equal on points and on every tiebreaker of the round (default finishes, bestPlacement) share it',
  }),
  tiebreakers: Type.Record(Type.String(), Nullable(Type.Number()), {
    description:
      "The value of each of the round's tiebreakers that ranked this line, by name, in the order applied (bestPlacement: null before a result, lower first)",
  }),
});
export const FfaStandingLine = Component('FfaStandingLine', FfaStandingLineSchema);

const FfaStandingsSchema = Type.Object({
  groupId: Uuid(),
  standings: Type.Array(FfaStandingLine),
});
export const FfaStandings = Component('FfaStandings', FfaStandingsSchema);

const FfaPlacement = Component(
  'FfaPlacement',
  Type.Object(
    {
      participantId: Uuid(),
      placement: Type.Integer({ minimum: 1, maximum: 1000 }),
      finishes: Type.Integer({ minimum: 0, maximum: 10000 }),
      knocks: Type.Integer({ minimum: 0, maximum: 10000 }),
    },
    { additionalProperties: false },
  ),
);

const FfaResultBodySchema = Type.Object(
  {
    matchNumber: Type.Integer({ minimum: 1, maximum: 100 }),
    placements: Type.Array(FfaPlacement, { minItems: 1, maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export const FfaResultBody = Component('RecordFfaResultsRequest', FfaResultBodySchema, {
  matchNumber: 1,
  placements: [
    { participantId: EXAMPLE_ID.ffaParticipant1, placement: 1, finishes: 7, knocks: 9 },
    { participantId: EXAMPLE_ID.ffaParticipant2, placement: 2, finishes: 4, knocks: 5 },
  ],
});
export type FfaResultInput = Static<typeof FfaResultBody>;
