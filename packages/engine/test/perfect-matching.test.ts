import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPerfectMatching } from '../src/perfect-matching.js';

function bruteForce(vertices: number[], canPair: (a: number, b: number) => boolean): boolean {
  const [first, ...rest] = vertices;
  if (first === undefined) return true;
  return rest.some(
    (other) =>
      canPair(first, other) &&
      bruteForce(
        rest.filter((v) => v !== other),
        canPair,
      ),
  );
}

describe('hasPerfectMatching', () => {
  it('agrees with brute force on random graphs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer(),
        (count, density, seed) => {
          let state = seed >>> 0;
          const edges = new Set<string>();
          for (let a = 0; a < count; a++) {
            for (let b = a + 1; b < count; b++) {
              state = (Math.imul(state, 1103515245) + 12345) >>> 0;
              if (state / 2 ** 32 < density) edges.add(`${a}-${b}`);
            }
          }
          const canPair = (a: number, b: number) =>
            edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
          const vertices = Array.from({ length: count }, (_, i) => i);
          expect(hasPerfectMatching(count, canPair)).toBe(bruteForce(vertices, canPair));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('needs a blossom for an odd cycle with a pendant pair', () => {
    // Triangle 0-1-2 with 2-3 and 3-4, 4-5: perfect matching 0-1, 2-3, 4-5.
    const edges = new Set(['0-1', '1-2', '0-2', '2-3', '3-4', '4-5']);
    const canPair = (a: number, b: number) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(hasPerfectMatching(6, canPair)).toBe(true);
    const star = new Set(['0-1', '0-2', '0-3']);
    expect(hasPerfectMatching(4, (a, b) => star.has(`${Math.min(a, b)}-${Math.max(a, b)}`))).toBe(
      false,
    );
  });
});
