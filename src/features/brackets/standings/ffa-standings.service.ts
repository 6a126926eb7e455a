import type { Executor } from '../../../db/database.js';
import { businessRule } from '../../../errors.js';
import {
  rankFfaStandings,
  type FfaPlacement,
  type FfaTiebreaker,
  type PointsSystem,
} from '@tourney/engine';
import { parseOptions } from '../codes.js';
import { formatOf, tiebreakersOf } from '../formats/index.js';
import {
  type FfaResultRow,
  findGroupView,
  type GroupViewRow,
  listFfaResults,
  listGroupParticipants,
  listRoundGroups,
} from '../groups/index.js';
import type { RoundRow } from '../rounds/index.js';
import { participantInfo } from '../tournament.repository.js';

/**
 * Free-for-all leaderboards as they are read: a group's, its reported matches, and a finished
 * round's rankings that the next stage qualifies from. Nothing here writes.
 */

export function parsePointsSystem(text: string): PointsSystem {
  const raw = JSON.parse(text) as Partial<PointsSystem>;
  return {
    pointsPerFinish: Number(raw.pointsPerFinish ?? 0),
    pointsPerKnock: Number(raw.pointsPerKnock ?? 0),
    placementPoints: raw.placementPoints ?? {},
  };
}

/** Results of some groups, one placement list per (group, match). */
export async function resultsByMatch(db: Executor, tenantId: string, groupIds: string[]) {
  const rows = await listFfaResults(db, tenantId, groupIds);
  const byMatch = new Map<string, FfaPlacement[]>();
  for (const row of rows) {
    const key = `${row.groupId}:${row.matchNumber}`;
    byMatch.set(key, [...(byMatch.get(key) ?? []), row]);
  }
  return byMatch;
}

export async function leaderboard(db: Executor, tenantId: string, group: GroupViewRow) {
  const [members, byMatch] = await Promise.all([
    listGroupParticipants(db, tenantId, [group.id]),
    resultsByMatch(db, tenantId, [group.id]),
  ]);
  const ids = members.map((m) => m.participantId);
  const ranked = rankFfaStandings(
    parsePointsSystem(group.pointsSystem),
    [...byMatch.values()],
    ids,
    ffaTiebreakers(group.roundType, group.roundOptions),
  );
  const info = await participantInfo(db, tenantId, group.tournamentId, ids);
  return {
    groupId: group.id,
    standings: ranked.map(({ line, rank, tiebreakers }) => ({
      participantId: line.participantId,
      participantName: info.get(line.participantId)?.participantName ?? '',
      points: line.points,
      finishes: line.finishes,
      knocks: line.knocks,
      bestPlacement: line.bestPlacement,
      matchesPlayed: line.matchCount,
      rank,
      tiebreakers,
    })),
  };
}

export const ffaTiebreakers = (roundType: number, options: string) =>
  tiebreakersOf({ roundType, options: parseOptions(options) }) as FfaTiebreaker[];

export function requireFfa(group: GroupViewRow) {
  if (formatOf(group.roundType).matchType !== 'freeForAll')
    throw businessRule('NOT_AN_FFA_GROUP', 'Only free-for-all groups have a points leaderboard');
}

/** Each reported match of a group: its placements, best first (public pages). */
export async function groupMatchResults(db: Executor, tenantId: string, groupId: string) {
  const byMatch = new Map<number, FfaResultRow[]>();
  for (const row of await listFfaResults(db, tenantId, [groupId]))
    byMatch.set(row.matchNumber, [...(byMatch.get(row.matchNumber) ?? []), row]);
  return [...byMatch].map(([matchNumber, rows]) => ({
    matchNumber,
    placements: rows.map(({ participantId, placement, finishes, knocks }) => ({
      participantId,
      placement,
      finishes,
      knocks,
    })),
  }));
}

export async function getGroupStandings(db: Executor, tenantId: string, groupId: string) {
  const group = await findGroupView(db, tenantId, groupId);
  requireFfa(group);
  return leaderboard(db, tenantId, group);
}

/** A finished FFA round's rankings for stage qualification: each group's, and the whole round's. */
export async function ffaStageRankings(
  db: Executor,
  tenantId: string,
  round: RoundRow,
  pointsSystem: string,
) {
  const roundGroups = await listRoundGroups(db, tenantId, round.id);
  const ids = roundGroups.map((g) => g.id);
  const [members, byMatch] = await Promise.all([
    listGroupParticipants(db, tenantId, ids),
    resultsByMatch(db, tenantId, ids),
  ]);
  const points = parsePointsSystem(pointsSystem);
  const chosen = ffaTiebreakers(round.roundType, round.options);
  const rank = (participantIds: string[], groupIds: Set<string>) =>
    rankFfaStandings(
      points,
      [...byMatch.entries()].filter(([key]) => groupIds.has(key.split(':')[0]!)).map(([, v]) => v),
      participantIds,
      chosen,
    ).map((l) => l.line.participantId);
  return {
    groups: roundGroups.map((g) => ({
      groupNumber: g.groupNumber,
      ranked: rank(
        members.filter((m) => m.groupId === g.id).map((m) => m.participantId),
        new Set([g.id]),
      ),
    })),
    overall: rank(
      members.map((m) => m.participantId),
      new Set(ids),
    ),
  };
}
