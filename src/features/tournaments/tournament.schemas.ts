import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID, EXAMPLE_USER } from '../../http/examples.js';
import {
  DateTime,
  ExternalUserId,
  HttpUrl,
  IntegerCode,
  Nullable,
  Page,
  PageQuery,
  Uuid,
} from '../../http/schemas.js';

/** Tournament `status`: see DESIGN.md, integer codes. */
export const TOURNAMENT_STATUS = {
  DRAFT: 0,
  UPCOMING: 1,
  ONGOING: 2,
  COMPLETED: 3,
  CANCELLED: 4,
} as const;
export const STATUS_NAMES: Record<number, string> = {
  0: 'Draft',
  1: 'Upcoming',
  2: 'Ongoing',
  3: 'Completed',
  4: 'Cancelled',
};

const Status = Component('TournamentStatus', IntegerCode(STATUS_NAMES, 'Tournament status'));
const MatchType = Component('MatchType', IntegerCode({ 1: 'Duel', 2: 'FreeForAll' }, 'Match type'));
const Money = Type.Number({ minimum: 0, maximum: 1e12 });
const Color = Type.String({
  pattern: '^#[0-9a-fA-F]{6}$',
  maxLength: 7,
  description: 'Hex colour, e.g. #1A2B3C',
});
const Members = (description: string) => Type.Integer({ minimum: 1, maximum: 100, description });

const PointsSystemInputSchema = Type.Object(
  {
    pointsPerFinish: Type.Number({ description: 'Points per finish (elimination)' }),
    pointsPerKnock: Type.Number({ description: 'Points per knock (knock-down)' }),
    placementPoints: Type.Object(
      {},
      {
        patternProperties: { '^[1-9][0-9]{0,3}$': Type.Number() },
        additionalProperties: false,
        maxProperties: 1000,
        description: 'Placement (a positive integer, as a key) to points, e.g. {"1": 10, "2": 6}',
      },
    ),
  },
  { additionalProperties: false },
);
const PointsSystemInput = Component('PointsSystem', PointsSystemInputSchema);

const PrizeDistributionInputSchema = Type.Object(
  {
    positions: Type.Array(
      Type.Object(
        { prize: Type.String({ maxLength: 200 }), amount: Type.Number() },
        { additionalProperties: false },
      ),
      { maxItems: 1000 },
    ),
    special: Type.Array(Type.Unknown(), {
      maxItems: 1000,
      description: 'Special prizes, free form',
    }),
  },
  { additionalProperties: false },
);
const PrizeDistributionInput = Component('PrizeDistribution', PrizeDistributionInputSchema);

/** The writable fields; creation requires some of them, an update takes any. */
const writable = {
  tournamentName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  gameId: Uuid('Must name an existing game, else 400 naming gameId'),
  description: Type.String({ maxLength: 10000 }),
  enrollmentLimit: Type.Integer({
    minimum: 1,
    maximum: 100000,
    description: 'Most participants (pending + approved)',
  }),
  maxTeamMembers: Members('Most members a registering team may have'),
  minTeamMembers: Members('Fewest members a registering team may have; at most maxTeamMembers'),
  startTime: DateTime('At or after registrationDeadline'),
  endTime: DateTime('At or after startTime'),
  registrationDeadline: DateTime('At or before startTime'),
  isOnline: Type.Boolean(),
  matchType: MatchType,
  tournamentFormat: Nullable(Type.String({ maxLength: 200 })),
  teamType: Type.String({ minLength: 1, maxLength: 50, description: 'A team-size kind, e.g. 5v5' }),
  color: Color,
  prizePool: Money,
  entryFee: Money,
  entryFeeCurrencyId: Nullable(
    Uuid(
      'Must name an existing currency, else 400 naming the field; required when entryFee is above 0',
    ),
  ),
  prizePoolCurrencyId: Nullable(
    Uuid(
      'Must name an existing currency, else 400 naming the field; required when prizePool is above 0',
    ),
  ),
  rules: Type.Object(
    {},
    { additionalProperties: true, maxProperties: 200, description: 'Free key/value entries' },
  ),
  pointsSystem: PointsSystemInput,
  prizeDistribution: PrizeDistributionInput,
  bracketData: Nullable(
    Type.String({ maxLength: 100000, description: 'Opaque text, returned as given' }),
  ),
  watchUrls: Nullable(
    Type.Array(HttpUrl(), { maxItems: 20, description: 'Returned as a JSON array string' }),
  ),
  joinLink: Nullable(HttpUrl()),
  image: Nullable(HttpUrl()),
  coverImage: Nullable(HttpUrl()),
  isTrending: Type.Boolean(),
  isFeatured: Type.Boolean(),
  instantRegistrations: Type.Boolean(),
  checkInWindowMinutes: Nullable(
    Type.Integer({
      minimum: 1,
      maximum: 10080,
      description:
        'Check-in opens this many minutes before startTime and closes at it; null (the default) turns check-in off. With check-in on, generating a round seeds checked-in participants only and marks the others no-shows',
    }),
  ),
  waitlistEnabled: Type.Boolean({
    description:
      'When true, registering for a full tournament joins its waitlist (status 5) instead of failing with TOURNAMENT_FULL; a freed place goes to the first on it. Default false',
  }),
  password: Nullable(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Stored only as a salted Argon2id hash; null removes the protection',
    }),
  ),
  organiserName: Type.String({
    minLength: 1,
    maxLength: 200,
    description: "Defaults to the tenant's name",
  }),
  organiserImage: Nullable(HttpUrl()),
};

const REQUIRED = [
  'tournamentName',
  'gameId',
  'enrollmentLimit',
  'maxTeamMembers',
  'minTeamMembers',
  'startTime',
  'endTime',
  'registrationDeadline',
  'matchType',
  'teamType',
  'color',
] as const;

const CreateTournamentBodySchema = Type.Composite(
  [
    Type.Pick(Type.Object(writable), REQUIRED),
    Type.Partial(Type.Omit(Type.Object(writable), REQUIRED)),
  ],
  { additionalProperties: false },
);
export const CreateTournamentBody = Component(
  'CreateTournamentRequest',
  CreateTournamentBodySchema,
  {
    tournamentName: 'Spring Showdown 2027',
    gameId: EXAMPLE_ID.game,
    description: 'Single-elimination 5v5 cup for EU teams.',
    enrollmentLimit: 16,
    minTeamMembers: 5,
    maxTeamMembers: 7,
    startTime: '2027-03-06T18:00:00.000Z',
    endTime: '2027-03-07T22:00:00.000Z',
    registrationDeadline: '2027-03-05T23:59:59.000Z',
    isOnline: true,
    matchType: 1,
    teamType: '5v5',
    color: '#2B6CB0',
    prizePool: 1000,
    entryFee: 10,
    entryFeeCurrencyId: EXAMPLE_ID.currency,
    prizePoolCurrencyId: EXAMPLE_ID.currency,
    rules: { format: 'Best of 3', maps: 'Ascent, Bind, Haven' },
    pointsSystem: {
      pointsPerFinish: 1,
      pointsPerKnock: 0.5,
      placementPoints: { '1': 10, '2': 6, '3': 4 },
    },
    prizeDistribution: {
      positions: [
        { prize: '1st', amount: 600 },
        { prize: '2nd', amount: 400 },
      ],
      special: [],
    },
  },
);
const UpdateTournamentBodySchema = Type.Partial(Type.Object(writable), {
  additionalProperties: false,
  minProperties: 1,
  description: 'Only the fields sent change; the merged result is validated as on creation',
});
export const UpdateTournamentBody = Component(
  'UpdateTournamentRequest',
  UpdateTournamentBodySchema,
  {
    description: 'Single-elimination 5v5 cup, now with a third-place match.',
    prizePool: 1500,
    isFeatured: true,
  },
);
export type CreateTournamentInput = Static<typeof CreateTournamentBody>;
export type UpdateTournamentInput = Static<typeof UpdateTournamentBody>;

const StatusBodySchema = Type.Object(
  { status: Status },
  {
    additionalProperties: false,
    description:
      'Lifecycle: Draft → Upcoming → Ongoing → Completed; anything not Completed → Cancelled',
  },
);
export const StatusBody = Component('ChangeTournamentStatusRequest', StatusBodySchema, {
  status: 2,
});

/** `/tournaments/{id}` and the sub-paths the contract names with `id` (rules, points-system, …). */
export const TournamentParams = Type.Object({ id: Uuid('Tournament id', EXAMPLE_ID.tournament) });
/** Every other path under a tournament: the name the contract's registration paths use. */
export const TournamentIdParams = Type.Object({
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
});

export const DetailQuery = Type.Object({
  includeDrafts: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        "A draft is shown too (the organiser's console); needs the `manage` scope (403 without it)",
    }),
  ),
  externalUserId: Type.Optional(
    ExternalUserId(
      'External user id; fills hasJoined, canJoin, cannotJoinReason',
      EXAMPLE_USER.owner,
    ),
  ),
});

export const ListQuery = Type.Object({
  gameId: Type.Optional(Uuid()),
  status: Type.Optional(
    IntegerCode(STATUS_NAMES, 'Tournament status; 0 (drafts) only with includeDrafts=true'),
  ),
  isFeatured: Type.Optional(Type.Boolean()),
  search: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Only tournaments whose name contains this text (ASCII case ignored)',
    }),
  ),
  includeDrafts: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        "Every status, drafts included (the organiser's dashboard); needs the `manage` scope (403 without it)",
    }),
  ),
  ...PageQuery,
  externalUserId: Type.Optional(
    ExternalUserId('External user id; fills hasJoined, canJoin, cannotJoinReason'),
  ),
});
export type ListFilters = Static<typeof ListQuery>;

export const MyTournamentsQuery = Type.Object({
  externalUserId: ExternalUserId(
    'External id of the user whose teams hold a pending or approved registration',
    EXAMPLE_USER.owner,
  ),
});

const JsonString = (description: string) =>
  Type.String({ description: `A string containing JSON: ${description}` });
const NullableText = (description: string) => Nullable(Type.String({ description }));
const NO_CURRENCY = 'Null when the amount is 0 and the organiser named no currency';

export const TournamentDetailSchema = Type.Object({
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  gameId: Uuid(),
  gameName: Type.String(),
  description: Type.String(),
  enrollmentLimit: Type.Integer(),
  maxTeamMembers: Type.Integer(),
  minTeamMembers: Type.Integer(),
  startTime: DateTime(),
  endTime: DateTime(),
  registrationDeadline: DateTime(),
  registrationOpen: Type.Boolean({
    description: 'Upcoming, before registrationDeadline and below enrollmentLimit',
  }),
  isOnline: Type.Boolean(),
  status: Status,
  matchType: MatchType,
  tournamentFormat: NullableText('Free text'),
  teamType: Type.String(),
  color: Type.String(),
  prizePool: Type.Number(),
  entryFee: Type.Number(),
  rules: JsonString('an object of free key/value entries'),
  prizeDistribution: JsonString('{positions: [{prize, amount}], special: []}'),
  pointsSystem: JsonString(
    '{pointsPerFinish, pointsPerKnock, placementPoints: {"1": points, ...}}',
  ),
  bracketData: NullableText(
    "Once the tournament has a round: its bracket layout, a string containing the JSON of the BracketData component (rounds → sides → rounds → match ids by position), derived from the rounds and matches. Before that: the organiser's own text, or null",
  ),
  watchUrls: NullableText('A string containing a JSON array of URLs'),
  joinLink: NullableText('URL'),
  image: NullableText('URL'),
  coverImage: NullableText('URL'),
  isTrending: Type.Boolean(),
  isFeatured: Type.Boolean(),
  isPasswordProtected: Type.Boolean(),
  instantRegistrations: Type.Boolean(),
  checkInWindowMinutes: Nullable(
    Type.Integer({
      description:
        'Minutes before startTime when check-in opens; null when the tournament has no check-in',
    }),
  ),
  waitlistEnabled: Type.Boolean({
    description: 'Whether registering for a full tournament joins a waitlist',
  }),
  winnerTeamId: Nullable(Uuid()),
  winnerTeamName: Nullable(Type.String()),
  organiserId: Uuid('The tenant id'),
  organiserName: Type.String(),
  organiserImage: NullableText('URL'),
  entryFeeCurrencyId: Nullable(Uuid(NO_CURRENCY)),
  prizePoolCurrencyId: Nullable(Uuid(NO_CURRENCY)),
  entryFeeCurrencyName: NullableText(NO_CURRENCY),
  prizePoolCurrencyName: NullableText(NO_CURRENCY),
  entryFeeCurrencySymbol: NullableText(NO_CURRENCY),
  prizePoolCurrencySymbol: NullableText(NO_CURRENCY),
  teamsJoinedCount: Type.Integer({ description: 'Pending plus approved registrations' }),
  hasJoined: Nullable(
    Type.Boolean({
      description:
        'Whether a team of the user is registered (pending, approved or on the waitlist); null unless externalUserId is given',
    }),
  ),
  canJoin: Nullable(Type.Boolean({ description: 'Null unless externalUserId is given' })),
  cannotJoinReason: NullableText('Why canJoin is false; null otherwise'),
});
export const TournamentDetail = Component('Tournament', TournamentDetailSchema);
export type TournamentDetailView = Static<typeof TournamentDetail>;

/** The fields a list item leaves out (spec: Tournament list item). */
const LIST_OMITTED = [
  'tournamentFormat',
  'rules',
  'prizeDistribution',
  'pointsSystem',
  'bracketData',
  'watchUrls',
  'joinLink',
  'winnerTeamId',
  'winnerTeamName',
  'organiserId',
  'organiserName',
  'organiserImage',
  'checkInWindowMinutes',
  'waitlistEnabled',
] as const;

export const TournamentListItem = Component(
  'TournamentSummary',
  Type.Omit(TournamentDetailSchema, LIST_OMITTED),
);
export type TournamentListItemView = Static<typeof TournamentListItem>;
export const TournamentPage = Page('items', TournamentListItem);

const PointsSystemViewSchema = Type.Object({
  tournamentId: Uuid(),
  pointsSystem: TournamentDetailSchema.properties.pointsSystem,
});
export const PointsSystemView = Component('TournamentPointsSystem', PointsSystemViewSchema);
const PrizeDistributionViewSchema = Type.Object({
  tournamentId: Uuid(),
  prizeDistribution: TournamentDetailSchema.properties.prizeDistribution,
});
export const PrizeDistributionView = Component(
  'TournamentPrizeDistribution',
  PrizeDistributionViewSchema,
);
const RulesViewSchema = Type.Object({
  tournamentId: Uuid(),
  rules: TournamentDetailSchema.properties.rules,
});
export const RulesView = Component('TournamentRules', RulesViewSchema);
