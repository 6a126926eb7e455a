import { EngineError } from './errors.js';
import { hasPerfectMatching } from './perfect-matching.js';
import { assertUniqueIds } from './seeding.js';
import { MatchResult, MatchStatus } from './types.js';
import type { EngineMatch, ParticipantId } from './types.js';

/** One line of the current standings; the array order is the ranking (best first). */
export interface SwissStandingInput {
  participantId: ParticipantId;
  score: number;
}

/** A previous Swiss match; a bye is a match with one side null. */
export interface SwissHistoryMatch {
  matchNumber?: number;
  participant1Id: ParticipantId | null;
  participant2Id: ParticipantId | null;
}

export interface SwissPairingOptions {
  /** Defaults to one more than the highest matchNumber in the history (or 1). */
  firstMatchNumber?: number;
}

interface Player {
  id: ParticipantId;
  score: number;
  rank: number;
}

export function recommendedSwissStageCount(participantCount: number): number {
  let stages = 0;
  while (2 ** stages < participantCount) stages++;
  return stages;
}

/**
 * Pairs the next Swiss stage without rematches. Within a score group the top half meets the
 * bottom half (1 v 3, 2 v 4 in a group of four); the lowest of an odd group floats down.
 * With an odd field the lowest-ranked participant without a bye sits out and is credited a
 * win (a completed bye match). A rematch-free pairing is found whenever one exists (the bye
 * moves up the ranking if needed); throws NO_VALID_PAIRING otherwise.
 */
export function pairSwissRound(
  standings: readonly SwissStandingInput[],
  history: readonly SwissHistoryMatch[],
  stageNumber: number,
  options: SwissPairingOptions = {},
): EngineMatch[] {
  validateInput(standings, stageNumber);
  const players: Player[] = standings.map((line, rank) => ({
    id: line.participantId,
    score: line.score,
    rank,
  }));
  const opponents = opponentsByParticipant(history);
  const hadBye = participantsWithBye(history);
  for (const byePlayer of byeCandidates(players, hadBye)) {
    const pool = players.filter((player) => player !== byePlayer);
    const pairings = new PairingSearch(opponents).run(pool);
    if (pairings) {
      const first = options.firstMatchNumber ?? nextMatchNumber(history);
      return toMatches(pairings, byePlayer, stageNumber, first);
    }
  }
  throw new EngineError('NO_VALID_PAIRING', `Stage ${stageNumber} cannot avoid rematches.`);
}

function validateInput(standings: readonly SwissStandingInput[], stageNumber: number): void {
  if (standings.length < 2) {
    throw new EngineError('NOT_ENOUGH_PARTICIPANTS', 'Swiss needs at least 2 participants.');
  }
  assertUniqueIds(standings.map((line) => line.participantId));
  if (!Number.isInteger(stageNumber) || stageNumber < 1) {
    throw new EngineError('INVALID_OPTION', 'stageNumber must be a positive integer.');
  }
}

function opponentsByParticipant(history: readonly SwissHistoryMatch[]) {
  const opponents = new Map<ParticipantId, Set<ParticipantId>>();
  const add = (a: ParticipantId, b: ParticipantId) => {
    const set = opponents.get(a) ?? new Set<ParticipantId>();
    set.add(b);
    opponents.set(a, set);
  };
  for (const { participant1Id: a, participant2Id: b } of history) {
    if (a === null || b === null) continue;
    add(a, b);
    add(b, a);
  }
  return opponents;
}

function participantsWithBye(history: readonly SwissHistoryMatch[]): Set<ParticipantId> {
  const withBye = new Set<ParticipantId>();
  for (const { participant1Id: a, participant2Id: b } of history) {
    if (a !== null && b === null) withBye.add(a);
    if (a === null && b !== null) withBye.add(b);
  }
  return withBye;
}

/** Lowest-ranked first; those who already had a bye only as a last resort. */
function byeCandidates(players: Player[], hadBye: Set<ParticipantId>): (Player | null)[] {
  if (players.length % 2 === 0) return [null];
  const lowestFirst = [...players].reverse();
  return [
    ...lowestFirst.filter((player) => !hadBye.has(player.id)),
    ...lowestFirst.filter((player) => hadBye.has(player.id)),
  ];
}

function nextMatchNumber(history: readonly SwissHistoryMatch[]): number {
  return history.reduce((max, match) => Math.max(max, match.matchNumber ?? 0), 0) + 1;
}

/**
 * Depth-first over preferred opponents. Each step first checks (blossom matching) that the
 * remaining players can still all be paired, so the search never dead-ends: it finds a
 * rematch-free pairing exactly when one exists, in polynomial time.
 */
class PairingSearch {
  constructor(private readonly opponents: Map<ParticipantId, Set<ParticipantId>>) {}

  run(pool: Player[]): [Player, Player][] | null {
    if (!this.canPairAll(pool)) return null;
    const pairings: [Player, Player][] = [];
    let remaining = pool;
    while (remaining.length > 0) {
      const [top, ...rest] = remaining as [Player, ...Player[]];
      const opponent = candidateOrder(top, rest).find(
        (candidate) =>
          !this.havePlayed(top, candidate) &&
          this.canPairAll(rest.filter((player) => player !== candidate)),
      ) as Player;
      pairings.push([top, opponent]);
      remaining = rest.filter((player) => player !== opponent);
    }
    return pairings;
  }

  private canPairAll(pool: Player[]): boolean {
    return hasPerfectMatching(pool.length, (a, b) => {
      return !this.havePlayed(pool[a] as Player, pool[b] as Player);
    });
  }

  private havePlayed(a: Player, b: Player): boolean {
    return this.opponents.get(a.id)?.has(b.id) ?? false;
  }
}

/** Same score group first (top half v bottom half), then nearest scores, then ranking. */
function candidateOrder(top: Player, rest: Player[]): Player[] {
  const group = rest.filter((player) => player.score === top.score);
  const half = Math.floor((group.length + 1) / 2);
  const preferred = [...group.slice(half - 1), ...group.slice(0, half - 1).reverse()];
  const others = rest
    .filter((player) => player.score !== top.score)
    .sort(
      (a, b) => Math.abs(a.score - top.score) - Math.abs(b.score - top.score) || a.rank - b.rank,
    );
  return [...preferred, ...others];
}

function toMatches(
  pairings: [Player, Player][],
  byePlayer: Player | null,
  stage: number,
  firstMatchNumber: number,
): EngineMatch[] {
  const matches = pairings.map(([first, second], index) =>
    swissMatch(firstMatchNumber + index, stage, first.id, second.id),
  );
  if (byePlayer) {
    const bye = swissMatch(firstMatchNumber + matches.length, stage, byePlayer.id, null);
    matches.push({
      ...bye,
      status: MatchStatus.Completed,
      result: MatchResult.Participant1Won,
      isBye: true,
    });
  }
  return matches;
}

function swissMatch(
  matchNumber: number,
  stage: number,
  participant1Id: ParticipantId,
  participant2Id: ParticipantId | null,
): EngineMatch {
  return {
    matchNumber,
    bracket: 'swiss',
    stage,
    participant1Id,
    participant2Id,
    status: MatchStatus.Scheduled,
    result: MatchResult.Undecided,
    isBye: false,
    isWalkover: false,
    winnerTo: null,
    loserTo: null,
  };
}
