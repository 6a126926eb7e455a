import { newRowId } from '../../src/db/row-ids.js';
import { DAY, iso, type Rng } from './random.js';
import type { BatchWriter } from './target.js';

export interface BracketContext {
  writer: BatchWriter;
  rng: Rng;
  tenantId: string;
  tournamentId: string;
  startMs: number;
  maps: string[];
  /** False leaves the last round partly played (an ongoing tournament). */
  finished: boolean;
}

interface Pairing {
  stage: number;
  p1: string | null;
  p2: string | null;
  winnerTo?: { match: number; slot: number };
}

/** Circle-method rounds: every stage a perfect matching, never a rematch (even field). */
function circleStages(ids: string[], stages: number): [string, string][][] {
  const ring = [...ids];
  const out: [string, string][][] = [];
  for (let s = 0; s < stages; s++) {
    const pairs: [string, string][] = [];
    for (let i = 0; i < ring.length / 2; i++) pairs.push([ring[i] as string, ring[ring.length - 1 - i] as string]);
    out.push(pairs);
    ring.splice(1, 0, ring.pop() as string);
  }
  return out;
}

function addRoundRows(ctx: BracketContext, number: number, type: number, name: string, ids: string[], extra: { status: number; bestOf: number; options: object; matchesPerGroup?: number; groups?: number }) {
  const id = newRowId();
  const start = ctx.startMs + (number - 1) * DAY;
  ctx.writer.add('rounds', {
    id, tenantId: ctx.tenantId, tournamentId: ctx.tournamentId, roundNumber: number, roundName: name,
    description: `${name} of the tournament`, roundType: type, status: extra.status,
    startDate: iso(start), endDate: iso(start + DAY), bestOf: extra.bestOf, options: JSON.stringify(extra.options),
    maxParticipants: null, matchesPerGroup: extra.matchesPerGroup ?? 0, numberOfGroups: extra.groups ?? 1,
    teamCount: ids.length, generatedAt: iso(start - DAY), version: 1, createdAt: iso(start - 2 * DAY), updatedAt: iso(start),
  });
  return { id, start };
}

function addGroup(ctx: BracketContext, roundId: string, number: number, name: string, ids: string[], version = 1) {
  const id = newRowId();
  ctx.writer.add('round_groups', { id, tenantId: ctx.tenantId, roundId, groupNumber: number, groupName: name, maxParticipants: ids.length, version, createdAt: iso(ctx.startMs - DAY) });
  ids.forEach((participantId, i) => ctx.writer.add('group_participants', { groupId: id, tenantId: ctx.tenantId, participantId, seed: i + 1 }));
  return id;
}

/** Plays (or schedules) duel pairings into match and game rows; returns each match's winner. */
function addDuelMatches(ctx: BracketContext, round: { id: string; start: number; groupId: string }, pairings: Pairing[], bracket: string, bestOf: number, playedStages: number, firstNumber = 1) {
  const winners: (string | null)[] = [];
  const perStage = new Map<number, number>();
  pairings.forEach((p, index) => {
    const id = newRowId();
    const position = (perStage.get(p.stage) ?? 0) + 1;
    perStage.set(p.stage, position);
    const played = p.stage <= playedStages && p.p1 !== null && p.p2 !== null;
    const draw = played && bracket !== 'winners' && ctx.rng.chance(0.05);
    const result = !played ? 0 : draw ? 3 : ctx.rng.chance(0.55) ? 1 : 2;
    const winnerId = result === 1 ? p.p1 : result === 2 ? p.p2 : null;
    const at = iso(round.start + p.stage * 3600_000);
    const row = {
      id, tenantId: ctx.tenantId, tournamentId: ctx.tournamentId, roundId: round.id, groupId: round.groupId,
      matchNumber: firstNumber + index, bracket, stage: p.stage, position, participant1Id: p.p1, participant2Id: p.p2,
      status: played ? 3 : p.p1 && p.p2 ? 1 : 5, result, isBye: 0, isWalkover: 0, forfeitBy: null,
      winnerToMatch: p.winnerTo?.match ?? null, winnerToSlot: p.winnerTo?.slot ?? null, loserToMatch: null, loserToSlot: null,
      scheduledAt: at, bestOf, participant1Score: 0, participant2Score: 0, winnerId,
      completedAt: played ? at : null, version: played ? 2 : 1, createdAt: iso(round.start - DAY), updatedAt: at,
    };
    // The match goes in before its games: the writer inserts tables in the order it first saw them.
    ctx.writer.add('matches', row);
    if (played) [row.participant1Score, row.participant2Score] = playGames(ctx, id, result, bestOf, p) as [number, number];
    winners.push(winnerId);
  });
  return winners;
}

/** Game rows consistent with the match result; returns games won by each side. */
function playGames(ctx: BracketContext, matchId: string, result: number, bestOf: number, p: Pairing) {
  const need = Math.ceil(bestOf / 2);
  const won = [0, 0];
  const loserWins = result === 3 || bestOf === 1 ? 0 : ctx.rng.int(0, need - 1);
  // The winner takes the deciding game; the games before it come in any order.
  const head = ctx.rng.shuffle([...Array<number>(need - 1).fill(result), ...Array<number>(loserWins).fill(3 - result)]);
  const sequence = result === 3 ? [3] : [...head, result];
  sequence.forEach((gameResult, i) => {
    const [s1, s2] = gameResult === 3 ? [15, 15] : gameResult === 1 ? [13, ctx.rng.int(0, 11)] : [ctx.rng.int(0, 11), 13];
    if (gameResult !== 3) won[gameResult - 1] = (won[gameResult - 1] as number) + 1;
    ctx.writer.add('match_games', {
      id: newRowId(), tenantId: ctx.tenantId, matchId, gameSerial: i + 1, mapId: null, mapName: ctx.rng.pick(ctx.maps),
      participant1Score: s1, participant2Score: s2, winnerId: gameResult === 1 ? p.p1 : gameResult === 2 ? p.p2 : null,
      gameResult, extraData: null, scheduledAt: null,
    });
  });
  return won;
}

/** Single elimination for a power-of-two field; returns the champion when every stage was played. */
export function addSingleElimination(ctx: BracketContext, roundNumber: number, ids: string[], name = 'Playoffs') {
  const stages = Math.log2(ids.length);
  const played = ctx.finished ? stages : Math.max(1, Math.floor(stages / 2));
  const bestOf = ids.length <= 8 ? 3 : 1;
  const round = addRoundRows(ctx, roundNumber, 1, name, ids, { status: played >= stages ? 3 : 2, bestOf, options: { thirdPlaceMatch: false } });
  const groupId = addGroup(ctx, round.id, 1, 'Main', ids);
  let field: (string | null)[] = ids.map((_, i) => (i % 2 === 0 ? ids[i / 2] : ids[ids.length - 1 - (i - 1) / 2]) as string);
  let number = 0;
  let total = 0;
  for (let stage = 1; stage <= stages; stage++) {
    const count = field.length / 2;
    const pairings: Pairing[] = Array.from({ length: count }, (_, i) => ({
      stage, p1: field[2 * i] ?? null, p2: field[2 * i + 1] ?? null,
      ...(stage < stages ? { winnerTo: { match: number + count + Math.floor(i / 2) + 1, slot: (i % 2) + 1 } } : {}),
    }));
    // Matches are numbered across the whole round, stage after stage.
    const winners = addDuelMatches(ctx, { ...round, groupId }, pairings, 'winners', bestOf, played, number + 1);
    number += count;
    total += count;
    field = winners;
  }
  return { matches: total, champion: played >= stages ? (field[0] ?? null) : null };
}

/** Swiss stages (or a full round robin) with a points table; returns the field ordered by points. */
export function addLeague(ctx: BracketContext, roundNumber: number, ids: string[], stages: number, type: 3 | 4) {
  const played = ctx.finished || type === 4 ? stages : Math.ceil(stages / 2);
  const name = type === 4 ? 'Swiss stage' : 'League';
  const round = addRoundRows(ctx, roundNumber, type, name, ids, { status: played >= stages ? 3 : 2, bestOf: 1, options: type === 4 ? { swissStages: stages } : { legs: 1 } });
  const groupId = addGroup(ctx, round.id, 1, 'Main', ids);
  const pairings = circleStages(ids, stages).flatMap((pairs, s) => pairs.map(([p1, p2]) => ({ stage: s + 1, p1, p2 })));
  const winners = addDuelMatches(ctx, { ...round, groupId }, pairings, type === 4 ? 'swiss' : 'round_robin', 1, played);
  const points = new Map(ids.map((id) => [id, 0]));
  for (const w of winners) if (w) points.set(w, (points.get(w) ?? 0) + 1);
  return { matches: pairings.length, ranked: [...ids].sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0)) };
}

/** FFA groups of at most 16 with placements, finishes and knocks for each played match. */
export function addFfaRound(ctx: BracketContext, roundNumber: number, ids: string[], matchesPerGroup: number, playedMatches: number, name: string) {
  const groups = Math.ceil(ids.length / 16);
  const round = addRoundRows(ctx, roundNumber, 5, name, ids, {
    status: playedMatches >= matchesPerGroup ? 3 : playedMatches > 0 ? 2 : 1, bestOf: 1, options: { numberOfGroups: groups }, matchesPerGroup, groups,
  });
  let results = 0;
  for (let g = 0; g < groups; g++) {
    const members = ids.filter((_, i) => i % groups === g);
    const groupId = addGroup(ctx, round.id, g + 1, `Group ${String.fromCharCode(65 + g)}`, members, 1 + playedMatches);
    for (let m = 1; m <= playedMatches; m++) {
      ctx.rng.shuffle([...members]).forEach((participantId, place) => {
        ctx.writer.add('ffa_results', {
          tenantId: ctx.tenantId, groupId, matchNumber: m, participantId, placement: place + 1,
          finishes: ctx.rng.int(0, 8), knocks: ctx.rng.int(0, 6), createdAt: iso(round.start + m * 3600_000),
        });
        results++;
      });
    }
  }
  return { groups, results };
}
