import type { Db, Executor } from '../../../db/database.js';
import { nowIso } from '../../../db/dialect.js';
import { newRowId } from '../../../db/row-ids.js';
import { businessRule, invalidField, notFound } from '../../../errors.js';
import { recordEvents, type OutboxEvent } from '../../events/index.js';
import { rateDuelResult, type StoredDuel } from '../../ratings/index.js';
import {
  advanceMatch,
  decideDuelMatch,
  findChampion,
  planResultCorrection,
  type AdvanceOutcome,
  type BracketSource,
} from '@tourney/engine';
import { formatOf } from '../formats/index.js';
import { engine } from '../engine-errors.js';
import {
  disqualifiedParticipants,
  duelMatchesById,
  engineColumns,
  type GameRow,
  type MatchRow,
  readyMatchesOf,
  replaceGames,
  type ReportResultInput,
  StoredBracket,
  updateMatch,
} from '../matches/index.js';
import { duelProgress, settleRound } from './progress.service.js';
import { findMatchToReport } from './result.repository.js';
import { lockRoundOfMatch } from '../rounds/index.js';
import { duelStandingsChange } from '../standings/index.js';
import { finalPlacesMoved, TOURNAMENT_STATUS } from '../../tournaments/index.js';

interface Decision {
  result: 0 | 1 | 2 | 3;
  participant1GameWins: number;
  participant2GameWins: number;
  gameResults: number[];
}

const gameResultOf = (g: { participant1Score: number; participant2Score: number }) =>
  g.participant1Score > g.participant2Score ? 1 : g.participant2Score > g.participant1Score ? 2 : 3;

/** The match result from its games (engine), or from a forfeit. */
function decide(input: ReportResultInput, bestOf: number, allowDraw: boolean): Decision {
  if (input.games.length > bestOf)
    throw invalidField('games', `a best of ${bestOf} has at most ${bestOf} games`);
  if (input.forfeitBy !== undefined) {
    const gameResults = input.games.map(gameResultOf);
    return {
      result: input.forfeitBy === 1 ? 2 : 1,
      participant1GameWins: gameResults.filter((r) => r === 1).length,
      participant2GameWins: gameResults.filter((r) => r === 2).length,
      gameResults,
    };
  }
  if (input.games.length === 0)
    throw invalidField('games', 'needs at least one game unless forfeitBy is given');
  return engine(() => decideDuelMatch({ bestOf, games: input.games, allowDraw })) as Decision;
}

export function checkPlayable(match: MatchRow) {
  if (match.status === 4) throw businessRule('MATCH_CANCELLED', 'The match is cancelled');
  if (match.isBye || match.isWalkover)
    throw businessRule('AUTOMATIC_RESULT', 'The match was decided without play (bye or walkover)');
  if (match.status === 5 || match.participant1Id === null || match.participant2Id === null) {
    throw businessRule('MATCH_NOT_READY', 'The match is still waiting for its participants');
  }
}

/**
 * The engine's view of the bracket after this result: advance, correct, or (same winner)
 * nothing changed.
 */
async function bracketOutcome(
  bracket: StoredBracket,
  match: MatchRow,
  result: 1 | 2 | 3,
): Promise<AdvanceOutcome> {
  const report = { matchNumber: match.matchNumber, result };
  if (match.status !== 3)
    return bracket.run((source) => engine(() => advanceMatch(source, report)));
  if (match.result === result) return bracket.run(unchanged);
  const plan = await bracket.run((source) => engine(() => planResultCorrection(source, report)));
  if (!plan.canApply || !plan.outcome) {
    throw businessRule(
      'DEPENDENT_MATCHES_PLAYED',
      `Later matches already played depend on this result: ${plan.blockingMatchNumbers.join(', ')}`,
    );
  }
  return plan.outcome;
}

/** A correction that keeps the winner (new game scores) leaves the bracket as it is. */
function unchanged(source: BracketSource): AdvanceOutcome {
  const finished = !source.hasOpenMatchBesides(new Set());
  const championId = finished ? findChampion(source.decidingMatches()) : null;
  return { changed: [], events: [], finished, championId };
}

/** The matches a result reads first: the match and those its winner and loser go to. */
function reachOf(match: MatchRow): number[] {
  const reach = [match.matchNumber];
  if (match.winnerToMatch !== null) reach.push(match.winnerToMatch);
  if (match.loserToMatch !== null) reach.push(match.loserToMatch);
  return reach;
}

async function saveReportedMatch(
  trx: Executor,
  tenantId: string,
  match: MatchRow,
  input: ReportResultInput,
  decision: Decision,
  mapIds: ReadonlyMap<string, string>,
  completedAt: string,
  now: string,
) {
  const winnerOf = (r: number) =>
    r === 1 ? match.participant1Id : r === 2 ? match.participant2Id : null;
  const games: GameRow[] = input.games.map((g, i) => ({
    id: newRowId(),
    tenantId,
    matchId: match.id,
    gameSerial: i + 1,
    // A map outside the game's catalogue keeps its name and has no id.
    mapId: (g.mapName && mapIds.get(g.mapName)) || null,
    mapName: g.mapName ?? null,
    participant1Score: g.participant1Score,
    participant2Score: g.participant2Score,
    winnerId: winnerOf(decision.gameResults[i] ?? 0),
    gameResult: decision.gameResults[i] ?? 0,
    extraData: null,
    scheduledAt: null,
  }));
  await replaceGames(trx, tenantId, match.id, games);
  const decided = decision.result !== 0;
  await updateMatch(trx, tenantId, match.id, {
    participant1Score: decision.participant1GameWins,
    participant2Score: decision.participant2GameWins,
    forfeitBy: input.forfeitBy ?? null,
    ...(decided
      ? {
          status: 3,
          result: decision.result,
          winnerId: winnerOf(decision.result),
          completedAt,
        }
      : { status: 2, result: 0, winnerId: null, completedAt: null }),
    updatedAt: now,
  });
  return games;
}

/**
 * Records a duel result and moves everything that follows, in one transaction. It reads and
 * writes what the result reaches: the match, the matches it feeds (and theirs, along a chain of
 * walkovers or a correction), the round's open-match count, and the two standings lines.
 */
export async function reportResult(
  db: Db,
  tenantId: string,
  matchId: string,
  input: ReportResultInput,
) {
  return db.transaction().execute((trx) => applyResult(trx, tenantId, matchId, input));
}

/**
 * `reportResult` inside a transaction the caller owns (a confirmed self-report, a resolution):
 * the result, then the forfeits it brings. A result moves its own round only, so the forfeits
 * stay there too and a report never takes another round's lock.
 */
export async function applyResult(
  trx: Executor,
  tenantId: string,
  matchId: string,
  input: ReportResultInput,
) {
  const { view, anyDisqualified } = await recordResult(trx, tenantId, matchId, input);
  // Nobody is disqualified before this commits: a disqualification takes every round's lock first.
  if (anyDisqualified) await forfeitDisqualified(trx, tenantId, view.tournamentId, view.roundId);
  return view;
}

async function recordResult(
  trx: Executor,
  tenantId: string,
  matchId: string,
  input: ReportResultInput,
) {
  const round = await lockRoundOfMatch(trx, tenantId, matchId);
  // Read under the round's lock: a concurrent report has committed or waits for ours.
  const mapNames = input.games.flatMap((g) => (g.mapName ? [g.mapName] : []));
  const found = round && (await findMatchToReport(trx, tenantId, matchId, mapNames));
  if (!round || !found) throw notFound('Match');
  const { match, tournament, ratedTournament, anyDisqualified, participants, mapIds } = found;
  if (tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Match');
  if (tournament.status === TOURNAMENT_STATUS.CANCELLED)
    throw businessRule('TOURNAMENT_CLOSED', 'The tournament is cancelled');
  checkPlayable(match);
  const decision = decide(input, match.bestOf, formatOf(round.roundType).allowsDraw);
  if (decision.result === 0 && match.status === 3) {
    throw businessRule(
      'MATCH_NOT_DECIDED',
      'A completed match can only be corrected to another decided result',
    );
  }
  // A partial best-of leaves the match ongoing: the bracket does not move.
  const bracket =
    decision.result === 0 ? null : await StoredBracket.load(trx, tenantId, round, reachOf(match));
  const outcome =
    bracket === null
      ? { changed: [], finished: false, championId: null }
      : await bracketOutcome(bracket, match, decision.result as 1 | 2 | 3);
  const now = nowIso();
  // The outcome it had again (a re-sent result, or scores fixed without changing who won): the
  // match keeps its completion time, so its place in play order, and its ratings stand as they
  // are, exactly what re-rating the game's history from it on would compute again.
  const sameOutcome =
    match.status === 3 &&
    match.result === decision.result &&
    match.forfeitBy === (input.forfeitBy ?? null);
  const completedAt = sameOutcome ? (match.completedAt ?? now) : now;
  const games = await saveReportedMatch(
    trx,
    tenantId,
    match,
    input,
    decision,
    mapIds,
    completedAt,
    now,
  );
  const changedIds = new Set([match.id]);
  for (const changed of outcome.changed) {
    const id = (bracket as StoredBracket).idOf(changed.matchNumber);
    changedIds.add(id);
    if (id !== match.id) await updateMatch(trx, tenantId, id, engineColumns(changed, now));
  }
  const progress = await duelProgress(trx, tenantId, round, outcome);
  await settleRound(trx, tenantId, round, progress, now, tournament);
  const views = await duelMatchesById(
    trx,
    tenantId,
    tournament.id,
    [...changedIds],
    new Map([[match.id, games]]),
  );
  const events: OutboxEvent[] = views.map((view) => ({ event: 'match.updated', data: view }));
  if (decision.result !== 0) {
    const stored: StoredDuel = {
      ...match,
      gameId: ratedTournament.gameId,
      result: decision.result,
      forfeitBy: input.forfeitBy ?? null,
      status: 3,
      completedAt,
    };
    if (!sameOutcome)
      await rateDuelResult(trx, tenantId, stored, ratedTournament, match.status === 3);
    const change = await duelStandingsChange(trx, tenantId, tournament, round, match, participants);
    events.push({ event: 'standings.updated', data: change });
  }
  await recordEvents(trx, { tenantId, tournamentId: tournament.id }, events);
  // Only a completed tournament's places count in circuits: a correction there moves them.
  if (tournament.status === TOURNAMENT_STATUS.COMPLETED && decision.result !== 0)
    await finalPlacesMoved(trx, tenantId, tournament.id, 'results_corrected');
  const view = views.find((v) => v.matchId === matchId) as (typeof views)[number];
  return { view, anyDisqualified };
}

/**
 * Forfeits every ready match a disqualified participant plays, through the result path, until
 * none is left: a forfeit can bring it (double elimination) or its next opponent into another.
 * When both sides are disqualified, participant 1 forfeits.
 */
export async function forfeitDisqualified(
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  roundId?: string,
) {
  // Most tournaments have nobody disqualified: one indexed read, and the result path goes on.
  const disqualified = new Set(await disqualifiedParticipants(trx, tenantId, tournamentId));
  if (disqualified.size === 0) return;
  for (;;) {
    const [match] = await readyMatchesOf(trx, tenantId, tournamentId, [...disqualified], roundId);
    if (!match) return;
    const forfeitBy = disqualified.has(match.participant1Id as string) ? 1 : 2;
    await recordResult(trx, tenantId, match.id, { games: [], forfeitBy });
  }
}
