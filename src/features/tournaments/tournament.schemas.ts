import { Type, type Static } from '@sinclair/typebox';
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
const VISIBLE_STATUS_NAMES = Object.fromEntries(
  Object.entries(STATUS_NAMES).filter(([code]) => code !== '0'),
);

const Status = IntegerCode(STATUS_NAMES, 'Tournament status');
const MatchType = IntegerCode({ 1: 'Duel', 2: 'FreeForAll' }, 'Match type');
const Money = Type.Number({ minimum: 0, maximum: 1e12 });
const Color = Type.String({
  pattern: '^#[0-9a-fA-F]{6}$',
  maxLength: 7,
  description: 'Hex colour, e.g. #1A2B3C',
});
const Members = (description: string) => Type.Integer({ minimum: 1, maximum: 100, description });

const PointsSystemInput = Type.Object(
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

const PrizeDistributionInput = Type.Object(
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
  password: Nullable(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Stored only as a scrypt hash; null removes the protection',
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

export const CreateTournamentBody = Type.Composite(
  [
    Type.Pick(Type.Object(writable), REQUIRED),
    Type.Partial(Type.Omit(Type.Object(writable), REQUIRED)),
  ],
  { additionalProperties: false },
);
export const UpdateTournamentBody = Type.Partial(Type.Object(writable), {
  additionalProperties: false,
  minProperties: 1,
  description: 'Only the fields sent change; the merged result is validated as on creation',
});
export type CreateTournamentInput = Static<typeof CreateTournamentBody>;
export type UpdateTournamentInput = Static<typeof UpdateTournamentBody>;

export const StatusBody = Type.Object(
  { status: Status },
  {
    additionalProperties: false,
    description:
      'Lifecycle: Draft → Upcoming → Ongoing → Completed; anything not Completed → Cancelled',
  },
);

export const TournamentParams = Type.Object({ id: Uuid('Tournament id') });

export const DetailQuery = Type.Object({
  externalUserId: Type.Optional(
    ExternalUserId('External user id; fills hasJoined, canJoin, cannotJoinReason'),
  ),
});

export const ListQuery = Type.Object({
  gameId: Type.Optional(Uuid()),
  status: Type.Optional(
    IntegerCode(VISIBLE_STATUS_NAMES, 'Tournament status (drafts are never listed)'),
  ),
  isFeatured: Type.Optional(Type.Boolean()),
  ...PageQuery,
  externalUserId: Type.Optional(
    ExternalUserId('External user id; fills hasJoined, canJoin, cannotJoinReason'),
  ),
});
export type ListFilters = Static<typeof ListQuery>;

export const MyTournamentsQuery = Type.Object({
  externalUserId: ExternalUserId(
    'External id of the user whose teams hold a pending or approved registration',
  ),
});

const JsonString = (description: string) =>
  Type.String({ description: `A string containing JSON: ${description}` });
const NullableText = (description: string) => Nullable(Type.String({ description }));
const NO_CURRENCY = 'Null when the amount is 0 and the organiser named no currency';

export const TournamentDetail = Type.Object({
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
  bracketData: NullableText('Opaque text set by the organiser'),
  watchUrls: NullableText('A string containing a JSON array of URLs'),
  joinLink: NullableText('URL'),
  image: NullableText('URL'),
  coverImage: NullableText('URL'),
  isTrending: Type.Boolean(),
  isFeatured: Type.Boolean(),
  isPasswordProtected: Type.Boolean(),
  instantRegistrations: Type.Boolean(),
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
  hasJoined: Nullable(Type.Boolean({ description: 'Null unless externalUserId is given' })),
  canJoin: Nullable(Type.Boolean({ description: 'Null unless externalUserId is given' })),
  cannotJoinReason: NullableText('Why canJoin is false; null otherwise'),
});
export type TournamentDetailView = Static<typeof TournamentDetail>;

/** The fields a list item leaves out (spec: Tournament list item). */
export const LIST_OMITTED = [
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
] as const;

export const TournamentListItem = Type.Omit(TournamentDetail, LIST_OMITTED);
export type TournamentListItemView = Static<typeof TournamentListItem>;
export const TournamentPage = Page('items', TournamentListItem);

export const PointsSystemView = Type.Object({
  tournamentId: Uuid(),
  pointsSystem: TournamentDetail.properties.pointsSystem,
});
export const PrizeDistributionView = Type.Object({
  tournamentId: Uuid(),
  prizeDistribution: TournamentDetail.properties.prizeDistribution,
});
export const RulesView = Type.Object({
  tournamentId: Uuid(),
  rules: TournamentDetail.properties.rules,
});
