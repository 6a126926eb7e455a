import type { FastifyPluginAsync } from 'fastify';
import { bracketRoutes } from './brackets/index.js';
import { catalogueRoutes } from './games/index.js';
import { publicRoutes } from './public/public.routes.js';
import { matchReportRoutes } from './match-reports/match-report.routes.js';
import { consoleRoutes } from './staff/console.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { streamRoutes } from './streams/index.js';
import { teamRoutes } from './teams/team.routes.js';
import { embeddingRoutes } from './tenants/embedding.routes.js';
import { ownKeyRoutes } from './tenants/own-key.routes.js';
import { tenantRoutes } from './tenants/tenant.routes.js';
import { tournamentRoutes } from './tournaments/tournament.routes.js';
import { userRoutes } from './users/user.routes.js';
import { webhookRoutes } from './webhooks/webhook.routes.js';

/** Every feature's routes, each registered under /api/v1. */
export const features: FastifyPluginAsync[] = [
  tenantRoutes,
  teamRoutes,
  catalogueRoutes,
  userRoutes,
  webhookRoutes,
  bracketRoutes,
  matchReportRoutes,
  tournamentRoutes,
  consoleRoutes,
  staffRoutes,
  ownKeyRoutes,
  embeddingRoutes,
  publicRoutes,
  streamRoutes,
];
