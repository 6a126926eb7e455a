import type { FastifyPluginAsync } from 'fastify';
import { disqualificationRoutes } from './disqualification.routes.js';
import { groupRoutes } from './group.routes.js';
import { matchRoutes } from './match.routes.js';
import { roundRoutes } from './round.routes.js';
import { scheduleRoutes } from './schedule.routes.js';
import { standingsRoutes } from './standings.routes.js';
import { stageRoutes } from './stages/stage.routes.js';

/** Rounds, stages, brackets, matches, FFA groups and standings: organiser writes and integration reads. */
export const bracketRoutes: FastifyPluginAsync = async (app) => {
  await app.register(roundRoutes);
  await app.register(matchRoutes);
  await app.register(groupRoutes);
  await app.register(standingsRoutes);
  await app.register(scheduleRoutes);
  await app.register(disqualificationRoutes);
  await app.register(stageRoutes);
};
