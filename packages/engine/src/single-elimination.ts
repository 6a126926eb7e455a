import {
  MatchFactory,
  assertEnoughParticipants,
  buildWinnersBracket,
  finishGeneration,
  linkTo,
  slotFor,
} from './bracket-builder.js';
import type { EngineMatch, ParticipantId, SingleEliminationOptions } from './types.js';

/**
 * Single elimination for any n >= 2. The third-place match is only created when n >= 4
 * (below that the semi-finals include a bye, so there is no second semi-final loser).
 */
export function generateSingleElimination(
  seededIds: readonly ParticipantId[],
  options: SingleEliminationOptions = {},
): EngineMatch[] {
  assertEnoughParticipants(seededIds);
  const factory = new MatchFactory();
  const stages = buildWinnersBracket(factory, seededIds);
  const semiFinals = stages[stages.length - 2];
  if (options.thirdPlaceMatch && seededIds.length >= 4 && semiFinals) {
    const thirdPlace = factory.create('third_place', 1);
    semiFinals.forEach((semiFinal, index) => {
      semiFinal.loserTo = linkTo(thirdPlace, slotFor(index));
    });
  }
  return finishGeneration(factory);
}
