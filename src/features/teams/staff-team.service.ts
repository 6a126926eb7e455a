import type { Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import { recordEvent } from '../events/index.js';
import { staffExternalId } from '../users/index.js';
import * as repo from './team.repository.js';
import { TEAM_ROLE } from './team.schemas.js';
import { loadTeamDetail } from './team.service.js';
import type { TeamTable } from './team.table.js';

/**
 * Teams created by staff (DESIGN.md, "Participants added by staff"): tenant teams like any
 * other, marked `createdByStaff`, whose first player is the owner. They send the same events.
 */
export async function createStaffTeam(
  trx: Executor,
  tenantId: string,
  team: { name: string; gameId: string; teamSize: number; playerIds: readonly string[] },
): Promise<TeamTable> {
  const now = nowIso();
  const row: TeamTable = {
    id: newRowId(),
    tenantId,
    externalId: staffExternalId(),
    name: team.name,
    description: null,
    logo: null,
    coverImage: null,
    gameId: team.gameId,
    ownerId: team.playerIds[0] as string,
    teamSize: Math.max(team.teamSize, team.playerIds.length),
    createdAt: now,
    updatedAt: now,
    createdByStaff: 1,
  };
  await repo.insertTeam(trx, row);
  for (const [index, userId] of team.playerIds.entries()) {
    await repo.insertMember(trx, {
      teamId: row.id,
      userId,
      tenantId,
      role: index === 0 ? TEAM_ROLE.OWNER : TEAM_ROLE.MEMBER,
      joinedAt: now,
    });
  }
  const detail = await loadTeamDetail(trx, tenantId, row.id);
  await recordEvent(trx, { tenantId, tournamentId: null }, 'team.created', detail);
  return row;
}

/** A staff-created team of the tenant, or undefined (another tenant's, or the integrator's). */
export async function findStaffTeam(db: Executor, tenantId: string, teamId: string) {
  const team = await repo.findTeam(db, tenantId, teamId);
  return team?.createdByStaff === 1 ? team : undefined;
}

/**
 * Renames the team and/or replaces its roster with `playerIds` (the first is the owner):
 * members not listed leave, new ones join. One `team.updated` event says what it became.
 */
export async function updateStaffTeam(
  trx: Executor,
  tenantId: string,
  team: TeamTable,
  changes: { name?: string; playerIds?: readonly string[] },
) {
  const now = nowIso();
  const { playerIds } = changes;
  if (playerIds) {
    const current = new Set(
      (await loadTeamDetail(trx, tenantId, team.id)).members.map((m) => m.userId),
    );
    for (const userId of current)
      if (!playerIds.includes(userId)) await repo.deleteMember(trx, tenantId, team.id, userId);
    for (const [index, userId] of playerIds.entries()) {
      const role = index === 0 ? TEAM_ROLE.OWNER : TEAM_ROLE.MEMBER;
      if (current.has(userId)) await repo.setMemberRole(trx, tenantId, team.id, userId, role);
      else await repo.insertMember(trx, { teamId: team.id, userId, tenantId, role, joinedAt: now });
    }
  }
  await repo.updateTeam(trx, tenantId, team.id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(playerIds
      ? { ownerId: playerIds[0], teamSize: Math.max(team.teamSize, playerIds.length) }
      : {}),
    updatedAt: now,
  });
  const detail = await loadTeamDetail(trx, tenantId, team.id);
  await recordEvent(trx, { tenantId, tournamentId: null }, 'team.updated', detail);
}
