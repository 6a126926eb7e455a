import type { Executor } from '../../db/database.js';
import { HELD_REGISTRATION, PARTICIPANT_TYPE } from '../tournaments/index.js';

/**
 * The participants view: a tournament's held registrations with their team or user and the
 * players' in-game ids for the tournament's game. Reads only; every write goes through the
 * users, teams and tournaments services.
 */
export const heldRegistrations = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('tournament_registrations as r')
    .leftJoin('teams as t', (join) =>
      join
        .onRef('t.id', '=', 'r.participantId')
        .on('r.participantType', '=', PARTICIPANT_TYPE.TEAM)
        .on('t.tenantId', '=', tenantId),
    )
    .leftJoin('users as u', (join) =>
      join
        .onRef('u.id', '=', 'r.participantId')
        .on('r.participantType', '=', PARTICIPANT_TYPE.USER)
        .on('u.tenantId', '=', tenantId),
    )
    .select([
      'r.id as registrationId',
      'r.participantId',
      'r.participantType',
      'r.participantName',
      'r.status',
      'r.seed',
      't.externalId as teamExternalId',
      't.createdByStaff as teamByStaff',
      'u.externalId as userExternalId',
      'u.createdByStaff as userByStaff',
    ])
    .where('r.tenantId', '=', tenantId)
    .where('r.tournamentId', '=', tournamentId)
    .where('r.status', 'in', HELD_REGISTRATION)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .execute();

/** The members of the teams, owner first, with their in-game id for `gameId`. */
export function teamPlayers(db: Executor, tenantId: string, teamIds: string[], gameId: string) {
  // Guard against running an invalid query when the ids list is empty.
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('team_members as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('user_game_ids as g', (join) =>
      join.onRef('g.userId', '=', 'u.id').on('g.gameId', '=', gameId),
    )
    .select(['m.teamId', 'u.id as userId', 'u.externalId', 'u.displayName', 'g.userGameId'])
    .where('m.tenantId', '=', tenantId)
    .where('m.teamId', 'in', teamIds)
    .orderBy('m.role')
    .orderBy('m.joinedAt')
    .orderBy('u.id')
    .execute();
}

/** The users with their in-game id for `gameId`. */
export function soloPlayers(db: Executor, tenantId: string, userIds: string[], gameId: string) {
  // Guard against running an invalid query when the ids list is empty.
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .leftJoin('user_game_ids as g', (join) =>
      join.onRef('g.userId', '=', 'u.id').on('g.gameId', '=', gameId),
    )
    .select(['u.id as userId', 'u.externalId', 'u.displayName', 'g.userGameId'])
    .where('u.tenantId', '=', tenantId)
    .where('u.id', 'in', userIds)
    .execute();
}
