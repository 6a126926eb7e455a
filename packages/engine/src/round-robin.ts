import { MatchFactory, assertEnoughParticipants } from './bracket-builder.js';
import { EngineError } from './errors.js';
import { MatchStatus } from './types.js';
import type { EngineMatch, ParticipantId, RoundRobinOptions } from './types.js';

type Pairing = [ParticipantId, ParticipantId];

/**
 * Round robin by the circle (Berger) method: each stage pairs everybody at most once; with an
 * odd field one participant sits out each stage (no match is created for the sit-out).
 * A second leg repeats the stages with sides swapped, numbered after the first leg.
 */
export function generateRoundRobin(
  seededIds: readonly ParticipantId[],
  options: RoundRobinOptions = { legs: 1 },
): EngineMatch[] {
  assertEnoughParticipants(seededIds);
  if (options.legs !== 1 && options.legs !== 2) {
    throw new EngineError('INVALID_OPTION', 'legs must be 1 or 2.');
  }
  const firstLeg = circleStages(seededIds);
  const stages =
    options.legs === 2
      ? [...firstLeg, ...firstLeg.map((stage) => stage.map(([a, b]): Pairing => [b, a]))]
      : firstLeg;
  const factory = new MatchFactory();
  stages.forEach((pairings, index) => {
    for (const [first, second] of pairings) {
      const match = factory.create('round_robin', index + 1);
      match.participant1Id = first;
      match.participant2Id = second;
      match.status = MatchStatus.Scheduled;
    }
  });
  return factory.created;
}

/** Number of stages one leg takes. */
export function roundRobinStageCount(participantCount: number): number {
  return participantCount % 2 === 0 ? participantCount - 1 : participantCount;
}

function circleStages(ids: readonly ParticipantId[]): Pairing[][] {
  const circle: (ParticipantId | null)[] = ids.length % 2 === 0 ? [...ids] : [...ids, null];
  const size = circle.length;
  const stages: Pairing[][] = [];
  for (let stage = 0; stage < size - 1; stage++) {
    const pairings: Pairing[] = [];
    for (let i = 0; i < size / 2; i++) {
      const first = circle[i] ?? null;
      const second = circle[size - 1 - i] ?? null;
      if (first === null || second === null) continue;
      // Alternate sides so nobody is always participant 1 (the fixed seat flips every stage).
      const swap = i === 0 ? stage % 2 === 1 : i % 2 === 1;
      pairings.push(swap ? [second, first] : [first, second]);
    }
    stages.push(pairings);
    circle.splice(1, 0, circle.pop() ?? null);
  }
  return stages;
}
