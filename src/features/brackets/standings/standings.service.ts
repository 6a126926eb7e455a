import type { Executor } from '../../../db/database.js';
import { invalidField, notFound } from '../../../errors.js';
import {
  DEFAULT_DUEL_TIEBREAKERS,
  eliminationPlacements,
  orderByPlacement,
  rankDuelStandings,
  type DuelTiebreaker,
  type GameScore,
  type Placement,
  type PlacementFields,
  type RankedDuelLine,
} from '@tourney/engine';
import { participantsOfExternalUser } from '../access.js';
import { parseOptions } from '../codes.js';
import { formatOf, isDuelRound, tiebreakersOf } from '../formats/index.js';
import { listRoundParticipants } from '../groups/index.js';
import {
  type EngineMatchRow,
  listEngineMatches,
  listRoundGames,
  listRoundResults,
  toEngineMatch,
} from '../matches/index.js';
import { findRound, listRounds, type RoundRow } from '../rounds/index.js';
import {
  roundPlacements,
  tournamentPlacements,
  type RoundResults,
} from './standings-placements.js';
import * as stored from './standings.repository.js';
import {
  participantInfo,
  type ParticipantInfo,
  type TournamentRow,
} from '../tournament.repository.js';
import { TOURNAMENT_STATUS } from '../../tournaments/index.js';

type DuelRound = Pick<RoundRow, 'id' | 'roundType' | 'tournamentId'>;

/** Seeded participants, matches and games of some duel rounds: three queries. */
export async function loadRoundResults(
  db: Executor,
  tenantId: string,
  rounds: DuelRound[],
): Promise<RoundResults> {
  const roundIds = rounds.map((r) => r.id);
  // Guard against running invalid queries when there is no round.
  if (roundIds.length === 0)
    return { participantIds: [], matches: [], participantsOf: new Map(), groupsOf: new Map() };
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
  const groups = new Map<string, Map<string, string[]>>();
  for (const m of members) {
    const list = participantsOf.get(m.roundId);
    if (list) list.push(m.participantId);
    else participantsOf.set(m.roundId, [m.participantId]);
    const ofRound = groups.get(m.roundId) ?? new Map<string, string[]>();
    groups.set(m.roundId, ofRound);
    const group = ofRound.get(m.groupId);
    if (group) group.push(m.participantId);
    else ofRound.set(m.groupId, [m.participantId]);
  }
  return {
    participantIds: [...new Set(members.map((m) => m.participantId))],
    matches: matches.map((m) => ({
      ...toEngineMatch(m),
      games: gamesOf.get(m.id) ?? [],
      roundType: typeOf.get(m.roundId) ?? 0,
      roundId: m.roundId,
    })),
    participantsOf,
    groupsOf: new Map([...groups].map(([roundId, byGroup]) => [roundId, [...byGroup.values()]])),
  };
}

/** Participant ids of a finished round that ranks its standings, in final order (winner first). */
export function rankedIds(
  round: Pick<RoundRow, 'roundType' | 'options'>,
  results: RoundResults,
): string[] {
  const chosen = parseOptions(round.options).tiebreakers as DuelTiebreaker[] | undefined;
  const finalOrder = formatOf(round.roundType).finalOrder;
  return finalOrder ? finalOrder(results.participantIds, results.matches, chosen) : [];
}

type PlacedLine = RankedDuelLine & PlacementFields;

/**
 * The lines of one round of `results` under its tiebreakers, or of all of them (defaults), in
 * order of the `placements` given (elimination), else of wins and tiebreakers.
 */
function linesOf(
  results: RoundResults,
  round: RoundRow | undefined,
  placements: ReadonlyMap<string, Placement>,
): PlacedLine[] {
  const lines =
    round === undefined
      ? rankDuelStandings(results.participantIds, results.matches, DEFAULT_DUEL_TIEBREAKERS)
      : rankDuelStandings(
          results.participantsOf.get(round.id) ?? [],
          results.matches.filter((m) => m.roundId === round.id),
          tiebreakersOf({ ...round, options: parseOptions(round.options) }) as DuelTiebreaker[],
        );
  return orderByPlacement(lines, placements);
}

/** A ranked line with its participant, as the read shows it (less `isMe`, the viewer's). */
type StandingsLine = Omit<PlacedLine, 'scoreDifference'> & Omit<ParticipantInfo, 'participantId'>;

const encodeLines = (lines: readonly StandingsLine[]): stored.StoredLine[] =>
  lines.map((l) => [
    l.participantId,
    l.wins,
    l.losses,
    l.draws,
    l.matchCount,
    l.rank,
    l.tiebreakers,
    l.placement,
    l.placementEnd,
  ]);

const encodeParticipants = (lines: readonly StandingsLine[]): stored.StoredParticipant[] =>
  lines.map((l) => [
    l.participantName,
    l.participantLogo,
    l.participantExternalId,
    l.participantType,
  ]);

// A participant without a registration (none is expected) shows as the read always showed it.
// Field by field: node 20's V8 writes each property after a spread through its slow path.
const withParticipants = (
  lines: readonly PlacedLine[],
  info: ReadonlyMap<string, ParticipantInfo>,
): StandingsLine[] =>
  lines.map((line) => {
    const who = info.get(line.participantId);
    return {
      participantId: line.participantId,
      wins: line.wins,
      losses: line.losses,
      draws: line.draws,
      matchCount: line.matchCount,
      rank: line.rank,
      tiebreakers: line.tiebreakers,
      placement: line.placement,
      placementEnd: line.placementEnd,
      participantName: who?.participantName ?? '',
      participantLogo: who?.participantLogo ?? null,
      participantExternalId: who?.participantExternalId ?? '',
      participantType: who?.participantType ?? 1,
    };
  });

/**
 * Null for rows stored before their lines carried tiebreakers and placements or before their
 * participants were kept: those are computed again.
 */
function decode(linesText: string, participantsText: string | null): StandingsLine[] | null {
  if (participantsText === null) return null;
  const lines = JSON.parse(linesText) as stored.StoredLine[];
  const participants = JSON.parse(participantsText) as stored.StoredParticipant[];
  if (lines.some((l) => l[8] === undefined)) return null;
  return lines.map((line, i) => {
    const [participantId, wins, losses, draws, matchCount, rank, tiebreakers] = line;
    const [, , , , , , , placement, placementEnd] = line;
    const [participantName, participantLogo, participantExternalId, participantType] =
      participants[i]!;
    return {
      participantId,
      participantName,
      participantLogo,
      participantExternalId,
      participantType,
      wins,
      losses,
      draws,
      matchCount,
      rank,
      tiebreakers,
      placement,
      placementEnd,
    };
  });
}

/**
 * The lines of every scope of the tournament computed from its matches, with their participants'
 * names read now, stored under `version` (read before any of it), and those of `scope` returned.
 * Writes need do nothing: the triggers that bump the tournament's version (see
 * `src/db/read-versions.ts`), on results and on renames of its participants alike, make every
 * stored line of it stale at once, in every process.
 */
async function computeLines(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  scope: string,
  version: number,
): Promise<StandingsLine[]> {
  // Newest first: the first is the tournament's final round.
  const allRounds = await listRounds(db, tenantId, tournamentId);
  const rounds = allRounds.filter((r) => isDuelRound(r.roundType));
  const results = await loadRoundResults(db, tenantId, rounds);
  const info = await participantInfo(db, tenantId, tournamentId, results.participantIds);
  const scopes = [undefined, ...rounds].map((round) => ({
    scope: round?.id ?? stored.ALL_ROUNDS,
    lines: withParticipants(
      linesOf(
        results,
        round,
        round
          ? roundPlacements(round, results)
          : tournamentPlacements(allRounds[0], rounds, results),
      ),
      info,
    ),
  }));
  await stored.saveStandings(
    db,
    tenantId,
    tournamentId,
    scopes.map((s) => ({
      scope: s.scope,
      lines: encodeLines(s.lines),
      participants: encodeParticipants(s.lines),
    })),
    version,
  );
  return scopes.find((s) => s.scope === scope)?.lines ?? [];
}

/** The spec's Duel standings of lines: the viewer's own lines are marked. */
function standingsView(
  tournament: { id: string; name: string },
  round: Pick<RoundRow, 'id' | 'roundName'> | null,
  lines: readonly StandingsLine[],
  mine: ReadonlySet<string>,
) {
  return {
    tournamentId: tournament.id,
    tournamentName: tournament.name,
    roundId: round?.id ?? null,
    roundName: round?.roundName ?? null,
    standings: lines.map((line) => ({
      participantId: line.participantId,
      participantName: line.participantName,
      participantLogo: line.participantLogo,
      participantExternalId: line.participantExternalId,
      participantType: line.participantType,
      wins: line.wins,
      losses: line.losses,
      draws: line.draws,
      matchCount: line.matchCount,
      isMe: mine.has(line.participantId),
      rank: line.rank,
      tiebreakers: line.tiebreakers,
      placement: line.placement,
      placementEnd: line.placementEnd,
    })),
  };
}

/**
 * What a duel result changed in its round's standings, for the `standings.updated` event: the
 * lines of the match's participants, whose wins, losses, draws and match counts it moved, and
 * in an elimination round their places, which only a participant's own result gives and which
 * never move after. Ranks are left out: one result can move the rank of every other line (a win
 * lifts a participant above everyone it was tied with), so an event carrying them would be the
 * whole table again. Readers who show positions read the round's standings.
 */
export async function duelStandingsChange(
  db: Executor,
  tenantId: string,
  tournament: Pick<TournamentRow, 'id' | 'name'>,
  round: Pick<RoundRow, 'id' | 'roundName' | 'roundType'>,
  match: PlacingMatch & {
    id: string;
    participant1Id: string | null;
    participant2Id: string | null;
  },
  /** The participants as `participantInfo` reads them, when the caller has: saves a query. */
  known?: ReadonlyMap<string, ParticipantInfo>,
) {
  const ids = [match.participant1Id, match.participant2Id].filter((id) => id !== null);
  const [tallyRows, info, placements] = await Promise.all([
    stored.findTallies(db, ids, tenantId, round.id),
    known ?? participantInfo(db, tenantId, tournament.id, ids),
    mayPlace(match) ? eliminationPlacementsOf(db, tenantId, round) : new Map<string, Placement>(),
  ]);
  const tallies = new Map(tallyRows.map((row) => [row.participantId, row]));
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
        placement: placements.get(id)?.placement ?? null,
        placementEnd: placements.get(id)?.placementEnd ?? null,
      };
    }),
  };
}

type PlacingMatch = Pick<EngineMatchRow, 'bracket' | 'winnerToMatch' | 'loserToMatch'>;

/**
 * Whether a result of the match can give its participants a final place: one that sends its
 * loser or winner nowhere, or a final. A winners-bracket match of a double elimination sends
 * both on, and saves the read of the whole round.
 */
const mayPlace = (m: PlacingMatch) =>
  m.winnerToMatch === null ||
  m.loserToMatch === null ||
  ['grand_final', 'grand_final_reset', 'third_place'].includes(m.bracket);

/** An elimination round's places as its matches stand now (one read); none for other formats. */
async function eliminationPlacementsOf(
  db: Executor,
  tenantId: string,
  round: Pick<RoundRow, 'id' | 'roundType'>,
): Promise<ReadonlyMap<string, Placement>> {
  if (!formatOf(round.roundType).crownsBracketChampion) return new Map();
  const rows = await listEngineMatches(db, tenantId, round.id);
  return eliminationPlacements(rows.map(toEngineMatch));
}

export async function getDuelStandings(
  db: Executor,
  tenantId: string,
  tournamentId: string,
  query: { roundId?: string | undefined; externalUserId?: string | undefined },
) {
  const scope = query.roundId ?? stored.ALL_ROUNDS;
  const [source] = await stored.findStandingsSource(db, tenantId, tournamentId, scope);
  // Drafts are invisible to integration reads, like another tenant's tournament.
  if (!source || source.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Tournament');
  const mine = query.externalUserId
    ? await participantsOfExternalUser(db, tenantId, query.externalUserId)
    : new Set<string>();
  let round: RoundRow | null = null;
  if (query.roundId) {
    round = (await findRound(db, tenantId, query.roundId)) ?? null;
    if (!round || round.tournamentId !== source.id) throw notFound('Round');
    if (!isDuelRound(round.roundType))
      throw invalidField('roundId', 'is a free-for-all round; read its group standings');
  }
  // A key never written has version 0, as `versionReader` reads it.
  const version = Number(source.version ?? 0);
  const current =
    source.lines !== null && Number(source.stored) === version
      ? decode(source.lines, source.participants)
      : null;
  const lines = current ?? (await computeLines(db, tenantId, source.id, scope, version));
  return standingsView(source, round, lines, mine);
}
