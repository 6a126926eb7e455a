import {
  MatchFactory,
  assertEnoughParticipants,
  buildWinnersBracket,
  finishGeneration,
  linkTo,
  slotFor,
} from './bracket-builder.js';
import { EngineError } from './errors.js';
import type { DoubleEliminationOptions, EngineMatch, ParticipantId } from './types.js';

/**
 * Double elimination for any n >= 2.
 *
 * Losers bracket for a winners bracket of k stages (k >= 2) has 2(k-1) stages: odd stages
 * pair up survivors (stage 1 pairs the winners-stage-1 losers), even stage 2j takes the
 * losers of winners stage j+1 in slot 2. Drop-ins alternate between reversed order and
 * swapped halves so that early rematches are avoided.
 *
 * Grand final: 'single' and 'double' put the winners champion in slot 1 and the losers
 * champion in slot 2; 'double' adds a reset fed only if slot 2 wins the first grand final.
 * 'none' plays no grand final: the winners-bracket champion is the champion.
 */
export function generateDoubleElimination(
  seededIds: readonly ParticipantId[],
  options: DoubleEliminationOptions,
): EngineMatch[] {
  assertEnoughParticipants(seededIds);
  if (!['none', 'single', 'double'].includes(options.grandFinal)) {
    throw new EngineError('INVALID_OPTION', `Unknown grand final mode ${options.grandFinal}.`);
  }
  const factory = new MatchFactory();
  const winners = buildWinnersBracket(factory, seededIds);
  const losersChampionSource = buildLosersBracket(factory, winners);
  const winnersFinal = winners[winners.length - 1]?.[0] as EngineMatch;
  if (options.grandFinal !== 'none') {
    const grandFinal = factory.create('grand_final', 1);
    winnersFinal.winnerTo = linkTo(grandFinal, 1);
    if (losersChampionSource === winnersFinal) winnersFinal.loserTo = linkTo(grandFinal, 2);
    else losersChampionSource.winnerTo = linkTo(grandFinal, 2);
    if (options.grandFinal === 'double') {
      const reset = factory.create('grand_final_reset', 1);
      grandFinal.winnerTo = linkTo(reset, 2);
      grandFinal.loserTo = linkTo(reset, 1);
    }
  }
  return finishGeneration(factory);
}

/**
 * Builds the losers bracket and returns the match that produces its champion: the losers
 * final, or the winners final itself when there is no losers bracket (two participants).
 */
function buildLosersBracket(factory: MatchFactory, winners: EngineMatch[][]): EngineMatch {
  const winnersStageCount = winners.length;
  const firstStage = winners[0] as EngineMatch[];
  if (winnersStageCount < 2) return firstStage[0] as EngineMatch;

  let survivors = Array.from({ length: firstStage.length / 2 }, () => factory.create('losers', 1));
  firstStage.forEach((match, index) => {
    match.loserTo = linkTo(survivors[Math.floor(index / 2)] as EngineMatch, slotFor(index));
  });

  for (let drop = 1; drop < winnersStageCount; drop++) {
    survivors = addDropInStage(factory, survivors, winners[drop] as EngineMatch[], drop);
    if (drop < winnersStageCount - 1) survivors = addPairingStage(factory, survivors, 2 * drop + 1);
  }
  return survivors[0] as EngineMatch;
}

function addDropInStage(
  factory: MatchFactory,
  survivors: EngineMatch[],
  droppingFrom: EngineMatch[],
  drop: number,
): EngineMatch[] {
  const stageMatches = survivors.map(() => factory.create('losers', 2 * drop));
  const order = crossOverOrder(droppingFrom.length, drop);
  stageMatches.forEach((match, index) => {
    (survivors[index] as EngineMatch).winnerTo = linkTo(match, 1);
    (droppingFrom[order[index] as number] as EngineMatch).loserTo = linkTo(match, 2);
  });
  return stageMatches;
}

function addPairingStage(factory: MatchFactory, survivors: EngineMatch[], stage: number) {
  const stageMatches = Array.from({ length: survivors.length / 2 }, () =>
    factory.create('losers', stage),
  );
  survivors.forEach((match, index) => {
    match.winnerTo = linkTo(stageMatches[Math.floor(index / 2)] as EngineMatch, slotFor(index));
  });
  return stageMatches;
}

/** Which winners match feeds losers match `index`: reversed on odd drops, halves swapped on even. */
function crossOverOrder(count: number, drop: number): number[] {
  const indexes = Array.from({ length: count }, (_, index) => index);
  if (drop % 2 === 1) return indexes.reverse();
  const half = Math.floor(count / 2);
  return indexes.map((index) => (index + half) % count);
}
