import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { readKey } from '../../db/read-versions.js';
import { ok } from '../../http/envelope.js';
import { cachedOk } from '../../http/read-cache.js';
import { Envelope } from '../../http/schemas.js';
import { TeamParams } from '../teams/index.js';
import { TournamentIdParams } from '../tournaments/index.js';
import { UserExternalIdParams } from '../users/index.js';
import { leaderboardSizes } from './leaderboard-sizes.js';
import * as ratings from './rating-read.service.js';
import {
  GameRatingParams,
  HistoryQuery,
  LeaderboardPage,
  LeaderboardQuery,
  PlayerGameParams,
  PlayerRatings,
  RatingHistoryPage,
  TeamRating,
  TournamentRatings,
  TournamentRatingsBody,
} from './rating.schemas.js';

const tags = ['ratings'];
const MODEL =
  "Ratings are OpenSkill (Weng-Lin) skills per player per game, moved by every completed match of the tenant's rated tournaments; `rating` is `mu − 3 × sigma`.";

/** Skill ratings: integration reads of leaderboards, players and teams; organiser settings. */
export const ratingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;
  const sizes = leaderboardSizes();

  app.get(
    '/games/:gameId/leaderboard',
    {
      schema: {
        operationId: 'getRatingLeaderboard',
        tags,
        summary: "A game's players by rating, best first",
        description: MODEL,
        params: GameRatingParams,
        querystring: LeaderboardQuery,
        response: { 200: Envelope(LeaderboardPage) },
      },
    },
    async (req, reply) => {
      const [tenantId, { gameId }] = [tenantOf(req), req.params];
      // Cached until a rating of the game changes, or the name of a player on the page.
      return cachedOk(req, reply, {
        keys: [readKey.leaderboard(tenantId, gameId), readKey.catalogue],
        load: (readVersions) =>
          ratings.getLeaderboard(db, tenantId, gameId, req.query, (minMatches) =>
            sizes(db, readVersions, tenantId, gameId, minMatches),
          ),
        membersRead: (board) => board.members,
        serialize: (board, serializer) => [serializer(board.page)],
      });
    },
  );

  app.get(
    '/external/users/:externalId/ratings',
    {
      schema: {
        operationId: 'getPlayerRatings',
        tags,
        summary: "A player's rating in each game they played",
        description: MODEL,
        params: UserExternalIdParams,
        response: { 200: Envelope(PlayerRatings) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await ratings.getPlayerRatings(db, tenantOf(req), req.params.externalId)),
  );

  app.get(
    '/external/users/:externalId/ratings/:gameId/history',
    {
      schema: {
        operationId: 'getPlayerRatingHistory',
        tags,
        summary: "A player's rating changes in one game, newest first",
        params: PlayerGameParams,
        querystring: HistoryQuery,
        response: { 200: Envelope(RatingHistoryPage) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await ratings.getRatingHistory(
          db,
          tenantOf(req),
          req.params.externalId,
          req.params.gameId,
          req.query,
        ),
      ),
  );

  app.get(
    '/teams/:teamId/rating',
    {
      schema: {
        operationId: 'getTeamRating',
        tags,
        summary: "A team's rating in its game, from its members'",
        params: TeamParams,
        response: { 200: Envelope(TeamRating) },
      },
    },
    async (req, reply) =>
      ok(req, reply, await ratings.getTeamRating(db, tenantOf(req), req.params.teamId)),
  );

  const config = { access: 'manage' as const };

  app.get(
    '/tournaments/:tournamentId/ratings',
    {
      config,
      schema: {
        operationId: 'getTournamentRatings',
        tags: ['organiser'],
        summary: 'Whether the tournament is rated, and its approved participants by rating',
        params: TournamentIdParams,
        response: { 200: Envelope(TournamentRatings) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await ratings.getTournamentRatings(db, tenantOf(req), req.params.tournamentId),
      ),
  );

  app.put(
    '/tournaments/:tournamentId/ratings',
    {
      config,
      schema: {
        operationId: 'setTournamentRated',
        tags: ['organiser'],
        summary: 'Mark the tournament rated or unrated (before it starts)',
        description:
          'Tournaments are rated by default. Once the tournament is ongoing the setting is fixed: changing it then is a 409 `TOURNAMENT_STARTED`.',
        params: TournamentIdParams,
        body: TournamentRatingsBody,
        response: { 200: Envelope(TournamentRatings) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await ratings.setTournamentRated(
          db,
          tenantOf(req),
          req.params.tournamentId,
          req.body.rated,
        ),
        req.body.rated ? 'Tournament rated' : 'Tournament unrated',
      ),
  );
};
