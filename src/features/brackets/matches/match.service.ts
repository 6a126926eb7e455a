import type { Executor } from '../../../db/database.js';
import { toBool } from '../../../db/dialect.js';
import { notFound } from '../../../errors.js';
import { pageInfo, pageOffset } from '../../../http/pagination.js';
import {
  countDuelMatches,
  duelMatchPage,
  duelMatchRows,
  duelMatchRowsById,
  type DuelMatchRow,
} from './duel-match.repository.js';
import { listGamesOfMatches } from './match.repository.js';
import type { BracketSide, DuelMatchQueryInput, DuelMatchView } from './match.schemas.js';
import { TOURNAMENT_STATUS } from '../../tournaments/index.js';

export type GameRow = Awaited<ReturnType<typeof listGamesOfMatches>>[number];

function side(row: DuelMatchRow, slot: 1 | 2) {
  const id = slot === 1 ? row.participant1Id : row.participant2Id;
  const [teamName, teamLogo, teamExt, userName, userImage, userExt] =
    slot === 1
      ? [
          row.team1Name,
          row.team1Logo,
          row.team1ExternalId,
          row.user1Name,
          row.user1Image,
          row.user1ExternalId,
        ]
      : [
          row.team2Name,
          row.team2Logo,
          row.team2ExternalId,
          row.user2Name,
          row.user2Image,
          row.user2ExternalId,
        ];
  return {
    id,
    name: id === null ? null : (teamName ?? userName ?? null),
    logo: id === null ? null : (teamLogo ?? userImage ?? null),
    externalId: id === null ? null : (teamExt ?? userExt ?? null),
  };
}

function link(matchId: string | null, slot: number | null) {
  return matchId === null || slot === null ? null : { matchId, slot };
}

/** Where the match sits in its round's bracket and where its winner and loser go. */
function bracketOf(row: DuelMatchRow): DuelMatchView['bracket'] {
  return {
    side: row.bracket as BracketSide,
    round: row.stage,
    position: row.position,
    winnerTo: link(row.winnerToMatchId, row.winnerToSlot),
    loserTo: link(row.loserToMatchId, row.loserToSlot),
  };
}

function toDuelMatch(row: DuelMatchRow, games: GameRow[]): DuelMatchView {
  const [p1, p2] = [side(row, 1), side(row, 2)];
  return {
    matchId: row.id,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    roundId: row.roundId,
    roundName: row.roundName,
    matchNumber: row.matchNumber,
    matchStatus: row.status,
    matchResult: row.result,
    scheduledAt: row.scheduledAt,
    bestOf: row.bestOf,
    games: games.map((g) => ({
      matchGameId: g.id,
      matchId: g.matchId,
      gameSerial: g.gameSerial,
      mapId: g.mapId,
      mapName: g.mapName,
      participant1Score: g.participant1Score,
      participant2Score: g.participant2Score,
      winnerId: g.winnerId,
      gameResult: g.gameResult,
      extraData: g.extraData,
      scheduledAt: g.scheduledAt,
    })),
    duelDetail: {
      participant1Id: p1.id,
      participant1Name: p1.name,
      participant1Logo: p1.logo,
      participant1ExternalId: p1.externalId,
      participant1Type: row.participantType,
      participant2Id: p2.id,
      participant2Name: p2.name,
      participant2Logo: p2.logo,
      participant2ExternalId: p2.externalId,
      participant2Type: row.participantType,
      participant1Score: row.participant1Score,
      participant2Score: row.participant2Score,
      winnerTeamId: row.winnerId,
      mapId: null,
      mapName: null,
      duration: null,
    },
    bracket: bracketOf(row),
    // A walkover (the feeder of the empty side produced nobody) is a bye to the reader too.
    isBye: toBool(row.isBye) || toBool(row.isWalkover),
  };
}

/** Attaches games to match rows: one query for all of them but those whose games are `known`. */
async function withGames(
  db: Executor,
  tenantId: string,
  rows: DuelMatchRow[],
  known: ReadonlyMap<string, GameRow[]> = new Map(),
): Promise<DuelMatchView[]> {
  const games = await listGamesOfMatches(
    db,
    tenantId,
    rows.map((r) => r.id).filter((id) => !known.has(id)),
  );
  const byMatch = new Map(known);
  for (const game of games) byMatch.set(game.matchId, [...(byMatch.get(game.matchId) ?? []), game]);
  return rows.map((row) => toDuelMatch(row, byMatch.get(row.id) ?? []));
}

/**
 * Duel matches as the read API shows them, by id (for events and the organiser's answers). The
 * games of `knownGames` (those the caller has just written, by match) are not read again.
 */
export async function duelMatchesById(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  matchIds: readonly string[],
  knownGames?: ReadonlyMap<string, GameRow[]>,
) {
  const rows = await duelMatchRowsById(db, tenantId, tournamentId, matchIds);
  return withGames(db, tenantId, rows, knownGames);
}

export async function listDuelMatches(db: Executor, tenantId: string, query: DuelMatchQueryInput) {
  const filter = {
    tournamentId: query.tournamentId,
    roundId: query.roundId,
    matchStatus: query.matchStatus,
  };
  const [counted, rows] = await Promise.all([
    countDuelMatches(db, tenantId, filter),
    duelMatchPage(db, tenantId, filter, query.pageSize, pageOffset(query)),
  ]);
  // Drafts are invisible to integration reads, like another tenant's tournament.
  const { tournamentStatus, roundTournamentId, count } = counted;
  if (tournamentStatus === null || tournamentStatus === TOURNAMENT_STATUS.DRAFT)
    throw notFound('Tournament');
  if (query.roundId && roundTournamentId !== query.tournamentId) throw notFound('Round');
  return { matches: await withGames(db, tenantId, rows), ...pageInfo(query, count) };
}

/** Every duel match of a round, in match order, as the read API shows them (public pages). */
export async function duelMatchesOfRound(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  roundId: string,
) {
  const rows = await duelMatchRows(db, tenantId, { tournamentId, roundId })
    .orderBy('m.matchNumber')
    .execute();
  return withGames(db, tenantId, rows);
}
