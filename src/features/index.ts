import type { FastifyPluginAsync } from 'fastify';
import { bracketRoutes, computeMissingLayout } from './brackets/index.js';
import { announceCircuitsOf, circuitRoutes } from './circuits/index.js';
import { erasureRoutes } from './erasure/index.js';
import { catalogueRoutes } from './games/index.js';
import { publicRoutes } from './public/index.js';
import { participantRoutes } from './participants/index.js';
import { ratingRoutes } from './ratings/index.js';
import { matchReportRoutes } from './match-reports/index.js';
import { consoleRoutes, staffRoutes } from './staff/index.js';
import { streamRoutes } from './streams/index.js';
import { answerTeamParticipation, teamRoutes } from './teams/index.js';
import { embeddingRoutes } from './tenants/embedding.routes.js';
import { ownKeyRoutes } from './tenants/own-key.routes.js';
import { tenantRoutes } from './tenants/tenant.routes.js';
import { tenantArchiveRoutes } from './tenant-archive/index.js';
import {
  isTeamInOngoingTournament,
  onFinalPlacesMoved,
  provideMissingLayout,
  tournamentRoutes,
  withdrawDeletedTeam,
} from './tournaments/index.js';
import { userRoutes } from './users/index.js';
import { webhookRoutes } from './webhooks/index.js';

/** Every feature's routes, each registered under /api/v1. */
export const features: FastifyPluginAsync[] = [
  tenantRoutes,
  tenantArchiveRoutes,
  teamRoutes,
  catalogueRoutes,
  userRoutes,
  erasureRoutes,
  webhookRoutes,
  bracketRoutes,
  matchReportRoutes,
  tournamentRoutes,
  participantRoutes,
  consoleRoutes,
  staffRoutes,
  ownKeyRoutes,
  embeddingRoutes,
  publicRoutes,
  streamRoutes,
  ratingRoutes,
  circuitRoutes,
];

/**
 * A feature calls the features built on it only through hooks it owns, which those features
 * fill here once, before the first request: circuits follow the final places of their
 * tournaments; tournaments answer teams about the tournaments a team plays in; brackets lays out
 * the bracket of a tournament that has none stored.
 */
export function connectFeatures() {
  onFinalPlacesMoved(announceCircuitsOf);
  provideMissingLayout(computeMissingLayout);
  answerTeamParticipation({ isTeamInOngoingTournament, withdrawDeletedTeam });
}
