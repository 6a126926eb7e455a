import type { FastifyPluginAsync } from 'fastify';
import { disqualificationRoutes } from './disqualification.routes.js';
import { groupRoutes } from './group.routes.js';
import { matchRoutes } from './match.routes.js';
import { roundRoutes } from './round.routes.js';
import { scheduleRoutes } from './schedule.routes.js';
import { standingsRoutes } from './standings.routes.js';
import { stageRoutes } from './stage.routes.js';

// What other features use of brackets: they import it from here, never from a folder inside.
export { computeMissingLayout } from './bracket-data/index.js';
export { isSeededInTournament } from './generation/index.js';
export {
  FfaStandingLine,
  getAssignedDetails,
  GroupItemSchema,
  listAllRoundGroups,
} from './groups/index.js';
export {
  DuelDetailSchema,
  DuelMatch,
  duelMatchesOfRound,
  DuelMatchSchema,
  type DuelMatchView,
  GameScore,
  listDuelMatches,
  MatchParams,
  ReportResultBody,
  type ReportResultInput,
} from './matches/index.js';
export {
  applyResult,
  duelMatchView,
  duelMatchViews,
  findPlayableMatch,
  findVisibleMatch,
  markMatchOngoing,
  type PlayableMatch,
  requireRound,
  requireTournament,
} from './results/index.js';
export {
  listTournamentRounds,
  RoundStatusCode,
  RoundTypeCode,
  type RoundView,
} from './rounds/index.js';
export {
  DuelStandingLineSchema,
  finalPlacements,
  getDuelStandings,
  getGroupStandings,
  groupMatchResults,
} from './standings/index.js';
export { PARTICIPANT_TYPE_NAMES } from './codes.js';
export { formatOf } from './formats/index.js';

// Tournaments shows the layout in its detail but sits below brackets: it asks through this.

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
