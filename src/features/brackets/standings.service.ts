import type { Executor } from '../../db/database.js';
import { invalidField, notFound } from '../../errors.js';
import {
  computeDuelStandings,
  computeSwissStandings,
  tallyDuelLines,
  type DuelStandingLine,
  type GameScore,
  type StandingsMatch,
} from '../tournaments/engine/index.js';
import { participantsOfExternalUser, visibleTournament } from './access.js';
import { RoundType, isDuelRound } from './codes.js';
import { listRoundParticipants } from './group.repository.js';
import { listResultsOf, listRoundGames, listRoundResults } from './match.repository.js';
import { findRound, listRounds, type RoundRow } from './round.repository.js';
import * as stored from './standings.repository.js';
import { readKey, versionReader } from '../../db/read-versions.js';
import { participantInfo, type TournamentRow } from './tournament.repository.js';

type DuelRound = Pick<RoundRow, 'id' | 'roundType' | 'tournamentId'>;

interface RoundResults {
  participantIds: string[];
  matches: (StandingsMatch & { roundType: number; roundId: string })[];
  /** Each round's seeded participants, in seed order. */
  participantsOf: Map<string, string[]>;
}

/** Seeded participants, matches and games of some duel rounds: three queries. */
export async function loadRoundResults(
  db: Executor,
  tenantId: string,
  rounds: DuelRound[],
): Promise<RoundResults> {
  const roundIds = rounds.map((r) => r.id);
  // Guard against running invalid queries when there is no round.
  if (roundIds.length === 0) return { participantIds: [], matches: [], participantsOf: new Map() };
  const typeOf = new Map(rounds.map((r) => [r.id, r.roundType]));
  const [members, matches, games] = await Promise.all([
    listRoundParticipants(db, tenantId, roundIds),
    listRoundResults(db, tenantId, rounds[0]!.tournamentId, roundIds),
    listRoundGames(db, tenantId, roundIds),
  ]);
  const gamesOf = new Map<string, GameScore[]>();
  for (const game of games) {
    const list = gamesOf.get(game.matchId);
    if (list) list.push(game);
    else gamesOf.set(game.matchId, [game]);
  }
  const participantsOf = new Map<string, string[]>();
  for (const m of members) {
    const list = participantsOf.get(m.roundId);
    if (list) list.push(m.participantId);
    else participantsOf.set(m.roundId, [m.participantId]);
  }
  return {
    participantIds: [...new Set(members.map((m) => m.participantId))],
    matches: matches.map((m) => ({
      participant1Id: m.participant1Id,
      participant2Id: m.participant2Id,
      status: m.status as StandingsMatch['status'],
      result: m.result as StandingsMatch['result'],
      games: gamesOf.get(m.id) ?? [],
      roundType: typeOf.get(m.roundId) ?? 0,
      roundId: m.roundId,
    })),
    participantsOf,
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

/** The lines of one round of `results`, or of all of them with `roundId` absent. */
function linesOf(results: RoundResults, roundId?: string): DuelStandingLine[] {
  if (roundId === undefined) return computeDuelStandings(results.participantIds, results.matches);
  return computeDuelStandings(
    results.participantsOf.get(roundId) ?? [],
    results.matches.filter((m) => m.roundId === roundId),
  );
}

const encode = (lines: readonly DuelStandingLine[]): stored.StoredLine[] =>
  lines.map((l) => [l.participantId, l.wins, l.losses, l.draws, l.matchCount, l.rank]);

type RankedLine = Omit<DuelStandingLine, 'scoreDifference'>;

const decode = (text: string): RankedLine[] =>
  (JSON.parse(text) as stored.StoredLine[]).map(
    ([participantId, wins, losses, draws, matchCount, rank]) => ({
      participantId,
      wins,
      losses,
      draws,
      matchCount,
      rank,
    }),
  );

async function duelRoundsOf(db: Executor, tenantId: string, tournamentId: string) {
  return (await listRounds(db, tenantId, tournamentId)).filter((r) => isDuelRound(r.roundType));
}

/**
 * The ranked lines of one scope, stored at the tournament's current read version, or computed
 * for every scope of the tournament and stored with the version read before computing them.
 * Writes need do nothing: the triggers that bump the tournament's version (see
 * `src/db/read-versions.ts`) make every stored line of it stale at once, in every process.
 */
async function storedLines(db: Executor, tenantId: string, tournamentId: string, scope: string) {
  const [version] = await versionReader(db)([readKey.tournament(tenantId, tournamentId)]);
  const row = await stored.findStandings(db, tenantId, tournamentId, scope);
  if (row && Number(row.version) === version) return decode(row.lines);
  const rounds = await duelRoundsOf(db, tenantId, tournamentId);
  const results = await loadRoundResults(db, tenantId, rounds);
  let wanted: DuelStandingLine[] = [];
  for (const key of [stored.ALL_ROUNDS, ...rounds.map((r) => r.id)]) {
    const lines = linesOf(results, key === stored.ALL_ROUNDS ? undefined : key);
    await stored.saveStandings(db, tenantId, tournamentId, key, encode(lines), version!);
    if (key === scope) wanted = lines;
  }
  return wanted;
}

/** The spec's Duel standings of ranked lines: names and logos are read now, so they are current. */
async function standingsView(
  db: Executor,
  tenantId: string,
  tournament: Pick<TournamentRow, 'id' | 'name'>,
  round: Pick<RoundRow, 'id' | 'roundName'> | null,
  lines: readonly RankedLine[],
  mine: ReadonlySet<string>,
) {
  const info = await participantInfo(
    db,
    tenantId,
    tournament.id,
    lines.map((l) => l.participantId),
  );
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

/**
 * What a duel result changed in its round's standings, for the `standings.updated` event: the
 * lines of the match's participants, whose wins, losses, draws and match counts it moved.
 * Ranks are left out: one result can move the rank of every other line (a win lifts a
 * participant above everyone it was tied with), so an event carrying them would be the whole
 * table again. Readers who show positions read the round's standings.
 */
export async function duelStandingsChange(
  db: Executor,
  tenantId: string,
  tournament: Pick<TournamentRow, 'id' | 'name'>,
  round: Pick<RoundRow, 'id' | 'roundName'>,
  match: { id: string; participant1Id: string | null; participant2Id: string | null },
) {
  const ids = [match.participant1Id, match.participant2Id].filter((id) => id !== null);
  const [results, info] = await Promise.all([
    listResultsOf(db, tenantId, round.id, ids),
    participantInfo(db, tenantId, tournament.id, ids),
  ]);
  const tallies = tallyDuelLines(ids, results as StandingsMatch[]);
  return {
    tournamentId: tournament.id,
    tournamentName: tournament.name,
    roundId: round.id,
    roundName: round.roundName,
    matchId: match.id,
    lines: ids.map((id) => {
      const who = info.get(id);
      const tally = tallies.get(id);
      return {
        participantId: id,
        participantName: who?.participantName ?? '',
        participantLogo: who?.participantLogo ?? null,
        participantExternalId: who?.participantExternalId ?? '',
        participantType: who?.participantType ?? 1,
        wins: tally?.wins ?? 0,
        losses: tally?.losses ?? 0,
        draws: tally?.draws ?? 0,
        matchCount: tally?.matchCount ?? 0,
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
  const lines = await storedLines(db, tenantId, tournament.id, round?.id ?? stored.ALL_ROUNDS);
  return standingsView(db, tenantId, tournament, round, lines, mine);
}
