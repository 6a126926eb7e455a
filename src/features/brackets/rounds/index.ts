// Rounds as stored and as read, their creation and tiebreakers.
export {
  deleteRound,
  findRound,
  insertRound,
  listRounds,
  lockRound,
  lockRoundOfMatch,
  type RoundRow,
  roundViews,
  updateRound,
  visibleRoundViewsOf,
} from './round.repository.js';
export {
  CreateRoundBody,
  type CreateRoundInput,
  FfaAssignedDetails,
  GenerateBody,
  type GenerateInput,
  Round,
  RoundFormatOptions,
  RoundListQuery,
  RoundParams,
  RoundStatusCode,
  RoundTypeCode,
  type RoundView,
  SetTiebreakersBody,
  TiebreakerList,
} from './round.schemas.js';
export {
  checkRoundInput,
  createRound,
  getRound,
  listTournamentRounds,
  setRoundTiebreakers,
  storedOptions,
  toRoundView,
} from './round.service.js';
