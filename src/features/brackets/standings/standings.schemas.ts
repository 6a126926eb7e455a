import { Type } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { EXAMPLE_USER } from '../../../http/examples.js';
import { ExternalUserId, IntegerCode, Nullable, Uuid } from '../../../http/schemas.js';
import { PARTICIPANT_TYPE_NAMES } from '../codes.js';

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
      'Competition rank ("1, 2, 2, 4"), the order of the lines. Round robin and Swiss: by wins, then the tiebreakers; lines equal on wins and on every tiebreaker share it (the round\'s tiebreakers; the default headToHead, scoreDifference across all rounds). Elimination rounds, and the whole tournament when its final round is an elimination bracket: by `placement`, which it equals once every line is placed; lines still without one come first, by wins and tiebreakers',
  }),
  tiebreakers: Type.Record(Type.String(), Type.Number(), {
    description:
      'The value of each tiebreaker that ranked this line, by name, in the order applied (headToHead counts wins among exactly the lines tied before it), so a reader sees why one line is above another',
  }),
  placement: Nullable(
    Type.Integer({
      minimum: 1,
      description:
        "Final place, in elimination rounds (and over the whole tournament when its final round is an elimination bracket); null in round robin, Swiss and free-for-all, which rank by points. Set as soon as the participant is out, and never changed after (a corrected result aside); null while it is still in. Places follow the round a participant fell in: single elimination 1, 2, 3 and 4 (third-place match) or 3 shared, then 5 for 5–8, 9 for 9–16; double elimination 1, 2 (the loser of the grand final, or of its reset), then the losers bracket from its last round to its first: 3, 4, 5 for 5–6, 7 for 7–8, 9 for 9–12, 13 for 13–16. Participants who fall together share the best position of their group (see placementEnd); byes leave fewer to share. A forfeit, a disqualification's included, is a loss like any other. Over a tournament with stages, the final stage's places come first, then those knocked out in earlier stages, by their rank in their group (every group's third shares a place)",
    }),
  ),
  placementEnd: Nullable(
    Type.Integer({
      minimum: 1,
      description:
        'The last position of a shared place: 6 for a line placed 5–6, equal to placement when nobody shares it; null with placement',
    }),
  ),
});
const DuelStandingLine = Component('DuelStandingLine', DuelStandingLineSchema);

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
