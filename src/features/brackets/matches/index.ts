// Duel matches as stored and as read, their codec to and from the engine, and the engine's view
// of a stored bracket.
export { type EngineMatchRow, listEngineMatches } from './engine-match.repository.js';
export { bracketPositions, engineColumns, newMatchRows, toEngineMatch } from './match-codec.js';
export {
  deleteRoundBracket,
  disqualifiedParticipants,
  findMatch,
  insertMatches,
  lastStage,
  listRoundGames,
  listRoundMatches,
  listRoundResults,
  type MatchRow,
  readyMatchesOf,
  replaceGames,
  roundHasResults,
  updateMatch,
} from './match.repository.js';
export {
  BRACKET_SIDES,
  type BracketSide,
  BracketSideName,
  DuelDetailSchema,
  DuelMatch,
  DuelMatchPage,
  DuelMatchQuery,
  DuelMatchSchema,
  type DuelMatchView,
  GameScore,
  MatchParams,
  ReportResultBody,
  type ReportResultInput,
} from './match.schemas.js';
export {
  duelMatchesById,
  duelMatchesOfRound,
  type GameRow,
  listDuelMatches,
} from './match.service.js';
export { StoredBracket } from './stored-bracket.js';
