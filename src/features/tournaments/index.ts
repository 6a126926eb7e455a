/**
 * The tournaments feature's API: lookups, registrations made by staff, the publication and its
 * schemas, the hooks by which it tells the features built on it, and the routes.
 */
export { finalPlacesMoved, onFinalPlacesMoved } from './final-places.js';
export { provideMissingLayout } from './missing-layout.js';
export type { FinalPlacesChange } from './final-places.js';
export { tournamentExists, tournamentSummaries } from './lookup.service.js';
export {
  EmbedSnippets,
  PublicationBody,
  PublicTournamentQuery,
  ShareSlug,
  ShareSlugParams,
} from './publication.schemas.js';
export { findPublicTournament, newShareSlug } from './publication.service.js';
export { isTeamInOngoingTournament } from './registration.repository.js';
export { HELD_REGISTRATION, PARTICIPANT_TYPE, RegistrationItem } from './registration.schemas.js';
export { withdrawDeletedTeam } from './registration.service.js';
export {
  approveByStaff,
  findTournament,
  freePlaces,
  lockOpenTournament,
  participantRegistration,
  updateByStaff,
  withdrawByStaff,
} from './staff-registration.service.js';
export { tournamentRoutes } from './tournament.routes.js';
export {
  STATUS_NAMES,
  TOURNAMENT_STATUS,
  TournamentDetailSchema,
  TournamentIdParams,
} from './tournament.schemas.js';
export { loadDetail } from './tournament.service.js';
export type { TournamentTable } from './tournament.table.js';
export { markCompleted, markReopened, markStarted } from './tournament-progress.service.js';
export { markDisqualified } from './disqualification.service.js';
export { keepCheckedIn } from './check-in.service.js';
