import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { EXAMPLE_ID } from '../../../http/examples.js';
import { DateTime, IntegerCode, Nullable, Uuid } from '../../../http/schemas.js';
import { ROUND_STATUS_NAMES } from '../codes.js';
import { ALL_OPTION_FIELDS, ROUND_TYPE_NAMES } from '../formats/index.js';
import { TIEBREAKERS } from '@tourney/engine';

export const RoundTypeCode = Component('RoundType', IntegerCode(ROUND_TYPE_NAMES, 'Round format'));
export const RoundStatusCode = Component(
  'RoundStatus',
  IntegerCode(ROUND_STATUS_NAMES, 'Round status'),
);

const TiebreakerName = Component(
  'TiebreakerName',
  Type.Union(
    TIEBREAKERS.map((name) => Type.Literal(name)),
    {
      description:
        "A tiebreaker of the catalogue. Duel rounds: matchPoints (3 a win, 1 a draw), headToHead (wins among exactly the tied), scoreDifference (game scores for minus against), gamesWon, buchholz (sum of the opponents' match scores, a win 1 and a draw ½), medianBuchholz (without the best and worst opponent), sonnebornBerger (opponents' scores, in full for a win and half for a draw), opponentMatchWinPct (opponents' mean share of match points, at least ⅓). Free-for-all rounds: ffaPoints, finishes, bestPlacement (lower first)",
    },
  ),
);

export const TiebreakerList = (description: string) =>
  Type.Array(TiebreakerName, { maxItems: TIEBREAKERS.length, description });

/** The spec's Round; `matchesPerGroup` is 0 for duel rounds. */
const RoundSchema = Type.Object({
  id: Uuid(),
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  roundName: Type.String(),
  description: Type.String(),
  teamCount: Type.Integer({
    description: 'Participants seeded into the round (0 before generation)',
  }),
  matchesPerGroup: Type.Integer(),
  startDate: DateTime(),
  endDate: DateTime(),
  roundType: RoundTypeCode,
  status: RoundStatusCode,
  numberOfMatches: Type.Integer({
    description: 'Duel: match rows (byes included); FFA: groups × matchesPerGroup',
  }),
});
const RoundFormatOptionsSchema = Type.Object(
  {
    thirdPlaceMatch: Type.Optional(Type.Boolean({ description: 'Single elimination' })),
    grandFinal: Type.Optional(
      Type.Union([Type.Literal('none'), Type.Literal('single'), Type.Literal('double')], {
        description: 'Double elimination',
      }),
    ),
    legs: Type.Optional(Type.Integer({ description: 'Round robin: 1 or 2' })),
    groupCount: Type.Optional(
      Type.Integer({ description: 'Round robin: groups the field is split into (absent: one)' }),
    ),
    swissStages: Type.Optional(
      Type.Integer({ description: 'Swiss: stages to play (fixed at generation when not given)' }),
    ),
    numberOfGroups: Type.Optional(
      Type.Integer({ description: 'FFA: the group count the organiser asked for' }),
    ),
    randomSeed: Type.Optional(
      Type.Integer({ description: 'The seed of the last generation seeded at random' }),
    ),
  },
  { description: "The round's format settings; only those of its format appear" },
);
export const RoundFormatOptions = Component('RoundFormatOptions', RoundFormatOptionsSchema);

/** The spec's Round plus additive fields a client needs to draw it. */
const RoundDetailSchema = Type.Object({
  ...RoundSchema.properties,
  roundNumber: Type.Integer({
    minimum: 1,
    description: 'Order within the tournament, from 1 (stage number)',
  }),
  bestOf: Type.Integer({ description: 'Games per duel match' }),
  options: RoundFormatOptions,
  tiebreakers: TiebreakerList(
    "The order that breaks ties in this round's standings after wins (FFA: after points): the organiser's, or its format's default",
  ),
  generatedAt: Nullable(DateTime()),
});
export const Round = Component('Round', RoundDetailSchema);
export type RoundView = Static<typeof Round>;

export const RoundListQuery = Type.Object({
  includeDrafts: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        "Also answer for a draft tournament (needs the `manage` scope; 403 without it). Without it a draft's rounds are a 404 like the draft itself",
    }),
  ),
});

const AssignedGroupSchema = Type.Object({
  id: Uuid(),
  tournamentRoundId: Uuid(),
  groupName: Type.String(),
  maxParticipants: Type.Integer(),
  groupVersion: Type.Integer(),
  scheduledAt: Nullable(
    Type.String({
      format: 'date-time',
      description: "When the group's first match starts; null until scheduled",
    }),
  ),
});
const AssignedGroup = Component('AssignedGroup', AssignedGroupSchema);

const FfaRoundSchema = Type.Object({
  ...Type.Omit(RoundSchema, ['tournamentName']).properties,
  roundNumber: Type.Integer(),
  numberOfGroups: Type.Integer(),
  assignedGroups: Type.Array(AssignedGroup),
});
const FfaRound = Component('FfaRound', FfaRoundSchema);

export const FfaAssignedDetails = Component(
  'FfaAssignedDetails',
  Type.Object({ rounds: Type.Array(FfaRound) }),
);

const CreateRoundBodySchema = Type.Object(
  {
    roundName: Type.String({ minLength: 1, maxLength: 200 }),
    roundType: RoundTypeCode,
    startDate: DateTime(),
    endDate: DateTime(),
    description: Type.Optional(Type.String({ maxLength: 4000 })),
    bestOf: Type.Optional(
      IntegerCode(
        { 1: 'BestOf1', 3: 'BestOf3', 5: 'BestOf5', 7: 'BestOf7', 9: 'BestOf9' },
        'Games per duel match; default 1',
      ),
    ),
    // Each format's own settings (see ./formats): given for another format they are a 400.
    ...ALL_OPTION_FIELDS,
    tiebreakers: Type.Optional(
      TiebreakerList(
        "Ordered tiebreakers of the round's standings, after wins (FFA: after points); names of the round's kind only, each once. Default: headToHead, scoreDifference (FFA: finishes, bestPlacement)",
      ),
    ),
  },
  { additionalProperties: false },
);
export const CreateRoundBody = Component('CreateRoundRequest', CreateRoundBodySchema, {
  roundName: 'Playoffs',
  roundType: 1,
  startDate: '2027-03-06T18:00:00.000Z',
  endDate: '2027-03-07T22:00:00.000Z',
  bestOf: 3,
  thirdPlaceMatch: true,
});
export type CreateRoundInput = Static<typeof CreateRoundBody>;

const SetTiebreakersBodySchema = Type.Object(
  {
    tiebreakers: TiebreakerList(
      "The round's new tiebreaker order, after wins (FFA: after points); names of the round's kind only, each once",
    ),
  },
  { additionalProperties: false },
);
export const SetTiebreakersBody = Component('SetTiebreakersRequest', SetTiebreakersBodySchema, {
  tiebreakers: ['matchPoints', 'buchholz', 'headToHead'],
});
export type SetTiebreakersInput = Static<typeof SetTiebreakersBody>;

const ExplicitSeedingSchema = Type.Object(
  {
    mode: Type.Literal('explicit'),
    seeds: Type.Record(Uuid(), Type.Integer({ minimum: 1, maximum: 100000 }), {
      maxProperties: 10000,
      description: 'participantId → seed (1 = top); every approved participant needs one',
    }),
  },
  { additionalProperties: false },
);
const ExplicitSeeding = Component('ExplicitSeeding', ExplicitSeedingSchema);
const RandomSeedingSchema = Type.Object(
  { mode: Type.Literal('random'), randomSeed: Type.Integer({ minimum: 0, maximum: 4294967295 }) },
  { additionalProperties: false },
);
const RandomSeeding = Component('RandomSeeding', RandomSeedingSchema);

const RatingSeedingSchema = Type.Object(
  { mode: Type.Literal('rating') },
  {
    additionalProperties: false,
    description:
      "Best rating first (`seedBy: rating`): a team's rating is its roster's mean; ties keep the registrations' order",
  },
);
const RatingSeeding = Component('RatingSeeding', RatingSeedingSchema);

const GenerateBodySchema = Type.Object(
  { seeding: Type.Optional(Type.Union([ExplicitSeeding, RandomSeeding, RatingSeeding])) },
  { additionalProperties: false },
);
export const GenerateBody = Component('GenerateRoundRequest', GenerateBodySchema, {
  seeding: { mode: 'random', randomSeed: 20270306 },
});
export type GenerateInput = Static<typeof GenerateBody>;

export const RoundParams = Type.Object({ roundId: Uuid('Round id', EXAMPLE_ID.round) });
