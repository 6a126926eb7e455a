/**
 * What other features may ask of teams: read a team or one of its members, and lock teams while
 * they register or are seeded, so a concurrent change to the team waits.
 */
export { findMember, findTeam, lockTeam, shareLockTeams } from './team.repository.js';
