import type { Executor } from '../../../db/database.js';
import { notFound } from '../../../errors.js';
import { pageInfo, pageOffset } from '../../../http/pagination.js';
import { participantsOfExternalUser, visibleTournament } from '../access.js';
import type { GroupListQueryInput } from './group.schemas.js';
import { assignedGroups, countGroups, groupViews, type GroupViewRow } from './group.repository.js';
import { type RoundView, roundViews, toRoundView, visibleRoundViewsOf } from '../rounds/index.js';

const versionsUpTo = (version: number) => Array.from({ length: version }, (_, i) => i + 1);

const toItem = (row: GroupViewRow) => ({
  id: row.id,
  tournamentRoundId: row.roundId,
  groupName: row.groupName,
  maxParticipants: row.maxParticipants,
  participantCount: Number(row.participantCount ?? 0),
  versions: versionsUpTo(row.version),
  scheduledAt: row.scheduledAt,
});

export async function listGroups(db: Executor, tenantId: string, query: GroupListQueryInput) {
  const round = await roundViews(db, tenantId, { visibleOnly: true })
    .where('rounds.id', '=', query.roundId)
    .executeTakeFirst();
  if (!round) throw notFound('Round');
  const [totalCount, rows] = await Promise.all([
    countGroups(db, tenantId, query.roundId),
    groupViews(db, tenantId, { visibleOnly: true })
      .where('g.roundId', '=', query.roundId)
      .orderBy('g.groupNumber')
      .limit(query.pageSize)
      .offset(pageOffset(query))
      .execute(),
  ]);
  return { items: rows.map(toItem), ...pageInfo(query, totalCount) };
}

/** A group with its round and tournament; drafts only for the organiser. */
export async function findGroupView(
  db: Executor,
  tenantId: string,
  groupId: string,
  visibleOnly = true,
) {
  const row = await groupViews(db, tenantId, { visibleOnly })
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw notFound('Group');
  return row;
}

export async function getGroup(
  db: Executor,
  tenantId: string,
  groupId: string,
  visibleOnly = true,
) {
  const row = await findGroupView(db, tenantId, groupId, visibleOnly);
  // Added to the item rather than after a spread of it: see `toDetail` (tournament.view.ts).
  return Object.assign(toItem(row), {
    tournamentId: row.tournamentId,
    tournamentRoundName: row.roundName,
    version: row.version,
  });
}

/** Every group of a round, in group order (public pages: a page of them would cut the bracket). */
export async function listAllRoundGroups(db: Executor, tenantId: string, roundId: string) {
  const rows = await groupViews(db, tenantId, { visibleOnly: true })
    .where('g.roundId', '=', roundId)
    .orderBy('g.groupNumber')
    .execute();
  return rows.map(toItem);
}

const withoutTournamentName = ({ tournamentName: _, ...round }: RoundView) => round;

/** The FFA rounds where the user's teams play, each with the groups they are in. */
export async function getAssignedDetails(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  externalUserId: string,
) {
  await visibleTournament(db, tenantId, tournamentId);
  const mine = await participantsOfExternalUser(db, tenantId, externalUserId);
  const assigned = await assignedGroups(db, tenantId, tournamentId, [...mine]);
  const roundIds = [...new Set(assigned.map((g) => g.roundId))];
  // Guard against running an invalid query when the user has no group.
  if (roundIds.length === 0) return { rounds: [] };
  const rows = await visibleRoundViewsOf(db, tenantId, roundIds);
  return {
    rounds: rows.map((row) => {
      // Added to the round rather than after a spread of it: see `toDetail`.
      return Object.assign(withoutTournamentName(toRoundView(row)), {
        numberOfGroups: row.numberOfGroups ?? 0,
        assignedGroups: assigned
          .filter((g) => g.roundId === row.id)
          .map((g) => ({
            id: g.id,
            tournamentRoundId: g.roundId,
            groupName: g.groupName,
            maxParticipants: g.maxParticipants,
            groupVersion: g.version,
            scheduledAt: g.scheduledAt,
          })),
      });
    }),
  };
}
