import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { EXAMPLE_ID } from '../../../http/examples.js';
import { IntegerCode, Nullable, Page, PageQuery, Uuid } from '../../../http/schemas.js';
import { MATCH_RESULT_NAMES, MATCH_STATUS_NAMES, PARTICIPANT_TYPE_NAMES } from '../codes.js';

const MatchStatusCode = Component('MatchStatus', IntegerCode(MATCH_STATUS_NAMES, 'Match status'));
const Result = Component(
  'MatchResult',
  IntegerCode(MATCH_RESULT_NAMES, 'Result of a match or of one game'),
);
const ParticipantType = Component(
  'ParticipantType',
  IntegerCode(PARTICIPANT_TYPE_NAMES, 'Participant type'),
);

const MatchGameSchema = Type.Object({
  matchGameId: Uuid(),
  matchId: Uuid(),
  gameSerial: Type.Integer(),
  mapId: Nullable(Uuid()),
  mapName: Nullable(Type.String()),
  participant1Score: Type.Integer(),
  participant2Score: Type.Integer(),
  winnerId: Nullable(Uuid()),
  gameResult: Result,
  extraData: Nullable(Type.String()),
  scheduledAt: Nullable(Type.String({ format: 'date-time' })),
});
const MatchGame = Component('MatchGame', MatchGameSchema);

export const DuelDetailSchema = Type.Object({
  participant1Id: Nullable(Uuid()),
  participant1Name: Nullable(Type.String()),
  participant1Logo: Nullable(Type.String()),
  participant1ExternalId: Nullable(Type.String()),
  participant1Type: ParticipantType,
  participant2Id: Nullable(Uuid()),
  participant2Name: Nullable(Type.String()),
  participant2Logo: Nullable(Type.String()),
  participant2ExternalId: Nullable(Type.String()),
  participant2Type: ParticipantType,
  participant1Score: Type.Integer({ description: 'Games won by participant 1' }),
  participant2Score: Type.Integer({ description: 'Games won by participant 2' }),
  winnerTeamId: Nullable(Uuid()),
  mapId: Nullable(Uuid()),
  mapName: Nullable(Type.String()),
  duration: Nullable(Type.Integer()),
});
const DuelDetail = Component('DuelDetail', DuelDetailSchema);

/** The engine's bracket labels, stored per match (`matches.bracket`). */
export const BRACKET_SIDES = [
  'winners',
  'losers',
  'grand_final',
  'grand_final_reset',
  'third_place',
  'round_robin',
  'swiss',
] as const;
export type BracketSide = (typeof BRACKET_SIDES)[number];

export const BracketSideName = Component(
  'BracketSide',
  Type.Union(
    BRACKET_SIDES.map((side) => Type.Literal(side)),
    {
      description:
        'Where a duel match sits: the winners or losers bracket, the grand final or its reset, the third-place match (elimination rounds), or the round-robin / Swiss schedule',
    },
  ),
);

const MatchSlotLinkSchema = Type.Object({
  matchId: Uuid('The match the participant moves to'),
  slot: IntegerCode({ 1: 'Participant1', 2: 'Participant2' }, 'The side they take there'),
});
const MatchSlotLink = Component('MatchSlotLink', MatchSlotLinkSchema);

const MatchBracketSchema = Type.Object({
  side: BracketSideName,
  round: Type.Integer({
    minimum: 1,
    description:
      'Round within the side, from 1 (for round robin and Swiss: the stage the match is played in)',
  }),
  position: Type.Integer({
    minimum: 1,
    description:
      'Order within that round and side, from 1; the matches feeding position p of round r+1 are 2p-1 and 2p',
  }),
  winnerTo: Nullable(MatchSlotLink),
  loserTo: Nullable(MatchSlotLink),
});
const MatchBracket = Component('MatchBracket', MatchBracketSchema);

export const DuelMatchSchema = Type.Object({
  matchId: Uuid(),
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  roundId: Uuid(),
  roundName: Type.String(),
  matchNumber: Type.Integer(),
  matchStatus: MatchStatusCode,
  matchResult: Result,
  scheduledAt: Nullable(Type.String({ format: 'date-time' })),
  bestOf: Type.Integer(),
  games: Type.Array(MatchGame),
  duelDetail: DuelDetail,
  bracket: MatchBracket,
  isBye: Type.Boolean({
    description:
      'Decided without play because one side has no participant (a bye of the seeding, or a slot its feeder left empty); the other side advances',
  }),
});
export const DuelMatch = Component('Match', DuelMatchSchema);
export type DuelMatchView = Static<typeof DuelMatch>;

export const DuelMatchPage = Page('matches', DuelMatch);

export const DuelMatchQuery = Type.Object({
  tournamentId: Uuid('Tournament whose matches are listed', EXAMPLE_ID.tournament),
  roundId: Type.Optional(Uuid('Only this round')),
  matchStatus: Type.Optional(IntegerCode(MATCH_STATUS_NAMES, 'Only matches in this status')),
  ...PageQuery,
});
export type DuelMatchQueryInput = Static<typeof DuelMatchQuery>;

export const GameScore = Component(
  'GameScore',
  Type.Object(
    {
      participant1Score: Type.Integer({ minimum: 0, maximum: 1000000 }),
      participant2Score: Type.Integer({ minimum: 0, maximum: 1000000 }),
      mapName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
);

const ReportResultBodySchema = Type.Object(
  {
    games: Type.Array(GameScore, {
      maxItems: 9,
      description: 'Games in play order; may be empty only with forfeitBy',
    }),
    forfeitBy: Type.Optional(
      IntegerCode(
        { 1: 'Participant1', 2: 'Participant2' },
        'The participant who forfeited and loses',
      ),
    ),
  },
  { additionalProperties: false },
);
export const ReportResultBody = Component('ReportMatchResultRequest', ReportResultBodySchema, {
  games: [
    { participant1Score: 13, participant2Score: 9, mapName: 'Ascent' },
    { participant1Score: 13, participant2Score: 11, mapName: 'Bind' },
  ],
});
export type ReportResultInput = Static<typeof ReportResultBody>;

export const MatchParams = Type.Object({ matchId: Uuid('Match id', EXAMPLE_ID.match) });
