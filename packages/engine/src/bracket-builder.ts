import { EngineError } from './errors.js';
import { BracketDraft } from './bracket-draft.js';
import { IndexedBracket } from './bracket-source.js';
import { settle } from './progression.js';
import { assertUniqueIds, bracketSeedOrder, nextPowerOfTwo } from './seeding.js';
import { MatchResult, MatchStatus } from './types.js';
import type { BracketLabel, EngineMatch, MatchLink, ParticipantId, Slot } from './types.js';

/** Hands out match numbers 1..N in creation order. */
export class MatchFactory {
  private nextNumber = 1;
  readonly created: EngineMatch[] = [];

  create(bracket: BracketLabel, stage: number): EngineMatch {
    const match: EngineMatch = {
      matchNumber: this.nextNumber++,
      bracket,
      stage,
      participant1Id: null,
      participant2Id: null,
      status: MatchStatus.AwaitingParticipants,
      result: MatchResult.Undecided,
      isBye: false,
      isWalkover: false,
      winnerTo: null,
      loserTo: null,
    };
    this.created.push(match);
    return match;
  }
}

export function linkTo(match: EngineMatch, slot: Slot): MatchLink {
  return { matchNumber: match.matchNumber, slot };
}

export function assertEnoughParticipants(ids: readonly ParticipantId[], minimum = 2): void {
  if (ids.length < minimum) {
    throw new EngineError(
      'NOT_ENOUGH_PARTICIPANTS',
      `At least ${minimum} participants are needed, got ${ids.length}.`,
    );
  }
  assertUniqueIds(ids);
}

/**
 * Winners bracket for the next power of two. Stage 1 holds seeds in classic 1-vs-N order;
 * seeds beyond the field are byes, so only top seeds get them and only in stage 1.
 * Returns matches grouped by stage (index 0 = stage 1).
 */
export function buildWinnersBracket(
  factory: MatchFactory,
  seededIds: readonly ParticipantId[],
): EngineMatch[][] {
  const size = nextPowerOfTwo(seededIds.length);
  const seedOrder = bracketSeedOrder(size);
  const stages: EngineMatch[][] = [];
  for (let stage = 1, count = size / 2; count >= 1; stage++, count /= 2) {
    stages.push(Array.from({ length: count }, () => factory.create('winners', stage)));
  }
  stages[0]?.forEach((match, index) => {
    match.participant1Id = seededIds[(seedOrder[2 * index] ?? 0) - 1] ?? null;
    match.participant2Id = seededIds[(seedOrder[2 * index + 1] ?? 0) - 1] ?? null;
  });
  stages.forEach((stageMatches, stageIndex) => {
    const nextStage = stages[stageIndex + 1];
    if (!nextStage) return;
    stageMatches.forEach((match, index) => {
      match.winnerTo = linkTo(nextStage[Math.floor(index / 2)] as EngineMatch, slotFor(index));
    });
  });
  return stages;
}

export function slotFor(index: number): Slot {
  return index % 2 === 0 ? 1 : 2;
}

/** Resolves byes and any walkovers they cause, and returns matches in number order. */
export function finishGeneration(factory: MatchFactory): EngineMatch[] {
  const bracket = IndexedBracket.of(factory.created);
  const draft = new BracketDraft(bracket);
  const waiting = factory.created.filter((m) => m.status === MatchStatus.AwaitingParticipants);
  settle(
    draft,
    waiting.map((m) => m.matchNumber),
  );
  bracket.apply(draft.outcome().changed);
  return bracket.matches();
}
