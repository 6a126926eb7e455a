/** What other features may ask of tournaments about a team's participation. */
export { isTeamInOngoingTournament } from './registration.repository.js';
