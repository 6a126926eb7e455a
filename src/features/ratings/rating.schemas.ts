import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { Nullable, Page, PageQuery, Uuid } from '../../http/schemas.js';
import { UserExternalIdParams } from '../users/index.js';

const Rating = () =>
  Type.Number({
    description:
      'The rating shown and ranked by: `mu − 3 × sigma`, the skill the player is very likely above. A new player has 0; it rises as results come in and the model grows sure.',
  });
const Mu = () => Type.Number({ description: 'Estimated skill (a new player: 25)' });
const Sigma = () =>
  Type.Number({
    description: 'Uncertainty of `mu` (a new player: 8.333); shrinks with every match',
  });

const LeaderboardEntrySchema = Type.Object({
  rank: Type.Integer({ minimum: 1, description: 'Position on the whole leaderboard, 1 = best' }),
  userId: Uuid(),
  externalId: Nullable(Type.String({ description: 'Null for an erased player' })),
  username: Type.String(),
  displayName: Type.String(),
  rating: Rating(),
  mu: Mu(),
  sigma: Sigma(),
  matchesPlayed: Type.Integer({ description: 'Rated matches played in this game' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
const LeaderboardEntry = Component('RatingLeaderboardEntry', LeaderboardEntrySchema);
export const LeaderboardPage = Page('items', LeaderboardEntry);

export const LeaderboardQuery = Type.Object({
  ...PageQuery,
  minMatches: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    default: 0,
    description: 'Only players with at least this many rated matches in the game',
  }),
});
export type LeaderboardQueryInput = Static<typeof LeaderboardQuery>;

export const GameRatingParams = Type.Object({ gameId: Uuid('Game id', EXAMPLE_ID.game) });

const GameRatingSchema = Type.Object({
  gameId: Uuid(),
  gameName: Type.String(),
  rank: Type.Integer({ minimum: 1, description: "Position on the game's leaderboard" }),
  rating: Rating(),
  mu: Mu(),
  sigma: Sigma(),
  matchesPlayed: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
const GameRating = Component('PlayerGameRating', GameRatingSchema);

const PlayerRatingsSchema = Type.Object({
  userId: Uuid(),
  externalId: Type.String(),
  username: Type.String(),
  ratings: Type.Array(GameRating, { description: 'One per game with a rated match, by game name' }),
});
export const PlayerRatings = Component('PlayerRatings', PlayerRatingsSchema);

export const PlayerGameParams = Type.Composite([UserExternalIdParams, GameRatingParams]);

const SkillSchema = Type.Object({ rating: Rating(), mu: Mu(), sigma: Sigma() });
const Skill = Component('RatingSkill', SkillSchema);

const RatingChangeSchema = Type.Object({
  changeId: Uuid(),
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  matchId: Nullable(Uuid('The duel match; null for a free-for-all match')),
  groupId: Nullable(Uuid('The FFA group; null for a duel')),
  groupMatchNumber: Nullable(Type.Integer({ description: "The FFA match's number in its group" })),
  participantId: Uuid('The team (or, solo, the player) played for'),
  before: Skill,
  after: Skill,
  ratingChange: Type.Number({ description: '`after.rating − before.rating`' }),
  playedAt: Type.String({ format: 'date-time', description: 'When the match was completed' }),
});
const RatingChange = Component('RatingChange', RatingChangeSchema);
export const RatingHistoryPage = Page('items', RatingChange);
export const HistoryQuery = Type.Object(PageQuery);

const MemberRatingSchema = Type.Object({
  userId: Uuid(),
  username: Type.String(),
  rating: Rating(),
  mu: Mu(),
  sigma: Sigma(),
  matchesPlayed: Type.Integer({ description: '0 for a player not rated yet (a new player)' }),
});
const MemberRating = Component('MemberRating', MemberRatingSchema);

const TeamRatingSchema = Type.Object({
  teamId: Uuid(),
  gameId: Uuid(),
  rating: Type.Number({ description: "The mean of the players' ratings" }),
  mu: Type.Number({ description: "The mean of the players' `mu`" }),
  sigma: Type.Number({ description: "The mean of the players' `sigma`" }),
  members: Type.Array(MemberRating),
});
export const TeamRating = Component('TeamRating', TeamRatingSchema);

const ParticipantRatingSchema = Type.Object({
  participantId: Uuid(),
  participantName: Type.String(),
  seed: Nullable(
    Type.Integer({ description: "The registration's seed, when the organiser set one" }),
  ),
  rating: Type.Number({ description: "The mean of the roster's ratings (solo: the player's)" }),
  mu: Type.Number(),
  sigma: Type.Number(),
  players: Type.Array(MemberRating, {
    description: 'The roster: recorded at its first rated match here, else the current members',
  }),
});
const ParticipantRating = Component('ParticipantRating', ParticipantRatingSchema);

const TournamentRatingsSchema = Type.Object({
  tournamentId: Uuid(),
  gameId: Uuid(),
  rated: Type.Boolean({ description: "Whether the tournament's completed matches move ratings" }),
  participants: Type.Array(ParticipantRating, {
    description:
      'The approved participants, best rating first: the order `seeding.mode: rating` seeds',
  }),
});
export const TournamentRatings = Component('TournamentRatings', TournamentRatingsSchema);
export type TournamentRatingsView = Static<typeof TournamentRatings>;

export const TournamentRatingsBody = Component(
  'TournamentRatingsRequest',
  Type.Object(
    {
      rated: Type.Boolean({
        description: 'false: the tournament moves no rating (a show match, a practice cup)',
      }),
    },
    { additionalProperties: false },
  ),
  { rated: false },
);
