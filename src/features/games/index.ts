import type { FastifyPluginAsync } from 'fastify';
import { currencyRoutes } from './currency.routes.js';
import { gameAdminRoutes } from './game-admin.routes.js';
import { gameRoutes } from './game.routes.js';

/** The platform catalogue: games and currencies (integration reads, operator writes). */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(gameRoutes);
  await app.register(gameAdminRoutes);
  await app.register(currencyRoutes);
};

export { findGame, getGame } from './game.service.js';
