import { EngineError } from './errors.js';
import type { ParticipantId, SeedingInput } from './types.js';

/** Returns participants in seed order (seed 1 first). */
export function seedParticipants(
  ids: readonly ParticipantId[],
  input: SeedingInput,
): ParticipantId[] {
  assertUniqueIds(ids, 'INVALID_SEEDING');
  return input.mode === 'explicit'
    ? orderByExplicitSeeds(ids, input.seeds)
    : shuffleDeterministically(ids, input.randomSeed);
}

export function assertUniqueIds(
  ids: readonly ParticipantId[],
  reason: 'INVALID_SEEDING' | 'DUPLICATE_PARTICIPANT' = 'DUPLICATE_PARTICIPANT',
): void {
  const seen = new Set<ParticipantId>();
  for (const id of ids) {
    if (seen.has(id)) throw new EngineError(reason, `Participant ${id} appears more than once.`);
    seen.add(id);
  }
}

function orderByExplicitSeeds(
  ids: readonly ParticipantId[],
  seeds: Readonly<Record<ParticipantId, number>>,
): ParticipantId[] {
  const seedKeys = Object.keys(seeds);
  const idSet = new Set(ids);
  const stranger = seedKeys.find((key) => !idSet.has(key));
  if (stranger !== undefined) {
    throw new EngineError('INVALID_SEEDING', `Seed given for unknown participant ${stranger}.`);
  }
  const usedSeeds = new Set<number>();
  for (const id of ids) {
    const seed = Object.hasOwn(seeds, id) ? seeds[id] : undefined;
    if (seed === undefined) {
      throw new EngineError('INVALID_SEEDING', `Participant ${id} has no seed.`);
    }
    if (!Number.isInteger(seed) || seed < 1) {
      throw new EngineError('INVALID_SEEDING', `Seed of ${id} must be a positive integer.`);
    }
    if (usedSeeds.has(seed))
      throw new EngineError('INVALID_SEEDING', `Seed ${seed} is used twice.`);
    usedSeeds.add(seed);
  }
  return [...ids].sort((a, b) => (seeds[a] ?? 0) - (seeds[b] ?? 0));
}

function shuffleDeterministically(
  ids: readonly ParticipantId[],
  randomSeed: number,
): ParticipantId[] {
  if (!Number.isSafeInteger(randomSeed)) {
    throw new EngineError('INVALID_SEEDING', 'randomSeed must be an integer.');
  }
  // Sort first so the outcome depends on the seed alone, not on the order rows were read in.
  const order = [...ids].sort(compareCodeUnits);
  const random = mulberry32(randomSeed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as ParticipantId, order[i] as ParticipantId];
  }
  return order;
}

export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Small seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function nextPowerOfTwo(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/**
 * Seed numbers in bracket-line order for a bracket of `size` (a power of two): consecutive
 * pairs are the stage-1 matches. Built recursively so seeds 1 and 2 can only meet in the final.
 */
export function bracketSeedOrder(size: number): number[] {
  let order = [1];
  for (let width = 2; width <= size; width *= 2) {
    order = order.flatMap((seed) => [seed, width + 1 - seed]);
  }
  return order;
}
