import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tenantOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { Envelope, Uuid } from '../../http/schemas.js';
import { Type } from '@sinclair/typebox';
import { GroupDetail, GroupParams } from './groups/index.js';
import { DuelMatch, MatchParams } from './matches/index.js';

import {
  AutoScheduleBody,
  autoScheduleRound,
  RoundSchedule,
  scheduleGroup,
  scheduleMatch,
  SetScheduleBody,
} from './schedule/index.js';

const GeneratedRoundParams = Type.Object({
  roundId: Uuid('A generated round', EXAMPLE_ID.duelRound),
});

const manage = { access: 'manage' as const };
const tags = ['organiser'];

const SET_DESCRIPTION = [
  'Sets the time (ISO 8601, stored in UTC) or clears it with null; the match reads show it as `scheduledAt`.',
  'A change emits `match.scheduled`. Refused with 409 and `error.reason`: `SCHEDULE_IN_PAST`,',
  '`MATCH_COMPLETED`, `MATCH_CANCELLED`, `AUTOMATIC_RESULT` (a bye or walkover), `TOURNAMENT_CLOSED`.',
  'The time is not checked against the matches that feed this one: auto-scheduling does that.',
].join(' ');

const AUTO_DESCRIPTION = [
  'Plans every unplayed match of the round (FFA: every group, which plays its matches in a row) from',
  '`startAt`: each starts as early as a station is free, its participants have had `breakMinutes` since',
  'their last match, and the matches that feed it have ended `breakMinutes` before. Played and ongoing',
  'matches keep their times; byes have none. Each changed time emits `match.scheduled`. Refused with 409',
  'and `error.reason`: `SCHEDULE_IN_PAST`, `ROUND_NOT_GENERATED`, `NOTHING_TO_SCHEDULE`, `TOURNAMENT_CLOSED`.',
].join(' ');

/** Organiser writes of match times: one match, one FFA group, or a whole round at once. */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.put(
    '/matches/:matchId/schedule',
    {
      config: manage,
      schema: {
        operationId: 'scheduleMatch',
        tags,
        summary: "Set, change or clear a duel match's time",
        description: SET_DESCRIPTION,
        params: MatchParams,
        body: SetScheduleBody,
        response: { 200: Envelope(DuelMatch) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await scheduleMatch(db, tenantOf(req), req.params.matchId, req.body),
        'Match scheduled',
      ),
  );

  app.put(
    '/groups/:groupId/schedule',
    {
      config: manage,
      schema: {
        operationId: 'scheduleGroup',
        tags,
        summary: "Set, change or clear an FFA group's start time",
        description: `${SET_DESCRIPTION} Only FFA groups: \`NOT_AN_FFA_GROUP\` otherwise.`,
        params: GroupParams,
        body: SetScheduleBody,
        response: { 200: Envelope(GroupDetail) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await scheduleGroup(db, tenantOf(req), req.params.groupId, req.body),
        'Group scheduled',
      ),
  );

  app.post(
    '/rounds/:roundId/schedule',
    {
      config: manage,
      schema: {
        operationId: 'autoScheduleRound',
        tags,
        summary: "Plan the times of a round's matches",
        description: AUTO_DESCRIPTION,
        params: GeneratedRoundParams,
        body: AutoScheduleBody,
        response: { 200: Envelope(RoundSchedule) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await autoScheduleRound(db, tenantOf(req), req.params.roundId, req.body),
        'Round scheduled',
      ),
  );
};
