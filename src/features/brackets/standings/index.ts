// Duel and FFA standings, stored lines and placements, and a tournament's final places.
export {
  ffaStageRankings,
  ffaTiebreakers,
  getGroupStandings,
  groupMatchResults,
  leaderboard,
  parsePointsSystem,
  requireFfa,
  resultsByMatch,
} from './ffa-standings.service.js';
export { finalPlacements } from './final-placements.service.js';
export {
  AssignedDetailsQuery,
  DuelStandingLineSchema,
  DuelStandings,
  DuelStandingsQuery,
} from './standings.schemas.js';
export {
  duelStandingsChange,
  getDuelStandings,
  loadRoundResults,
  rankedIds,
} from './standings.service.js';
