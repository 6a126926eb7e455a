/**
 * The teams feature's API: teams and members to read and lock, staff-made teams, the hook by
 * which tournaments answer for the teams playing in them, and the routes.
 */
export { createStaffTeam, findStaffTeam, updateStaffTeam } from './staff-team.service.js';
export { findMember, findTeam, lockTeam } from './team-lookup.service.js';
export { answerTeamParticipation } from './team-participation.js';
export { teamRoutes } from './team.routes.js';
export { TeamParams } from './team.schemas.js';
export { leaveTeam, lockTeams, requireTeam } from './team.service.js';
export { shareLockTeams } from './team-lookup.service.js';
