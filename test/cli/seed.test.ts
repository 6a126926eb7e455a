import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';
import { TEST_WEBHOOK_SECRET_KEYS, testWebhookSecrets } from '../helpers/test-app.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('tourney seed --demo', () => {
  it('fills a demo tenant with tournaments in every state and prints a working key', async () => {
    let out = '';
    const code = await runCli(['seed', '--demo', '--json'], {
      stdout: { write: (s: string) => (out += s) },
      stderr: { write: () => undefined },
      env: {
        DATABASE_URL: database.url,
        ADMIN_TOKEN: 'seed-test-admin-token',
        WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
      },
      ...(database.schema ? { schema: database.schema } : {}),
    });
    expect(code).toBe(0);
    const seeded = JSON.parse(out);
    expect(seeded.apiKey).toMatch(/^tk_/);

    const app = await buildApp({
      config: loadConfig({ WEBHOOK_WORKER: 'false' }),
      database,
      webhookSecrets: testWebhookSecrets,
    });
    const get = async (url: string) => {
      const res = await app.inject({
        url: `/api/v1${url}`,
        headers: { 'x-api-key': seeded.apiKey },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const { items } = await get('/tournaments');
    const byId = (id: string) => items.find((t: { tournamentId: string }) => t.tournamentId === id);
    const { upcoming, ongoing, completed, ffa } = seeded.tournaments;
    expect(byId(upcoming)).toMatchObject({ status: 1, registrationOpen: true });
    expect(byId(ongoing)).toMatchObject({ status: 2, matchType: 1 });
    expect(byId(ffa)).toMatchObject({ status: 2, matchType: 2 });
    expect((await get(`/tournaments/${completed}`)).winnerTeamName).toEqual(expect.any(String));

    const { matches } = await get(
      `/matches/duel?tournamentId=${ongoing}&matchStatus=3&pageSize=100`,
    );
    expect(matches.filter((m: { games: unknown[] }) => m.games.length > 0).length).toBeGreaterThan(
      0,
    );
    // The app shares the test database handle; the drop in afterAll closes it.
    await app.close().catch(() => undefined);
  });
});
