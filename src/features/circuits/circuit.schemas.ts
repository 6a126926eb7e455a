import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { DateTime, IntegerCode, Nullable, Page, PageQuery, Uuid } from '../../http/schemas.js';
import { PARTICIPANT_TYPE_NAMES } from '../brackets/index.js';
import { EmbedSnippets, ShareSlug, STATUS_NAMES } from '../tournaments/index.js';

// The same components as the tournaments' reads name.
const TournamentStatus = Component(
  'TournamentStatus',
  IntegerCode(STATUS_NAMES, 'Tournament status'),
);
const ParticipantType = Component(
  'ParticipantType',
  IntegerCode(PARTICIPANT_TYPE_NAMES, 'Participant type'),
);

const EXAMPLE_CIRCUIT_ID = EXAMPLE_ID.circuit;

const PlacementPointsSchema = Type.Object(
  {
    from: Type.Integer({
      minimum: 1,
      maximum: 100000,
      description: 'The first place of the range',
    }),
    to: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100000,
        description: 'The last place of the range; default `from` (a single place)',
      }),
    ),
    points: Type.Integer({ minimum: 0, maximum: 1000000 }),
  },
  { additionalProperties: false },
);
const PlacementPointsInput = Component('CircuitPlacementPoints', PlacementPointsSchema);

const StagePointsSchema = Type.Object(
  {
    stage: Type.Integer({
      minimum: 1,
      maximum: 64,
      description: "A stage of the member tournaments' stage plans: its round number",
    }),
    points: Type.Integer({ minimum: 0, maximum: 1000000 }),
  },
  { additionalProperties: false },
);
const StagePointsInput = Component('CircuitStagePoints', StagePointsSchema);

const RULE_FIELDS = {
  description: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  pointsTable: Type.Optional(
    Type.Array(PlacementPointsInput, {
      maxItems: 200,
      description:
        'Points by final place; ranges must not overlap. A shared place (3–4) earns the points of its best position (3). Places outside every range earn 0. Default: none',
    }),
  ),
  stagePoints: Type.Optional(
    Type.Array(StagePointsInput, {
      maxItems: 64,
      description:
        "Points for reaching a stage, added to the place's: the furthest listed stage at or before the one reached counts. Default: none",
    }),
  ),
  bestResults: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: "Only each participant's N highest-scoring results count; null: all",
      }),
    ),
  ),
  minEvents: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1000,
      description:
        'Results a participant needs to be ranked (others are listed unranked); default 1',
    }),
  ),
};

const Name = Type.String({ minLength: 1, maxLength: 200 });

export const CreateCircuitBody = Component(
  'CreateCircuitRequest',
  Type.Object(
    {
      name: Name,
      ...RULE_FIELDS,
      tournamentIds: Type.Optional(
        Type.Array(Uuid('A tournament of the same tenant'), {
          maxItems: 200,
          uniqueItems: true,
          description: 'Member tournaments to start with',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'Spring Series 2030',
    pointsTable: [
      { from: 1, points: 100 },
      { from: 2, points: 70 },
      { from: 3, to: 4, points: 50 },
      { from: 5, to: 8, points: 25 },
    ],
    bestResults: 3,
    minEvents: 2,
  },
);

export const UpdateCircuitBody = Component(
  'UpdateCircuitRequest',
  Type.Object({ name: Type.Optional(Name), ...RULE_FIELDS }, { additionalProperties: false }),
  { bestResults: null, minEvents: 1, stagePoints: [{ stage: 2, points: 10 }] },
);
export type CircuitInput = Static<typeof UpdateCircuitBody> & {
  tournamentIds?: string[] | undefined;
};

const MemberSchema = Type.Object({
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  status: TournamentStatus,
  startTime: DateTime(),
  counted: Type.Boolean({ description: 'Whether its places count: the tournament is completed' }),
});
const CircuitMember = Component('CircuitTournament', MemberSchema);

const PlacementPointsView = Type.Object({
  from: Type.Integer(),
  to: Type.Integer(),
  points: Type.Integer(),
});

const CircuitSchema = Type.Object({
  id: Uuid('Circuit id', EXAMPLE_CIRCUIT_ID),
  name: Type.String(),
  description: Nullable(Type.String()),
  pointsTable: Type.Array(PlacementPointsView, { description: 'Ranges by `from`' }),
  stagePoints: Type.Array(Type.Object({ stage: Type.Integer(), points: Type.Integer() })),
  bestResults: Nullable(Type.Integer()),
  minEvents: Type.Integer(),
  tournaments: Type.Array(CircuitMember, {
    description: 'Member tournaments by start time (drafts for the organiser only)',
  }),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export const Circuit = Component('Circuit', CircuitSchema);
export type CircuitView = Static<typeof Circuit>;

const CircuitListItemSchema = Type.Omit(CircuitSchema, ['tournaments']);
const CircuitListItem = Component(
  'CircuitListItem',
  Type.Object({
    ...CircuitListItemSchema.properties,
    tournamentCount: Type.Integer(),
    isPublic: Type.Boolean(),
  }),
);
export const CircuitPage = Page('circuits', CircuitListItem);
export const CircuitListQuery = Type.Object(PageQuery);

const ResultSchema = Type.Object({
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  placement: Type.Integer({ description: 'The best position of the place (3 for a shared 3–4)' }),
  placementEnd: Type.Integer({ description: 'The last position of a shared place' }),
  stageReached: Type.Integer({ description: 'The highest stage (round number) played in' }),
  points: Type.Integer({ description: "The place's points plus the stage's" }),
  counted: Type.Boolean({ description: 'false: outside the best N results' }),
});
const CircuitResult = Component('CircuitResult', ResultSchema);

const LineSchema = Type.Object({
  rank: Nullable(
    Type.Integer({
      description:
        'Shared by lines tied on points and places; null: fewer results than `minEvents` (listed after the ranked)',
    }),
  ),
  participantId: Uuid('The team id (team tournaments) or user id (solo)'),
  participantType: ParticipantType,
  participantName: Type.String(),
  participantLogo: Nullable(Type.String()),
  points: Type.Integer({ description: 'The sum of the counted results' }),
  eventsPlayed: Type.Integer(),
  eventsCounted: Type.Integer(),
  bestPlacement: Type.Integer(),
  results: Type.Array(CircuitResult, { description: "In the tournaments' order" }),
});
const CircuitStandingLine = Component('CircuitStandingLine', LineSchema);

const StandingsSchema = Type.Object({
  circuitId: Uuid(),
  circuitName: Type.String(),
  tournamentsCounted: Type.Integer({ description: 'Completed member tournaments' }),
  standings: Type.Array(CircuitStandingLine),
});
export const CircuitStandings = Component('CircuitStandings', StandingsSchema);
export type CircuitStandingsView = Static<typeof CircuitStandings>;

export const CircuitParams = Type.Object({ circuitId: Uuid('Circuit id', EXAMPLE_CIRCUIT_ID) });
export const CircuitMemberParams = Type.Object({
  circuitId: Uuid('Circuit id', EXAMPLE_CIRCUIT_ID),
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
});

const CircuitPublicationSchema = Type.Object({
  isPublic: Type.Boolean({ description: 'Whether the public page answers' }),
  shareSlug: Nullable(ShareSlug('Null until the circuit is first published')),
  pageUrl: Nullable(Type.String({ format: 'uri', description: '`/c/{shareSlug}` on this server' })),
  embedSnippets: Nullable(EmbedSnippets),
});
export const CircuitPublication = Component('CircuitPublication', CircuitPublicationSchema);
export type CircuitPublicationView = Static<typeof CircuitPublication>;

const PublicCircuitSchema = Type.Object({
  circuit: Type.Object({
    shareSlug: ShareSlug(),
    name: Type.String(),
    description: Nullable(Type.String()),
    pointsTable: Type.Array(PlacementPointsView),
    stagePoints: Type.Array(Type.Object({ stage: Type.Integer(), points: Type.Integer() })),
    bestResults: Nullable(Type.Integer()),
    minEvents: Type.Integer(),
  }),
  tournaments: Type.Array(CircuitMember, { description: 'Member tournaments, drafts left out' }),
  standings: Type.Array(CircuitStandingLine),
});
export const PublicCircuitPage = Component('PublicCircuitPage', PublicCircuitSchema);
export type PublicCircuitPageView = Static<typeof PublicCircuitPage>;
