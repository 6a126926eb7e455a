import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTicks, expectNoServerError } from '../helpers/races.js';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const STAGES = [
  { name: 'Groups', roundType: 3, groupCount: 2, qualifiers: { perGroup: 1 } },
  { name: 'Final', roundType: 1 },
];
const declare = (tournamentId: string) =>
  c.api({
    method: 'PUT',
    url: `/api/v1/tournaments/${tournamentId}/stages`,
    payload: { stages: STAGES },
  });

describe('declaring stages while the first stage completes', () => {
  it('never leaves a completed stage without its next stage seeded', async () => {
    for (const ticks of [0, 1, 2, 4, 8, 16]) {
      const { tournament } = await setup(t, 4);
      const [groups] = expectOk(await declare(tournament.id)).stages;
      expectOk(await c.generate(groups.roundId));
      const [first, last] = await c.matches(tournament.id, groups.roundId);
      expectOk(await c.report(first.matchId, { games: gamesFor(1) }));
      const [result, redeclared] = await Promise.all([
        c.report(last.matchId, { games: gamesFor(1) }),
        afterTicks(ticks, () => declare(tournament.id)),
      ]);
      expectNoServerError([result, redeclared]);
      expect(result.statusCode).toBe(200);
      // Either the declaration came first (and the stage completed after it), or it saw the
      // final seeded and was refused.
      if (redeclared.statusCode !== 200)
        expect(redeclared.json().error.reason).toBe('STAGES_LOCKED');
      const { stages } = expectOk(
        await c.api({ url: `/api/v1/tournaments/${tournament.id}/stages` }),
      );
      expect(stages.map((s: any) => s.status)).toEqual([3, 2]);
      expect(stages[1].teamCount).toBe(2);
      expect(stages[0].qualified).toHaveLength(2);
    }
  });
});
