import type { Executor } from '../../db/database.js';
import { invalidField, notFound } from '../../errors.js';
import {
  computeDuelStandings,
  computeSwissStandings,
  type GameScore,
  type StandingsMatch,
} from '../tournaments/engine/index.js';
import { participantsOfExternalUser, visibleTournament } from './access.js';
import { RoundType, isDuelRound } from './codes.js';
import { listRoundParticipants } from './group.repository.js';
import { listRoundGames, listRoundResults } from './match.repository.js';
import { findRound, listRounds, type RoundRow } from './round.repository.js';
import { participantInfo, type TournamentRow } from './tournament.repository.js';

interface RoundResults {
  participantIds: string[];
  matches: (StandingsMatch & { roundType: number })[];
}

/** Seeded participants, matches and games of some duel rounds: three queries. */
export async function loadRoundResults(
  db: Executor,
  tenantId: string,
  rounds: Pick<RoundRow, 'id' | 'roundType' | 'tournamentId'>[],
): Promise<RoundResults> {
  const roundIds = rounds.map((r) => r.id);
  // Guard against running invalid queries when there is no round.
  if (roundIds.length === 0) return { participantIds: [], matches: [] };
  const typeOf = new Map(rounds.map((r) => [r.id, r.roundType]));
  const [members, matches, games] = await Promise.all([
    listRoundParticipants(db, tenantId, roundIds),
    listRoundResults(db, tenantId, rounds[0]!.tournamentId, roundIds),
    listRoundGames(db, tenantId, roundIds),
  ]);
  const gamesOf = new Map<string, GameScore[]>();
  for (const game of games) gamesOf.set(game.matchId, [...(gamesOf.get(game.matchId) ?? []), game]);
  return {
    participantIds: [...new Set(members.map((m) => m.participantId))],
    matches: matches.map((m) => ({
      participant1Id: m.participant1Id,
      participant2Id: m.participant2Id,
      status: m.status as StandingsMatch['status'],
      result: m.result as StandingsMatch['result'],
      games: gamesOf.get(m.id) ?? [],
      roundType: typeOf.get(m.roundId) ?? 0,
    })),
  };
}

/** Ranked participant ids of a finished round robin or Swiss round (its winner comes first). */
export function rankedIds(roundType: number, results: RoundResults): string[] {
  if (roundType === RoundType.Swiss)
    return computeSwissStandings(results.participantIds, results.matches).map(
      (l) => l.participantId,
    );
  return computeDuelStandings(results.participantIds, results.matches).map((l) => l.participantId);
}

/** The spec's Duel standings: wins, then head-to-head, then game-score difference. */
export async function buildDuelStandings(
  db: Executor,
  tenantId: string,
  tournament: Pick<TournamentRow, 'id' | 'name'>,
  round: Pick<RoundRow, 'id' | 'roundName' | 'roundType' | 'tournamentId'> | null,
  mine: ReadonlySet<string> = new Set(),
) {
  const rounds = round
    ? [round]
    : (await listRounds(db, tenantId, tournament.id))
        .filter((r) => isDuelRound(r.roundType))
        .reverse();
  const results = await loadRoundResults(db, tenantId, rounds);
  const lines = computeDuelStandings(results.participantIds, results.matches);
  const info = await participantInfo(db, tenantId, tournament.id, results.participantIds);
  return {
    tournamentId: tournament.id,
    tournamentName: tournament.name,
    roundId: round?.id ?? null,
    roundName: round?.roundName ?? null,
    standings: lines.map((line) => {
      const who = info.get(line.participantId);
      return {
        participantId: line.participantId,
        participantName: who?.participantName ?? '',
        participantLogo: who?.participantLogo ?? null,
        participantExternalId: who?.participantExternalId ?? '',
        participantType: who?.participantType ?? 1,
        wins: line.wins,
        losses: line.losses,
        draws: line.draws,
        matchCount: line.matchCount,
        isMe: mine.has(line.participantId),
        rank: line.rank,
      };
    }),
  };
}

export async function getDuelStandings(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  query: { roundId?: string | undefined; externalUserId?: string | undefined },
) {
  const tournament = await visibleTournament(db, tenantId, tournamentId);
  const mine = query.externalUserId
    ? await participantsOfExternalUser(db, tenantId, query.externalUserId)
    : new Set<string>();
  let round: RoundRow | null = null;
  if (query.roundId) {
    round = (await findRound(db, tenantId, query.roundId)) ?? null;
    if (!round || round.tournamentId !== tournament.id) throw notFound('Round');
    if (!isDuelRound(round.roundType))
      throw invalidField('roundId', 'is a free-for-all round; read its group standings');
  }
  return buildDuelStandings(db, tenantId, tournament, round, mine);
}
