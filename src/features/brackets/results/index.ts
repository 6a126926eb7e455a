// What a result moves: the duel result path, FFA results, a round's, a stage's and the
// tournament's progress, the next Swiss stage, disqualification, and what match reports ask of a match.
export { disqualifyParticipant } from './disqualification.service.js';
export { postGroupResults } from './ffa.service.js';
export {
  duelMatchView,
  duelMatchViews,
  findPlayableMatch,
  findVisibleMatch,
  markMatchOngoing,
  type PlayableMatch,
  requireRound,
  requireTournament,
} from './match-play.service.js';
export { applyResult, reportResult } from './result.service.js';
export { nextSwissStage } from './swiss-stage.service.js';
