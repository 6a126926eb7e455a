import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { STARTER_CURRENCIES, STARTER_GAMES } from '../../src/features/games/starter-catalogue.js';
import { runCli } from '../../src/cli/main.js';
import { checkInput } from '../../src/cli/validate.js';
import { loadConfig } from '../../src/config.js';
import { CreateCurrencyBody } from '../../src/features/games/currency.schemas.js';
import { CreateGameBody } from '../../src/features/games/game.schemas.js';
import { TEST_WEBHOOK_SECRET_KEYS, testWebhookSecrets } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function seed(args: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runCli(['seed', ...args], {
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    env: {
      DATABASE_URL: database.url,
      ADMIN_TOKEN: 'seed-test-admin-token',
      WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
      ...env,
    },
    ...(database.schema ? { schema: database.schema } : {}),
  });
  return { code, out, err };
}

async function seedJson(args: string[]) {
  const { code, out, err } = await seed([...args, '--json']);
  expect(code, err).toBe(0);
  return JSON.parse(out);
}

describe('tourney seed --catalogue', () => {
  it('holds only games and currencies the operator API would accept', () => {
    for (const game of STARTER_GAMES) expect(checkInput(CreateGameBody, game)).toBe(game);
    for (const currency of STARTER_CURRENCIES)
      expect(checkInput(CreateCurrencyBody, currency)).toBe(currency);
  });

  it('adds the starter games with their maps and currencies, once', async () => {
    const first = await seedJson(['--catalogue']);
    expect(first).toMatchObject({
      gamesAdded: STARTER_GAMES.length,
      currenciesAdded: STARTER_CURRENCIES.length,
    });
    const games = await database.db.selectFrom('games').select(['id', 'name']).execute();
    expect(games.map((g) => g.name).sort()).toEqual(STARTER_GAMES.map((g) => g.name).sort());
    const cs2 = games.find((g) => g.name === 'Counter-Strike 2')!;
    expect(first.games['Counter-Strike 2']).toBe(cs2.id);
    const maps = await database.db
      .selectFrom('game_maps')
      .select('name')
      .where('gameId', '=', cs2.id)
      .execute();
    expect(maps.map((m) => m.name)).toContain('Mirage');
    const codes = await database.db.selectFrom('currencies').select('code').execute();
    expect(codes.map((c) => c.code).sort()).toEqual(['EUR', 'GBP', 'USD']);

    // Again: nothing added, the same ids, and the operator's own edits are kept.
    await database.db
      .updateTable('games')
      .set({ description: 'Edited by the operator' })
      .where('id', '=', cs2.id)
      .execute();
    const second = await seedJson(['--catalogue']);
    expect(second).toEqual({ ...first, gamesAdded: 0, currenciesAdded: 0 });
    expect(await database.db.selectFrom('games').select('id').execute()).toHaveLength(
      STARTER_GAMES.length,
    );
    const edited = await database.db
      .selectFrom('games')
      .select('description')
      .where('id', '=', cs2.id)
      .executeTakeFirstOrThrow();
    expect(edited.description).toBe('Edited by the operator');
  });

  it('says what to choose when given neither --catalogue nor --demo', async () => {
    const { code, out, err } = await seed([]);
    expect(code).not.toBe(0);
    expect(out).toBe('');
    expect(err).toMatch(/--catalogue or --demo/);
  });
});

describe('tourney seed --demo', () => {
  it('fills a demo tenant with a tournament in every status and prints a working key and owner link', async () => {
    const seeded = await seedJson(['--demo']);
    expect(seeded.apiKey).toMatch(/^tk_/);
    expect(seeded.ownerInvitationUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/console\/accept-invitation#token=\S+$/,
    );

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
    const { draft, upcoming, ongoing, completed, cancelled, ffa } = seeded.tournaments;
    const statuses = await database.db
      .selectFrom('tournaments')
      .select(['id', 'status'])
      .where('tenantId', '=', seeded.tenantId)
      .execute();
    const statusOf = Object.fromEntries(statuses.map((r) => [r.id, r.status]));
    expect([draft, upcoming, ongoing, completed, cancelled].map((id) => statusOf[id])).toEqual([
      0, 1, 2, 3, 4,
    ]);

    const { items } = await get('/tournaments');
    const byId = (id: string) => items.find((t: { tournamentId: string }) => t.tournamentId === id);
    expect(byId(draft)).toBeUndefined(); // drafts are never visible to integration reads
    expect(byId(upcoming)).toMatchObject({ status: 1, registrationOpen: true });
    expect(byId(ongoing)).toMatchObject({ status: 2, matchType: 1, gameName: 'Counter-Strike 2' });
    expect(byId(ffa)).toMatchObject({ status: 2, matchType: 2, gameName: 'Apex Legends' });
    expect(byId(cancelled)).toMatchObject({ status: 4 });
    expect((await get(`/tournaments/${completed}`)).winnerTeamName).toEqual(expect.any(String));

    // Check-in open, four places held, one team still waiting after a withdrawal promoted another.
    const checkIn = seeded.tournaments.checkIn;
    expect(await get(`/tournaments/${checkIn}`)).toMatchObject({
      checkInWindowMinutes: 120,
      waitlistEnabled: true,
      teamsJoinedCount: 4,
    });
    const regs = (await get(`/tournaments/${checkIn}/registrations?pageSize=100`)).items;
    const count = (f: (r: { status: number; checkedInAt: string | null }) => boolean) =>
      regs.filter(f).length;
    expect(count((r) => r.status === 5)).toBe(1);
    expect(count((r) => r.checkedInAt !== null)).toBe(3);
    expect(count((r) => r.status === 4)).toBe(1);

    // Groups into playoffs: the groups are played, the playoffs seeded with their top two each.
    const { stages } = await get(`/tournaments/${seeded.tournaments.staged}/stages`);
    expect(stages.map((s: { status: number }) => s.status)).toEqual([3, 2]);
    expect(stages[0].qualified).toHaveLength(4);

    const { matches } = await get(
      `/matches/duel?tournamentId=${ongoing}&matchStatus=3&pageSize=100`,
    );
    expect(matches.filter((m: { games: unknown[] }) => m.games.length > 0).length).toBeGreaterThan(
      0,
    );
    // One reported score waits for the other side, one is disputed.
    const { items: reports } = await get(`/match-reports?tournamentId=${ongoing}`);
    expect(reports.map((r: { state: string }) => r.state).sort()).toEqual(['disputed', 'pending']);
    // The playoffs' remaining matches are planned: every ready one has a time.
    const ready = await get(`/matches/duel?tournamentId=${ongoing}&matchStatus=1&pageSize=100`);
    expect(ready.matches.length).toBeGreaterThan(0);
    for (const m of ready.matches) expect(m.scheduledAt).toEqual(expect.any(String));

    const token = new URL(seeded.ownerInvitationUrl).hash.replace('#token=', '');
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1/console/invitations/accept',
      payload: { token, password: 'a long demo password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data.staff).toMatchObject({
      email: 'owner@demo.example',
      role: 'owner',
      tenantId: seeded.tenantId,
    });
    // The app shares the test database handle; the drop in afterAll closes it.
    await app.close().catch(() => undefined);
  });

  it('seeds a second demo tenant under a new name, and prints the configured address', async () => {
    const { code, out, err } = await seed(['--demo'], { PORT: '4123', HOST: '0.0.0.0' });
    expect(code, err).toBe(0);
    expect(out).toMatch(
      /^"Demo Esports" already exists \(an earlier seed --demo\): this is a new demo tenant beside it, "Demo Esports 2"\./,
    );
    expect(out).toMatch(/Demo tenant "Demo Esports 2"/);
    expect(out).toMatch(/8 tournaments/);
    expect(out).toContain('http://127.0.0.1:4123/api/v1/tournaments');
    expect(out).not.toContain(':3000');
    expect(out).toMatch(
      /Console: open http:\/\/127\.0\.0\.1:4123\/console\/accept-invitation#token=/,
    );
  });
});
