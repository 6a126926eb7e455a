import { Type } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID, EXAMPLE_USER } from '../../http/examples.js';
import { ExternalUserId, IntegerCode, Nullable, Uuid } from '../../http/schemas.js';
import { PARTICIPANT_TYPE_NAMES } from './codes.js';

export const DuelStandingLineSchema = Type.Object({
  participantId: Uuid(),
  participantName: Type.String(),
  participantLogo: Nullable(Type.String()),
  participantExternalId: Type.String({
    description: "The team's (or solo user's) externalId; may be empty",
  }),
  participantType: Component(
    'ParticipantType',
    IntegerCode(PARTICIPANT_TYPE_NAMES, 'Participant type'),
  ),
  wins: Type.Integer(),
  losses: Type.Integer(),
  draws: Type.Integer(),
  matchCount: Type.Integer(),
  isMe: Type.Boolean(),
  rank: Type.Integer({
    minimum: 1,
    description:
      'Competition rank ("1, 2, 2, 4"): lines equal on wins and on every tiebreaker share it (the round\'s tiebreakers; the default headToHead, scoreDifference across all rounds)',
  }),
  tiebreakers: Type.Record(Type.String(), Type.Number(), {
    description:
      'The value of each tiebreaker that ranked this line, by name, in the order applied (headToHead counts wins among exactly the lines tied before it), so a reader sees why one line is above another',
  }),
});
export const DuelStandingLine = Component('DuelStandingLine', DuelStandingLineSchema);

const DuelStandingsSchema = Type.Object({
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  roundId: Nullable(Uuid()),
  roundName: Nullable(Type.String()),
  standings: Type.Array(DuelStandingLine),
});
export const DuelStandings = Component('DuelStandings', DuelStandingsSchema);

export const DuelStandingsQuery = Type.Object({
  roundId: Type.Optional(Uuid('Only this round; all duel rounds when absent')),
  externalUserId: Type.Optional(
    ExternalUserId('Marks the participants this user plays for with isMe', EXAMPLE_USER.owner),
  ),
});

export const AssignedDetailsQuery = Type.Object({
  externalUserId: ExternalUserId(
    'The user whose FFA group assignments are listed',
    EXAMPLE_USER.owner,
  ),
});

export const TournamentIdParams = Type.Object({
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
});
