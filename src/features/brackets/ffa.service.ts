import type { Db, Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { businessRule, invalidField, notFound } from '../../errors.js';
import { recordEvent } from '../events/outbox.js';
import {
  rankFfaStandings,
  type FfaPlacement,
  type FfaTiebreaker,
  type PointsSystem,
} from '../tournaments/engine/index.js';
import { participantsOfExternalUser, visibleTournament } from './access.js';
import { parseOptions } from './codes.js';
import { formatOf, tiebreakersOf } from './formats/index.js';
import * as groups from './group.repository.js';
import { disqualifiedParticipants } from './match.repository.js';
import type { FfaResultInput } from './group.schemas.js';
import { findGroupView } from './group.service.js';
import { settleRound } from './progress.service.js';
import { lockRound, visibleRoundViewsOf, type RoundRow } from './round.repository.js';
import type { RoundView } from './round.schemas.js';
import { toRoundView } from './round.service.js';
import { findTournament, participantInfo } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from '../tournaments/tournament.schemas.js';

function parsePointsSystem(text: string): PointsSystem {
  const raw = JSON.parse(text) as Partial<PointsSystem>;
  return {
    pointsPerFinish: Number(raw.pointsPerFinish ?? 0),
    pointsPerKnock: Number(raw.pointsPerKnock ?? 0),
    placementPoints: raw.placementPoints ?? {},
  };
}

/** Results of some groups, one placement list per (group, match). */
async function resultsByMatch(db: Executor, tenantId: string, groupIds: string[]) {
  const rows = await groups.listFfaResults(db, tenantId, groupIds);
  const byMatch = new Map<string, FfaPlacement[]>();
  for (const row of rows) {
    const key = `${row.groupId}:${row.matchNumber}`;
    byMatch.set(key, [...(byMatch.get(key) ?? []), row]);
  }
  return byMatch;
}

async function leaderboard(db: Executor, tenantId: string, group: groups.GroupViewRow) {
  const [members, byMatch] = await Promise.all([
    groups.listGroupParticipants(db, tenantId, [group.id]),
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

const ffaTiebreakers = (roundType: number, options: string) =>
  tiebreakersOf({ roundType, options: parseOptions(options) }) as FfaTiebreaker[];

function requireFfa(group: groups.GroupViewRow) {
  if (formatOf(group.roundType).matchType !== 'freeForAll')
    throw businessRule('NOT_AN_FFA_GROUP', 'Only free-for-all groups have a points leaderboard');
}

/** Each reported match of a group: its placements, best first (public pages). */
export async function groupMatchResults(db: Executor, tenantId: string, groupId: string) {
  const byMatch = new Map<number, groups.FfaResultRow[]>();
  for (const row of await groups.listFfaResults(db, tenantId, [groupId]))
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

function checkPlacements(input: FfaResultInput, members: Set<string>, matchesPerGroup: number) {
  if (input.matchNumber > matchesPerGroup)
    throw invalidField('matchNumber', `must be between 1 and ${matchesPerGroup}`);
  const seen = new Set<string>();
  const places = new Set<number>();
  input.placements.forEach((p, i) => {
    if (!members.has(p.participantId))
      throw invalidField(`placements.${i}.participantId`, 'is not in this group');
    if (seen.has(p.participantId))
      throw invalidField(`placements.${i}.participantId`, 'appears twice');
    if (p.placement > input.placements.length || places.has(p.placement)) {
      throw invalidField(
        `placements.${i}.placement`,
        `placements must be unique and between 1 and ${input.placements.length}`,
      );
    }
    seen.add(p.participantId);
    places.add(p.placement);
  });
}

/**
 * Over when every group has every match (counted, not loaded); the winner leads the round's
 * combined points, computed once the round is over.
 */
async function ffaProgress(trx: Executor, tenantId: string, round: RoundRow, pointsSystem: string) {
  const [groupCount, reported] = await Promise.all([
    groups.countGroups(trx, tenantId, round.id),
    groups.countReportedFfaMatches(trx, tenantId, round.id),
  ]);
  const complete = groupCount > 0 && reported === groupCount * round.matchesPerGroup;
  if (!complete) return { complete, championId: null };
  const roundGroups = await groups.listRoundGroups(trx, tenantId, round.id);
  const byMatch = await resultsByMatch(
    trx,
    tenantId,
    roundGroups.map((g) => g.id),
  );
  const ranked = rankFfaStandings(
    parsePointsSystem(pointsSystem),
    [...byMatch.values()],
    [],
    ffaTiebreakers(round.roundType, round.options),
  );
  // A disqualified participant keeps its points on the table but cannot win the round.
  const out = new Set(await disqualifiedParticipants(trx, tenantId, round.tournamentId));
  const champion = ranked.find(({ line }) => !out.has(line.participantId));
  return { complete, championId: champion?.line.participantId ?? null };
}

/** A finished FFA round's rankings for stage qualification: each group's, and the whole round's. */
export async function ffaStageRankings(
  db: Executor,
  tenantId: string,
  round: RoundRow,
  pointsSystem: string,
) {
  const roundGroups = await groups.listRoundGroups(db, tenantId, round.id);
  const ids = roundGroups.map((g) => g.id);
  const [members, byMatch] = await Promise.all([
    groups.listGroupParticipants(db, tenantId, ids),
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

export async function postGroupResults(
  db: Db,
  tenantId: string,
  groupId: string,
  input: FfaResultInput,
) {
  return db.transaction().execute(async (trx) => {
    const group = await findGroupView(trx, tenantId, groupId, false);
    requireFfa(group);
    const round = (await lockRound(trx, tenantId, group.roundId)) as RoundRow;
    const tournament = await findTournament(trx, tenantId, group.tournamentId);
    if (!tournament || tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Group');
    if (tournament.status === TOURNAMENT_STATUS.CANCELLED)
      throw businessRule('TOURNAMENT_CLOSED', 'The tournament is cancelled');
    const members = await groups.listGroupParticipants(trx, tenantId, [groupId]);
    checkPlacements(input, new Set(members.map((m) => m.participantId)), round.matchesPerGroup);
    const out = new Set(await disqualifiedParticipants(trx, tenantId, tournament.id));
    if (input.placements.some((p) => out.has(p.participantId)))
      throw businessRule(
        'PARTICIPANT_DISQUALIFIED',
        'A disqualified participant gets no new placement',
      );
    const now = nowIso();
    await groups.replaceFfaResults(
      trx,
      tenantId,
      groupId,
      input.matchNumber,
      input.placements.map((p) => ({
        ...p,
        tenantId,
        groupId,
        matchNumber: input.matchNumber,
        createdAt: now,
      })),
    );
    await settleRound(
      trx,
      tenantId,
      round,
      await ffaProgress(trx, tenantId, round, tournament.pointsSystem),
      now,
    );
    const standings = await leaderboard(trx, tenantId, group);
    // The group's table is what an FFA result changes: every placed participant's points move.
    await recordEvent(trx, { tenantId, tournamentId: tournament.id }, 'standings.updated', {
      tournamentId: tournament.id,
      roundId: round.id,
      ...standings,
    });
    return standings;
  });
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
  const assigned = await groups.assignedGroups(db, tenantId, tournamentId, [...mine]);
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
