import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { businessRule, invalidField, notFound } from '../../errors.js';
import { recordEvent } from '../events/outbox.js';
import {
  advanceMatch,
  applyChanges,
  decideDuelMatch,
  planResultCorrection,
  type AdvanceOutcome,
  type EngineMatch,
} from '../tournaments/engine/index.js';
import { allowsDraw } from './codes.js';
import { engine } from './engine-errors.js';
import { engineColumns, toEngineMatch } from './match-codec.js';
import * as matches from './match.repository.js';
import type { ReportResultInput } from './match.schemas.js';
import { duelMatchesById } from './match.service.js';
import { duelProgress, settleRound } from './progress.service.js';
import { lockRound, type RoundRow } from './round.repository.js';
import { buildDuelStandings } from './standings.service.js';
import { findTournament } from './tournament.repository.js';
import { TOURNAMENT_STATUS } from '../tournaments/tournament.schemas.js';

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

function checkPlayable(match: matches.MatchRow) {
  if (match.status === 4) throw businessRule('MATCH_CANCELLED', 'The match is cancelled');
  if (match.isBye || match.isWalkover)
    throw businessRule('AUTOMATIC_RESULT', 'The match was decided without play (bye or walkover)');
  if (match.status === 5 || match.participant1Id === null || match.participant2Id === null) {
    throw businessRule('MATCH_NOT_READY', 'The match is still waiting for its participants');
  }
}

/** The engine's view of the bracket after this result: advance, correct, or (same winner) nothing. */
function bracketOutcome(
  all: EngineMatch[],
  match: matches.MatchRow,
  result: 1 | 2 | 3,
): AdvanceOutcome | null {
  if (match.status !== 3)
    return engine(() => advanceMatch(all, { matchNumber: match.matchNumber, result }));
  if (match.result === result) return null;
  const plan = engine(() => planResultCorrection(all, { matchNumber: match.matchNumber, result }));
  if (!plan.canApply || !plan.outcome) {
    throw businessRule(
      'DEPENDENT_MATCHES_PLAYED',
      `Later matches already played depend on this result: ${plan.blockingMatchNumbers.join(', ')}`,
    );
  }
  return plan.outcome;
}

async function saveReportedMatch(
  trx: Executor,
  tenantId: string,
  match: matches.MatchRow,
  input: ReportResultInput,
  decision: Decision,
  now: string,
) {
  const winnerOf = (r: number) =>
    r === 1 ? match.participant1Id : r === 2 ? match.participant2Id : null;
  const mapNames = input.games.flatMap((g) => (g.mapName ? [g.mapName] : []));
  const mapIds = await matches.findMapIds(trx, tenantId, match.tournamentId, mapNames);
  await matches.replaceGames(
    trx,
    tenantId,
    match.id,
    input.games.map((g, i) => ({
      id: randomUUID(),
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
    })),
  );
  const decided = decision.result !== 0;
  await matches.updateMatch(trx, tenantId, match.id, {
    participant1Score: decision.participant1GameWins,
    participant2Score: decision.participant2GameWins,
    forfeitBy: input.forfeitBy ?? null,
    ...(decided
      ? {
          status: 3,
          result: decision.result,
          winnerId: winnerOf(decision.result),
          completedAt: now,
        }
      : { status: 2, result: 0, winnerId: null, completedAt: null }),
    updatedAt: now,
  });
}

/** Records a duel result and moves everything that follows, in one transaction. */
export async function reportResult(
  db: Db,
  tenantId: string,
  matchId: string,
  input: ReportResultInput,
) {
  return db.transaction().execute(async (trx) => {
    const found = await matches.findMatch(trx, tenantId, matchId);
    if (!found) throw notFound('Match');
    const round = (await lockRound(trx, tenantId, found.roundId)) as RoundRow;
    const tournament = await findTournament(trx, tenantId, found.tournamentId);
    if (!tournament || tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Match');
    if (tournament.status === TOURNAMENT_STATUS.CANCELLED)
      throw businessRule('TOURNAMENT_CLOSED', 'The tournament is cancelled');
    const rows = await matches.listRoundMatches(trx, tenantId, round.id);
    const match = rows.find((m) => m.id === matchId) as matches.MatchRow;
    checkPlayable(match);
    const decision = decide(input, match.bestOf, allowsDraw(round.roundType));
    if (decision.result === 0 && match.status === 3) {
      throw businessRule(
        'MATCH_NOT_DECIDED',
        'A completed match can only be corrected to another decided result',
      );
    }
    const all = rows.map(toEngineMatch);
    const outcome = decision.result === 0 ? null : bracketOutcome(all, match, decision.result);
    const now = nowIso();
    await saveReportedMatch(trx, tenantId, match, input, decision, now);
    const changedIds = new Set([match.id]);
    for (const changed of outcome?.changed ?? []) {
      const row = rows.find((m) => m.matchNumber === changed.matchNumber) as matches.MatchRow;
      changedIds.add(row.id);
      if (row.id !== match.id)
        await matches.updateMatch(trx, tenantId, row.id, engineColumns(changed, now));
    }
    const after = outcome ? applyChanges(all, outcome.changed) : all;
    await settleRound(trx, tenantId, round, await duelProgress(trx, tenantId, round, after), now);
    const views = await duelMatchesById(trx, tenantId, tournament.id, [...changedIds]);
    for (const view of views) await recordEvent(trx, tenantId, 'match.updated', view);
    await recordEvent(
      trx,
      tenantId,
      'standings.updated',
      await buildDuelStandings(trx, tenantId, tournament, round),
    );
    return views.find((v) => v.matchId === matchId) as (typeof views)[number];
  });
}
