import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { IntegerCode, Nullable } from '../../http/schemas.js';
import {
  DuelDetailSchema,
  DuelMatchSchema,
  DuelStandingLineSchema,
  FfaStandingLine,
  GroupItemSchema,
  PARTICIPANT_TYPE_NAMES,
  RoundStatusCode,
  RoundTypeCode,
} from '../brackets/index.js';
import { ShareSlug, TournamentDetailSchema } from '../tournaments/index.js';

/*
 * The public page's data: the integration reads' own schemas, picked down to what anyone may
 * see. Left out on purpose: external ids (the integrator's ids of teams and users), `isMe`,
 * game extras, registrations, passwords and anything about payments.
 */

const PublicTournamentSchema = Type.Object({
  shareSlug: ShareSlug(),
  name: TournamentDetailSchema.properties.tournamentName,
  ...Type.Pick(TournamentDetailSchema, [
    'description',
    'color',
    'image',
    'coverImage',
    'status',
    'matchType',
    'tournamentFormat',
    'startTime',
    'endTime',
    'gameName',
    'organiserName',
    'enrollmentLimit',
  ]).properties,
  participantType: Component(
    'ParticipantType',
    IntegerCode(PARTICIPANT_TYPE_NAMES, 'Participant type'),
  ),
  winnerName: Nullable(Type.String({ description: 'The champion, once there is one' })),
});
const PublicTournament = Component('PublicTournament', PublicTournamentSchema);

const PublicDuelDetail = Component(
  'PublicDuelDetail',
  Type.Omit(DuelDetailSchema, ['participant1ExternalId', 'participant2ExternalId']),
);

const PublicMatchSchema = Type.Object({
  ...Type.Pick(DuelMatchSchema, [
    'matchId',
    'matchNumber',
    'matchStatus',
    'matchResult',
    'scheduledAt',
    'bestOf',
    'isBye',
    'bracket',
  ]).properties,
  duelDetail: PublicDuelDetail,
});
const PublicMatch = Component('PublicMatch', PublicMatchSchema);

const PublicStandingLine = Component(
  'PublicDuelStandingLine',
  Type.Omit(DuelStandingLineSchema, ['participantExternalId', 'isMe']),
);

const FfaMatchResultSchema = Type.Object({
  matchNumber: Type.Integer({ minimum: 1 }),
  placements: Type.Array(
    Type.Object({
      participantId: Type.String({ format: 'uuid' }),
      placement: Type.Integer({ minimum: 1 }),
      finishes: Type.Integer(),
      knocks: Type.Integer(),
    }),
    { description: 'Best placement first' },
  ),
});
const FfaMatchResult = Component('FfaMatchResult', FfaMatchResultSchema);

const PublicGroupSchema = Type.Object({
  ...Type.Pick(GroupItemSchema, [
    'id',
    'groupName',
    'maxParticipants',
    'participantCount',
    'scheduledAt',
  ]).properties,
  standings: Type.Array(FfaStandingLine, { description: "The group's points leaderboard" }),
  matches: Type.Array(FfaMatchResult, { description: 'The matches reported so far' }),
});
const PublicGroup = Component('PublicGroup', PublicGroupSchema);

const PublicRoundSchema = Type.Object({
  roundId: Type.String({ format: 'uuid' }),
  roundNumber: Type.Integer({ minimum: 1 }),
  roundType: RoundTypeCode,
  roundStatus: RoundStatusCode,
  name: Nullable(Type.String()),
  matchesPerGroup: Type.Integer({ description: 'FFA: matches each group plays; duel: 0' }),
  matches: Type.Array(PublicMatch, { description: 'Duel rounds: every match; FFA rounds: empty' }),
  standings: Type.Array(PublicStandingLine, {
    description: "Duel rounds: the round's standings; FFA rounds: empty",
  }),
  groups: Type.Array(PublicGroup, { description: 'FFA rounds: every group; duel rounds: empty' }),
});
const PublicRound = Component('PublicRound', PublicRoundSchema);
export type PublicRoundView = Static<typeof PublicRound>;

const PublicTournamentPageSchema = Type.Object({
  tournament: PublicTournament,
  rounds: Type.Array(PublicRound, { description: 'In round order' }),
});
export const PublicTournamentPage = Component('PublicTournamentPage', PublicTournamentPageSchema);
export type PublicTournamentPageView = Static<typeof PublicTournamentPage>;
