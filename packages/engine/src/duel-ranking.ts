import {
  isCountedMatch,
  tallyDuelLines,
  type DuelStandingLine,
  type StandingsMatch,
  type TallyLine,
} from './duel-standings.js';
import {
  DEFAULT_DUEL_TIEBREAKERS,
  rankByCriteria,
  type Criterion,
  type DuelTiebreaker,
} from './tiebreakers.js';
import { MatchResult } from './types.js';
import type { ParticipantId } from './types.js';

export interface RankedDuelLine extends DuelStandingLine {
  /** The value of each chosen tiebreaker, in the chosen order, as it ranked this line. */
  tiebreakers: Record<string, number>;
}

interface Meeting {
  opponentId: ParticipantId;
  /** 1 won, 0.5 drawn, 0 lost. */
  points: number;
}

interface DuelRecord extends TallyLine {
  gamesWon: number;
  meetings: Meeting[];
}

/** The ranked lines under the default tiebreakers, without their values. */
export function computeDuelStandings(
  participantIds: readonly ParticipantId[],
  matches: readonly StandingsMatch[],
): DuelStandingLine[] {
  return rankDuelStandings(participantIds, matches).map(({ tiebreakers: _, ...line }) => line);
}

/**
 * Ranked by wins (the spec's order), then each tiebreaker of `tiebreakers` in turn, then the
 * order of `participantIds` (pass them in seed order). Lines equal on wins and every tiebreaker
 * share a competition rank.
 */
export function rankDuelStandings(
  participantIds: readonly ParticipantId[],
  matches: readonly StandingsMatch[],
  tiebreakers: readonly DuelTiebreaker[] = DEFAULT_DUEL_TIEBREAKERS,
): RankedDuelLine[] {
  const counted = matches.filter(isCountedMatch);
  const records = duelRecords(participantIds, counted);
  const criteria: Criterion<DuelRecord>[] = [
    { name: 'wins', better: 'higher', values: each((r) => r.wins) },
    ...tiebreakers.map((name) => duelCriterion(name, records, counted)),
  ];
  return rankByCriteria([...records.values()], criteria, participantIds).map(
    ({ line, values, rank }) => ({
      participantId: line.participantId,
      wins: line.wins,
      losses: line.losses,
      draws: line.draws,
      matchCount: line.matchCount,
      scoreDifference: line.scoreDifference,
      rank,
      tiebreakers: Object.fromEntries(tiebreakers.map((name) => [name, values[name] ?? 0])),
    }),
  );
}

function each(value: (record: DuelRecord) => number) {
  return (group: readonly DuelRecord[]) => new Map(group.map((r) => [r.participantId, value(r)]));
}

/** Match score as chess counts it: a win 1, a draw a half. */
const scoreOf = (r: DuelRecord | undefined) => (r ? r.wins + r.draws / 2 : 0);
const matchPointsOf = (r: DuelRecord) => 3 * r.wins + r.draws;
const roundTo4 = (x: number) => Math.round(x * 10000) / 10000;

function duelCriterion(
  name: DuelTiebreaker,
  records: Map<ParticipantId, DuelRecord>,
  counted: readonly StandingsMatch[],
): Criterion<DuelRecord> {
  const opponentScores = (r: DuelRecord) =>
    r.meetings.map((m) => scoreOf(records.get(m.opponentId)));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const value = {
    matchPoints: matchPointsOf,
    scoreDifference: (r: DuelRecord) => r.scoreDifference,
    gamesWon: (r: DuelRecord) => r.gamesWon,
    buchholz: (r: DuelRecord) => sum(opponentScores(r)),
    // The Buchholz without the best and the worst opponent, once there are three to drop from.
    medianBuchholz: (r: DuelRecord) => {
      const scores = opponentScores(r).sort((a, b) => a - b);
      return sum(scores.length >= 3 ? scores.slice(1, -1) : scores);
    },
    sonnebornBerger: (r: DuelRecord) =>
      sum(r.meetings.map((m) => m.points * scoreOf(records.get(m.opponentId)))),
    // Each opponent's share of the match points it could have had, at least a third (the usual floor).
    opponentMatchWinPct: (r: DuelRecord) => {
      if (r.meetings.length === 0) return 0;
      const pcts = r.meetings.map((m) => {
        const o = records.get(m.opponentId);
        return o && o.matchCount > 0
          ? Math.max(1 / 3, matchPointsOf(o) / (3 * o.matchCount))
          : 1 / 3;
      });
      // Summed in a fixed order so the value never depends on the order matches were listed.
      return roundTo4(sum(pcts.sort((x, y) => x - y)) / pcts.length);
    },
  };
  if (name === 'headToHead') {
    return {
      name,
      better: 'higher',
      values: (group) => headToHeadWins(new Set(group.map((r) => r.participantId)), counted),
    };
  }
  return { name, better: 'higher', values: each(value[name]) };
}

function duelRecords(
  participantIds: readonly ParticipantId[],
  counted: readonly StandingsMatch[],
): Map<ParticipantId, DuelRecord> {
  const tallies = tallyDuelLines(participantIds, counted);
  const records = new Map<ParticipantId, DuelRecord>();
  // Field by field: node 20's V8 writes each property after a spread through its slow path.
  for (const [id, t] of tallies)
    records.set(id, {
      participantId: t.participantId,
      wins: t.wins,
      losses: t.losses,
      draws: t.draws,
      matchCount: t.matchCount,
      scoreDifference: t.scoreDifference,
      gamesWon: 0,
      meetings: [],
    });
  for (const match of counted) {
    const a = match.participant1Id as ParticipantId;
    const b = match.participant2Id as ParticipantId;
    const pointsOfA =
      match.result === MatchResult.Participant1Won
        ? 1
        : match.result === MatchResult.Draw
          ? 0.5
          : 0;
    for (const [id, opponentId, points, side] of [
      [a, b, pointsOfA, 1],
      [b, a, 1 - pointsOfA, 2],
    ] as const) {
      const record = records.get(id);
      if (!record) continue;
      record.meetings.push({ opponentId, points });
      for (const game of match.games ?? []) {
        const own = side === 1 ? game.participant1Score : game.participant2Score;
        const other = side === 1 ? game.participant2Score : game.participant1Score;
        if (own > other) record.gamesWon++;
      }
    }
  }
  return records;
}

/** Wins of each member of `group` over other members. */
function headToHeadWins(
  group: Set<ParticipantId>,
  counted: readonly StandingsMatch[],
): Map<ParticipantId, number> {
  const wins = new Map<ParticipantId, number>([...group].map((id) => [id, 0]));
  if (group.size < 2) return wins;
  for (const match of counted) {
    const { participant1Id: a, participant2Id: b } = match;
    if (a === null || b === null || !group.has(a) || !group.has(b)) continue;
    const winner =
      match.result === MatchResult.Participant1Won
        ? a
        : match.result === MatchResult.Participant2Won
          ? b
          : null;
    if (winner !== null) wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  return wins;
}
