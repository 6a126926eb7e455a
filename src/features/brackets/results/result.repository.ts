import { sql, type InferResult } from 'kysely';
import type { Executor } from '../../../db/database.js';
import { preparedShapes } from '../../../db/prepared.js';
import { toBool } from '../../../db/dialect.js';
import { PARTICIPANT_TYPE } from '../../tournaments/index.js';
import { idOfType } from '../participant-key.js';
import type { MatchRow } from '../matches/index.js';
import type { ParticipantInfo, TournamentRow } from '../tournament.repository.js';

/**
 * What a result reads first, under its round's lock, in one statement: the match; its
 * tournament (the columns `findTournament` reads); whether anyone in the tournament is
 * disqualified; its participants as `participantInfo` reads them; and the catalogue ids of the
 * tournament game's maps named in `mapNames` (one row for each found, the match on every row).
 */
export async function findMatchToReport(
  db: Executor,
  tenantId: string,
  matchId: string,
  mapNames: readonly string[],
) {
  const rows = await preparedMatchToReport(mapNames.length, db, tenantId, matchId, ...mapNames);
  const mapIds = new Map<string, string>();
  for (const { mapId, mapName } of rows) {
    if (mapId !== null && mapName !== null) mapIds.set(mapName, mapId);
  }
  return rows[0] && { ...split(rows[0]), mapIds };
}

const matchToReport = (
  db: Executor,
  tenantId: string,
  matchId: string,
  mapNames: readonly string[],
) =>
  db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', (j) =>
      j.onRef('t.id', '=', 'm.tournamentId').onRef('t.tenantId', '=', 'm.tenantId'),
    )
    .leftJoin('game_maps as gm', (j) =>
      j
        .onRef('gm.gameId', '=', 't.gameId')
        // Guard against an invalid `in ()` when no game named a map.
        .on((eb) =>
          mapNames.length > 0 ? eb('gm.name', 'in', [...mapNames]) : sql<boolean>`1 = 0`,
        ),
    )
    .leftJoin('tournament_registrations as r1', (j) =>
      j
        .onRef('r1.tenantId', '=', 'm.tenantId')
        .onRef('r1.tournamentId', '=', 'm.tournamentId')
        .onRef('r1.participantId', '=', 'm.participant1Id'),
    )
    .leftJoin('teams as t1', (j) =>
      j
        .on('t1.id', '=', idOfType('r1.participantType', PARTICIPANT_TYPE.TEAM, 'r1.participantId'))
        .onRef('t1.tenantId', '=', 'r1.tenantId'),
    )
    .leftJoin('users as u1', (j) =>
      j
        .on('u1.id', '=', idOfType('r1.participantType', PARTICIPANT_TYPE.USER, 'r1.participantId'))
        .onRef('u1.tenantId', '=', 'r1.tenantId'),
    )
    .leftJoin('tournament_registrations as r2', (j) =>
      j
        .onRef('r2.tenantId', '=', 'm.tenantId')
        .onRef('r2.tournamentId', '=', 'm.tournamentId')
        .onRef('r2.participantId', '=', 'm.participant2Id'),
    )
    .leftJoin('teams as t2', (j) =>
      j
        .on('t2.id', '=', idOfType('r2.participantType', PARTICIPANT_TYPE.TEAM, 'r2.participantId'))
        .onRef('t2.tenantId', '=', 'r2.tenantId'),
    )
    .leftJoin('users as u2', (j) =>
      j
        .on('u2.id', '=', idOfType('r2.participantType', PARTICIPANT_TYPE.USER, 'r2.participantId'))
        .onRef('u2.tenantId', '=', 'r2.tenantId'),
    )
    .selectAll('m')
    .select((eb) => [
      't.name as tournamentName',
      't.status as tournamentStatus',
      't.matchType',
      't.participantType',
      't.pointsSystem',
      't.startTime',
      't.endTime',
      't.winnerTeamId',
      't.winnerTeamName',
      't.updatedAt as tournamentUpdatedAt',
      't.gameId as tournamentGameId',
      't.rated as tournamentRated',
      eb
        .exists(
          eb
            .selectFrom('tournament_registrations as dq')
            .select('dq.participantId')
            .where('dq.tenantId', '=', tenantId)
            .whereRef('dq.tournamentId', '=', 'm.tournamentId')
            .where('dq.disqualifiedAt', 'is not', null),
        )
        .as('anyDisqualified'),
      'gm.id as mapId',
      'gm.name as mapName',
      // As `participantInfo` names a registration: its team's or user's, else its own.
      'r1.participantType as p1Type',
      eb.fn.coalesce('t1.name', 'u1.displayName', 'r1.participantName').as('p1Name'),
      eb.fn.coalesce('t1.logo', 'u1.image').as('p1Logo'),
      eb.fn.coalesce('t1.externalId', 'u1.externalId', eb.val('')).as('p1ExternalId'),
      'r2.participantType as p2Type',
      eb.fn.coalesce('t2.name', 'u2.displayName', 'r2.participantName').as('p2Name'),
      eb.fn.coalesce('t2.logo', 'u2.image').as('p2Logo'),
      eb.fn.coalesce('t2.externalId', 'u2.externalId', eb.val('')).as('p2ExternalId'),
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.id', '=', matchId);

// A result's first read, built once per number of maps named.
const preparedMatchToReport = preparedShapes(
  () =>
    (db: Executor, tenantId: string, matchId: string, ...mapNames: string[]) =>
      matchToReport(db, tenantId, matchId, mapNames),
);

type ReportRow = InferResult<ReturnType<typeof matchToReport>>[number];

function split({
  tournamentName,
  tournamentStatus,
  matchType,
  participantType,
  pointsSystem,
  startTime,
  endTime,
  winnerTeamId,
  winnerTeamName,
  tournamentUpdatedAt,
  tournamentGameId,
  tournamentRated,
  anyDisqualified,
  mapId: _mapId,
  mapName: _mapName,
  p1Type,
  p1Name,
  p1Logo,
  p1ExternalId,
  p2Type,
  p2Name,
  p2Logo,
  p2ExternalId,
  ...match
}: ReportRow) {
  // A registration's type is never null: a null one is a participant without registration.
  const participants = new Map<string, ParticipantInfo>();
  const sides = [
    [match.participant1Id, p1Type, p1Name, p1Logo, p1ExternalId],
    [match.participant2Id, p2Type, p2Name, p2Logo, p2ExternalId],
  ] as const;
  for (const [participantId, type, name, logo, externalId] of sides) {
    if (participantId === null || type === null) continue;
    participants.set(participantId, {
      participantId,
      participantName: name as string,
      participantLogo: logo,
      participantExternalId: externalId as string,
      participantType: type,
    });
  }
  const tournament: TournamentRow = {
    id: match.tournamentId,
    name: tournamentName,
    status: tournamentStatus,
    matchType,
    participantType,
    pointsSystem,
    startTime,
    endTime,
    winnerTeamId,
    winnerTeamName,
    updatedAt: tournamentUpdatedAt,
  };
  return {
    match: match satisfies MatchRow,
    tournament,
    // What rating the result needs of its tournament, read here rather than again.
    ratedTournament: {
      id: match.tournamentId,
      gameId: tournamentGameId,
      participantType,
      rated: tournamentRated ?? 1, // NOT NULL, default 1: optional in the row type for inserts only
      status: tournamentStatus,
    },
    anyDisqualified: toBool(anyDisqualified as number | boolean),
    participants,
  };
}
