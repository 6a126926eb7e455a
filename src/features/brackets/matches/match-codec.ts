import type { Insertable, Updateable } from 'kysely';
import { fromBool, toBool } from '../../../db/dialect.js';
import { newRowId } from '../../../db/row-ids.js';
import type { BracketLabel, EngineMatch, MatchResult, MatchStatus, Slot } from '@tourney/engine';
import type { MatchTable } from '../bracket.table.js';
import type { EngineMatchRow } from './engine-match.repository.js';

/** A stored match as the engine sees it. */
export function toEngineMatch(row: Omit<EngineMatchRow, 'id'>): EngineMatch {
  return {
    matchNumber: row.matchNumber,
    bracket: row.bracket as BracketLabel,
    stage: row.stage,
    participant1Id: row.participant1Id,
    participant2Id: row.participant2Id,
    status: row.status as MatchStatus,
    result: row.result as MatchResult,
    isBye: toBool(row.isBye),
    isWalkover: toBool(row.isWalkover),
    winnerTo:
      row.winnerToMatch === null
        ? null
        : { matchNumber: row.winnerToMatch, slot: row.winnerToSlot as Slot },
    loserTo:
      row.loserToMatch === null
        ? null
        : { matchNumber: row.loserToMatch, slot: row.loserToSlot as Slot },
  };
}

function winnerIdOf(
  match: Pick<EngineMatch, 'result' | 'participant1Id' | 'participant2Id'>,
): string | null {
  if (match.result === 1) return match.participant1Id;
  if (match.result === 2) return match.participant2Id;
  return null;
}

/** The columns the engine owns, for an update after it moved the bracket. */
export function engineColumns(match: EngineMatch, now: string): Updateable<MatchTable> {
  const terminal = match.status === 3 || match.status === 4;
  return {
    participant1Id: match.participant1Id,
    participant2Id: match.participant2Id,
    status: match.status,
    result: match.result,
    isBye: fromBool(match.isBye),
    isWalkover: fromBool(match.isWalkover),
    winnerId: winnerIdOf(match),
    completedAt: terminal ? now : null,
    updatedAt: now,
  };
}

export interface MatchContext {
  tenantId: string;
  tournamentId: string;
  roundId: string;
  groupId: string | null;
  bestOf: number;
  now: string;
}

/**
 * Each match's 1-based order among `matches` of its bracket and stage, in match-number order.
 * The engine creates a stage's matches in bracket order (the winners of positions 2p-1 and 2p
 * meet at position p of the next stage), so this is the order a bracket is drawn in.
 */
export function bracketPositions(matches: readonly EngineMatch[]): Map<number, number> {
  const counts = new Map<string, number>();
  const positions = new Map<number, number>();
  for (const match of [...matches].sort((a, b) => a.matchNumber - b.matchNumber)) {
    const key = `${match.bracket}:${match.stage}`;
    const position = (counts.get(key) ?? 0) + 1;
    counts.set(key, position);
    positions.set(match.matchNumber, position);
  }
  return positions;
}

/** New rows for matches the engine created together (a whole bracket, or one Swiss stage). */
export function newMatchRows(
  matches: readonly EngineMatch[],
  ctx: MatchContext,
  groupIdOf?: (matchNumber: number) => string | undefined,
): Insertable<MatchTable>[] {
  const positions = bracketPositions(matches);
  return matches.map((m) =>
    newMatchRow(m, positions.get(m.matchNumber) ?? 1, {
      ...ctx,
      groupId: groupIdOf?.(m.matchNumber) ?? ctx.groupId,
    }),
  );
}

function newMatchRow(
  match: EngineMatch,
  position: number,
  ctx: MatchContext,
): Insertable<MatchTable> {
  return {
    id: newRowId(),
    tenantId: ctx.tenantId,
    tournamentId: ctx.tournamentId,
    roundId: ctx.roundId,
    groupId: ctx.groupId,
    matchNumber: match.matchNumber,
    bracket: match.bracket,
    stage: match.stage,
    position,
    forfeitBy: null,
    winnerToMatch: match.winnerTo?.matchNumber ?? null,
    winnerToSlot: match.winnerTo?.slot ?? null,
    loserToMatch: match.loserTo?.matchNumber ?? null,
    loserToSlot: match.loserTo?.slot ?? null,
    scheduledAt: null,
    bestOf: ctx.bestOf,
    participant1Score: 0,
    participant2Score: 0,
    version: 1,
    createdAt: ctx.now,
    // Last: node 20's V8 writes each property that follows a spread through its slow path.
    ...engineColumns(match, ctx.now),
  } as Insertable<MatchTable>;
}
