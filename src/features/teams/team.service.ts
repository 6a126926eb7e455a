import { requireUser } from '../users/index.js';
import type { Static } from '@sinclair/typebox';
import type { DbHandle, Engine } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import { businessRule, forbidden, notFound } from '../../errors.js';
import { recordEvent } from '../events/index.js';
import { findGame } from '../games/index.js';
import { teamParticipation } from './team-participation.js';
import * as repo from './team.repository.js';
import {
  TEAM_ROLE,
  TEAM_SIZE_DEFAULT,
  type CreateTeamBody,
  type TeamDetail,
  type UpdateTeamBody,
} from './team.schemas.js';
import type { TeamTable } from './team.table.js';

export type TeamDetailView = Static<typeof TeamDetail>;

/** The Team detail of the read API, the team and all its members in one query. */
export async function loadTeamDetail(
  db: Executor,
  tenantId: string,
  teamId: string,
): Promise<TeamDetailView> {
  const detail = teamDetailOf(await repo.findTeamWithMembers(db, tenantId, teamId));
  if (!detail) throw notFound('Team');
  return detail;
}

type TeamWithMembersRow = Awaited<ReturnType<typeof repo.findTeamWithMembers>>[number];

/** The Team detail of the rows of `repo.findTeamWithMembers` (or a query that extends it). */
export function teamDetailOf(rows: readonly TeamWithMembersRow[]): TeamDetailView | undefined {
  const [team] = rows;
  if (!team) return undefined;
  const members: TeamMemberView[] = [];
  for (const m of rows) {
    if (m.memberId === null) continue;
    members.push({
      userId: m.memberId,
      externalId: m.memberExternalId,
      username: m.memberUsername as string,
      role: m.memberRole as number,
      joinedAt: m.memberJoinedAt as string,
      profileImage: m.memberImage,
      gameId: team.gameId,
      userGameId: m.memberUserGameId ?? '',
      email: '',
    });
  }
  return {
    teamId: team.teamId,
    name: team.name,
    description: team.description,
    teamSize: team.teamSize,
    ownerId: team.ownerId,
    ownerName: team.ownerName,
    logo: team.logo,
    coverImage: team.coverImage,
    gameId: team.gameId,
    gameName: team.gameName,
    gameImage: team.gameImage,
    members,
  };
}

type TeamMemberView = TeamDetailView['members'][number];

export async function requireTeam(db: Executor, tenantId: string, teamId: string) {
  const team = await repo.findTeam(db, tenantId, teamId);
  if (!team) throw notFound('Team');
  return team;
}

async function requireGame(db: Executor, gameId: string) {
  const game = await findGame(db, gameId);
  if (!game) throw notFound('Game');
  return game;
}

/** The team, when `externalUserId` names its owner: 404 for an unknown team or user, 403 for anyone else. */
export async function requireOwnedTeam(
  db: Executor,
  tenantId: string,
  teamId: string,
  externalUserId: string,
  action: string,
) {
  const team = await requireTeam(db, tenantId, teamId);
  const user = await requireUser(db, tenantId, externalUserId);
  if (user.id !== team.ownerId) throw forbidden(`Only the team owner can ${action}`);
  return { team, user };
}

export const linkGameMessage = (gameName: string, subject = 'You need') =>
  `${subject} a ${gameName} game account linked (a userGameId for the game); link the game account first`;

const userGameIdRequired = (gameName: string, subject?: string) =>
  businessRule('USER_GAME_ID_REQUIRED', linkGameMessage(gameName, subject));

/** A team in an ongoing tournament can neither be deleted nor change game: its matches refer to it. */
async function assertNotInOngoingTournament(trx: Executor, tenantId: string, teamId: string) {
  if (await teamParticipation().isTeamInOngoingTournament(trx, tenantId, teamId)) {
    throw businessRule(
      'TEAM_IN_ONGOING_TOURNAMENT',
      'The team plays in an ongoing tournament: it cannot be deleted or change game until it ends',
    );
  }
}

const teamTaken = () =>
  businessRule('TEAM_EXTERNAL_ID_TAKEN', 'Another team already uses this externalId');

const toTeam = (row: TeamTable) => ({
  teamId: row.id,
  externalId: row.externalId,
  name: row.name,
  logo: row.logo ?? '',
  coverImage: row.coverImage ?? '',
  description: row.description ?? '',
  gameId: row.gameId,
});

type NewOwner = NonNullable<Awaited<ReturnType<typeof repo.findOwnerWithGame>>>;

/** The Team detail of a team just created, as loadTeamDetail would read it back. */
function newTeamDetail(
  row: TeamTable,
  owner: NewOwner,
  game: { id: string; name: string; image: string },
  userGameId: string,
): TeamDetailView {
  return {
    teamId: row.id,
    name: row.name,
    description: row.description,
    teamSize: row.teamSize,
    ownerId: owner.id,
    ownerName: owner.displayName,
    logo: row.logo,
    coverImage: row.coverImage,
    gameId: game.id,
    gameName: game.name,
    gameImage: game.image,
    members: [
      {
        userId: owner.id,
        externalId: owner.externalId,
        username: owner.username,
        role: TEAM_ROLE.OWNER,
        joinedAt: row.createdAt,
        profileImage: owner.image,
        gameId: game.id,
        userGameId,
        email: '',
      },
    ],
  };
}

/**
 * Creates the team with its owner as first member. One query checks the owner, the game and
 * the owner's in-game id; a taken externalId is found by the insert (the unique constraint
 * decides, concurrent creates included). The check runs in the transaction: on SQLite, a read
 * made outside one commits the open write group first, and creations arriving together would
 * each pay a commit of their own.
 */
export async function createTeam(
  { db }: DbHandle,
  tenantId: string,
  query: { externalId: string; externalUserId: string },
  body: Static<typeof CreateTeamBody>,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const owner = await repo.findOwnerWithGame(trx, tenantId, query.externalUserId, body.gameId);
      if (!owner) throw notFound('User');
      if (owner.gameId === null || owner.gameName === null || owner.gameImage === null)
        throw notFound('Game');
      if (owner.userGameId === null) throw userGameIdRequired(owner.gameName);
      const game = { id: owner.gameId, name: owner.gameName, image: owner.gameImage };
      const now = nowIso();
      const row: TeamTable = {
        id: newRowId(),
        tenantId,
        externalId: query.externalId,
        name: body.name,
        description: body.description ?? null,
        logo: body.logo ?? null,
        coverImage: body.coverImage ?? null,
        gameId: game.id,
        ownerId: owner.id,
        teamSize: body.teamSize ?? TEAM_SIZE_DEFAULT,
        createdAt: now,
        updatedAt: now,
      };
      await repo.insertTeam(trx, row);
      await repo.insertMember(trx, {
        teamId: row.id,
        userId: owner.id,
        tenantId,
        role: TEAM_ROLE.OWNER,
        joinedAt: now,
      });
      const detail = newTeamDetail(row, owner, game, owner.userGameId);
      await recordEvent(trx, { tenantId, tournamentId: null }, 'team.created', detail);
      return toTeam(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw teamTaken();
    throw error;
  }
}

export const getTeam = ({ db }: DbHandle, tenantId: string, teamId: string) =>
  loadTeamDetail(db, tenantId, teamId);

export async function updateTeam(
  { db, engine }: DbHandle,
  tenantId: string,
  teamId: string,
  externalUserId: string,
  body: Static<typeof UpdateTeamBody>,
) {
  const { team } = await requireOwnedTeam(db, tenantId, teamId, externalUserId, 'update the team');
  const newGame =
    body.gameId !== undefined && body.gameId !== team.gameId
      ? await requireGame(db, body.gameId)
      : undefined;
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockTeam(trx, engine, tenantId, teamId))) throw notFound('Team');
    if (
      body.teamSize !== undefined &&
      body.teamSize < (await repo.countMembers(trx, tenantId, teamId))
    ) {
      throw businessRule(
        'TEAM_SIZE_BELOW_MEMBERS',
        'teamSize cannot be below the current number of members',
      );
    }
    if (newGame) {
      await assertNotInOngoingTournament(trx, tenantId, teamId);
      if ((await repo.countMembersWithoutGameId(trx, tenantId, teamId, newGame.id)) > 0) {
        throw userGameIdRequired(newGame.name, 'Every member needs');
      }
    }
    await repo.updateTeam(trx, tenantId, teamId, { ...body, updatedAt: nowIso() });
    const detail = await loadTeamDetail(trx, tenantId, teamId);
    await recordEvent(trx, { tenantId, tournamentId: null }, 'team.updated', detail);
    return detail;
  });
}

/**
 * Deletes the team for good. Refused while it plays in an ongoing tournament; otherwise its open
 * registrations are withdrawn in the same transaction, so no tournament keeps a place, or seeds
 * a bracket, for a team that no longer exists.
 */
export async function deleteTeam(
  { db, engine }: DbHandle,
  tenantId: string,
  teamId: string,
  externalUserId: string,
) {
  const { team } = await requireOwnedTeam(db, tenantId, teamId, externalUserId, 'delete the team');
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockTeam(trx, engine, tenantId, teamId))) throw notFound('Team');
    await assertNotInOngoingTournament(trx, tenantId, teamId);
    await teamParticipation().withdrawDeletedTeam(trx, tenantId, teamId);
    await repo.deleteTeam(trx, tenantId, teamId);
    await recordEvent(trx, { tenantId, tournamentId: null }, 'team.deleted', {
      teamId,
      externalId: team.externalId,
    });
  });
}

/** The actor leaves (`userId` is themselves) or, as the owner, removes another member. */
export async function removeMember(
  { db, engine }: DbHandle,
  tenantId: string,
  teamId: string,
  userId: string,
  externalUserId: string,
) {
  const team = await requireTeam(db, tenantId, teamId);
  const actor = await requireUser(db, tenantId, externalUserId);
  if (actor.id !== userId && actor.id !== team.ownerId) {
    throw forbidden('Only the team owner can remove other members');
  }
  if (userId === team.ownerId) {
    throw businessRule(
      'OWNER_CANNOT_LEAVE',
      'The owner cannot leave the team; delete the team instead',
    );
  }
  await db.transaction().execute((trx) => leaveTeam(trx, engine, tenantId, teamId, userId));
}

/** Holds the teams' rows (in the order given) until the transaction ends. */
export async function lockTeams(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  teamIds: readonly string[],
) {
  for (const teamId of teamIds) await repo.lockTeam(trx, engine, tenantId, teamId);
}

/**
 * Ends a (non-owner) membership under the team's lock and says so with `team.member_left`, whose
 * `member` is the member as the team showed it just before. Erasing a user ends theirs so too.
 */
export async function leaveTeam(
  trx: Executor,
  engine: Engine,
  tenantId: string,
  teamId: string,
  userId: string,
) {
  if (!(await repo.lockTeam(trx, engine, tenantId, teamId))) throw notFound('Team');
  const before = await loadTeamDetail(trx, tenantId, teamId);
  const member = before.members.find((m) => m.userId === userId);
  if (!member) throw notFound('Member');
  await repo.deleteMember(trx, tenantId, teamId, userId);
  const after = { ...before, members: before.members.filter((m) => m.userId !== userId) };
  await recordEvent(trx, { tenantId, tournamentId: null }, 'team.member_left', {
    teamId,
    member,
    team: after,
  });
}
