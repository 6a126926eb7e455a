import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { IntegerCode, Nullable } from '../../http/schemas.js';
import { PARTICIPANT_TYPE_NAMES } from '../brackets/codes.js';
import { FfaStandingLine, GroupItemSchema } from '../brackets/group.schemas.js';
import { DuelDetailSchema, DuelMatchSchema } from '../brackets/match.schemas.js';
import { RoundStatusCode, RoundTypeCode } from '../brackets/round.schemas.js';
import { DuelStandingLineSchema } from '../brackets/standings.schemas.js';
import { EXAMPLE_SHARE_SLUG, ShareSlug } from '../tournaments/publication.schemas.js';
import { TournamentDetailSchema } from '../tournaments/tournament.schemas.js';

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
export const PublicTournament = Component('PublicTournament', PublicTournamentSchema);

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
export const PublicMatch = Component('PublicMatch', PublicMatchSchema);
export type PublicMatchView = Static<typeof PublicMatch>;

export const PublicStandingLine = Component(
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
export const FfaMatchResult = Component('FfaMatchResult', FfaMatchResultSchema);

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
export const PublicGroup = Component('PublicGroup', PublicGroupSchema);

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
export const PublicRound = Component('PublicRound', PublicRoundSchema);
export type PublicRoundView = Static<typeof PublicRound>;

const PublicTournamentPageSchema = Type.Object({
  tournament: PublicTournament,
  rounds: Type.Array(PublicRound, { description: 'In round order' }),
});
export const PublicTournamentPage = Component('PublicTournamentPage', PublicTournamentPageSchema);
export type PublicTournamentPageView = Static<typeof PublicTournamentPage>;

// Any text up to the router's limit: a slug that cannot exist is as unknown as one that does not.
export const ShareSlugParams = Type.Object({
  shareSlug: Type.String({
    maxLength: 128,
    description: 'The slug of a published tournament',
    examples: [EXAMPLE_SHARE_SLUG],
  }),
});

export const PublicTournamentQuery = Type.Object({
  after: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'The `id` of the last live event the page has seen (`/t/{shareSlug}/stream`). The answer is the same with or without it: it makes the URL new after each event, so that a CDN does not answer a refetch with the copy it kept from before the event, while every viewer of that event still asks for the same URL.',
      examples: ['0b8e7c52-4f1d-4a39-9e26-7d5c1b3a8f40'],
    }),
  ),
});
