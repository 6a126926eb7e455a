import type { Insertable } from 'kysely';
import { preparedForList } from '../../../db/prepared.js';
import type { Executor } from '../../../db/database.js';
import type { FfaResultTable, GroupParticipantTable, GroupTable } from '../bracket.table.js';

const CHUNK = 500;

export async function insertGroups(
  db: Executor,
  groups: Insertable<GroupTable>[],
  members: GroupParticipantTable[],
) {
  if (groups.length > 0) await db.insertInto('round_groups').values(groups).execute();
  for (let i = 0; i < members.length; i += CHUNK) {
    await db
      .insertInto('group_participants')
      .values(members.slice(i, i + CHUNK))
      .execute();
  }
}

/** Groups joined to their round and tournament; integration reads skip draft tournaments. */
export function groupViews(db: Executor, tenantId: string, options: { visibleOnly: boolean }) {
  let query = db
    .selectFrom('round_groups as g')
    .innerJoin('rounds as r', 'r.id', 'g.roundId')
    .innerJoin('tournaments as t', 't.id', 'r.tournamentId')
    .select((eb) => [
      'g.id',
      'g.roundId',
      'g.groupNumber',
      'g.groupName',
      'g.maxParticipants',
      'g.version',
      'g.scheduledAt',
      // Counted per selected group on the primary key; the tenant is checked on the group (see
      // listRoundParticipants).
      eb
        .selectFrom('group_participants as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.groupId', '=', 'g.id')
        .as('participantCount'),
      'r.roundName',
      'r.roundType',
      'r.matchesPerGroup',
      'r.options as roundOptions',
      'r.tournamentId',
      't.pointsSystem',
    ])
    .where('g.tenantId', '=', tenantId);
  if (options.visibleOnly) query = query.where('t.status', '<>', 0);
  return query;
}

export type GroupViewRow = Awaited<ReturnType<ReturnType<typeof groupViews>['execute']>>[number];

export async function countGroups(
  db: Executor,
  tenantId: string,
  roundId: string,
): Promise<number> {
  const row = await db
    .selectFrom('round_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Participants of the given groups, in seed order. */
export const listGroupParticipants = (
  db: Executor,
  tenantId: string,
  groupIds: readonly string[],
) =>
  db
    .selectFrom('group_participants')
    .select(['groupId', 'participantId', 'seed'])
    .where('tenantId', '=', tenantId)
    .where('groupId', 'in', [...groupIds])
    .orderBy('seed')
    .execute();

/** Participants of the given rounds (every group), in round then seed order. */
export const listRoundParticipants = (
  db: Executor,
  tenantId: string,
  roundIds: readonly string[],
) =>
  // The tenant is checked on the groups (a participant row belongs to its group's tenant): a
  // tenant filter on the participants lets the planner start from every participant row of
  // the tenant instead of from the rounds' groups.
  db
    .selectFrom('group_participants as p')
    .innerJoin('round_groups as g', 'g.id', 'p.groupId')
    .innerJoin('rounds as r', 'r.id', 'g.roundId')
    .select(['p.participantId', 'p.seed', 'g.roundId', 'p.groupId'])
    .where('g.tenantId', '=', tenantId)
    .where('g.roundId', 'in', [...roundIds])
    .orderBy('r.roundNumber')
    .orderBy('p.seed')
    .execute();

export const listRoundGroups = (db: Executor, tenantId: string, roundId: string) =>
  db
    .selectFrom('round_groups')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('roundId', '=', roundId)
    .orderBy('groupNumber')
    .execute();

/**
 * Stores a lobby match's placements in place of those it had, and says whether every participant
 * has the placement it had (finishes and knocks may differ): then the rows keep their time, so
 * the match keeps its place in play order.
 */
export async function replaceFfaResults(
  db: Executor,
  tenantId: string,
  groupId: string,
  matchNumber: number,
  rows: FfaResultTable[],
): Promise<boolean> {
  const previous = await db
    .deleteFrom('ffa_results')
    .where('tenantId', '=', tenantId)
    .where('groupId', '=', groupId)
    .where('matchNumber', '=', matchNumber)
    .returning(['participantId', 'placement', 'createdAt'])
    .execute();
  const postedBefore = previous[0]?.createdAt;
  const samePlacements =
    postedBefore !== undefined &&
    previous.length === rows.length &&
    rows.every((row) =>
      previous.some((p) => p.participantId === row.participantId && p.placement === row.placement),
    );
  await db
    .insertInto('ffa_results')
    .values(samePlacements ? rows.map((row) => ({ ...row, createdAt: postedBefore })) : rows)
    .execute();
  await db
    .updateTable('round_groups')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('tenantId', '=', tenantId)
    .where('id', '=', groupId)
    .execute();
  return samePlacements;
}

export type FfaResultRow = Awaited<ReturnType<typeof listFfaResults>>[number];

export const listFfaResults = (db: Executor, tenantId: string, groupIds: readonly string[]) =>
  db
    .selectFrom('ffa_results')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('groupId', 'in', [...groupIds])
    .orderBy('matchNumber')
    .orderBy('placement')
    .execute();

/** Groups of the tournament's FFA rounds that hold any of `participantIds`. */
export const assignedGroups = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
  participantIds: readonly string[],
) => preparedAssignedGroups(db, participantIds, tenantId, tournamentId);

const preparedAssignedGroups = preparedForList(
  (db: Executor, participantIds: string[], tenantId: string, tournamentId: string) =>
    db
      .selectFrom('round_groups as g')
      .innerJoin('rounds as r', 'r.id', 'g.roundId')
      .select([
        'g.id',
        'g.roundId',
        'g.groupName',
        'g.maxParticipants',
        'g.version',
        'g.scheduledAt',
      ])
      .where('g.tenantId', '=', tenantId)
      .where('r.tournamentId', '=', tournamentId)
      .where('r.roundType', '=', 5)
      .where('g.id', 'in', (eb) =>
        eb
          .selectFrom('group_participants')
          .select('groupId')
          .where('tenantId', '=', tenantId)
          .where('participantId', 'in', participantIds),
      )
      .orderBy('r.roundNumber')
      .orderBy('g.groupNumber'),
);

/** How many (group, match number) results a round has, read from the results' primary key. */
export async function countReportedFfaMatches(db: Executor, tenantId: string, roundId: string) {
  const reported = db
    .selectFrom('ffa_results as f')
    .innerJoin('round_groups as g', 'g.id', 'f.groupId')
    .select(['f.groupId', 'f.matchNumber'])
    .distinct()
    .where('f.tenantId', '=', tenantId)
    .where('g.tenantId', '=', tenantId)
    .where('g.roundId', '=', roundId)
    .as('reported');
  const row = await db
    .selectFrom(reported)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets (or clears) an FFA group's scheduled start. */
export async function setGroupSchedule(
  db: Executor,
  tenantId: string,
  groupId: string,
  scheduledAt: string | null,
) {
  await db
    .updateTable('round_groups')
    .set({ scheduledAt })
    .where('tenantId', '=', tenantId)
    .where('id', '=', groupId)
    .execute();
}
