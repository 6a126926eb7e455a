import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { client, type Client } from './bracket-client.js';
import { runDuel, useApp } from './duel-property.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
  useApp(t, c);
});
afterAll(() => t.close());

const NUM_RUNS = 5;
const TIMEOUT = 240_000;

const count = fc.integer({ min: 2, max: 33 });
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

const formats: [string, Record<string, unknown>, number?][] = [
  ['single elimination', { roundType: 1 }],
  ['single elimination with third place', { roundType: 1, thirdPlaceMatch: true, bestOf: 3 }],
  ['double elimination, no grand final', { roundType: 2, grandFinal: 'none' }],
  ['double elimination, single grand final', { roundType: 2, grandFinal: 'single' }],
  ['double elimination, grand final with reset', { roundType: 2, grandFinal: 'double' }],
];

describe('duel formats through the API', () => {
  for (const [name, body, max] of formats) {
    it(
      name,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            max ? fc.integer({ min: 2, max }) : count,
            seed,
            fc.boolean(),
            (n, s, random) => runDuel(body, n, s, random),
          ),
          { numRuns: NUM_RUNS },
        );
      },
      TIMEOUT,
    );
  }
});
