import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import {
  buildTestApp,
  call,
  expectError,
  expectOk,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';

let t: TestApp;
/** A second connection to the same database, as another API process or a worker would have. */
let otherProcess: DbHandle;
beforeAll(async () => {
  t = await buildTestApp();
  otherProcess = createDb(t.database.url, { schema: t.database.schema, poolSize: 1 });
});
afterAll(async () => {
  await otherProcess.db.destroy();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, tenant: TestTenant = t.tenant) =>
  call(t.app, tenant.apiKey, { url: `/api/v1${url}` });

describe('cached reads', () => {
  it('answers a repeated read from the cache with the same data and a fresh meta', async () => {
    const row = await newTournament(t.database.db, t.tenant.tenantId);
    const first = await get(`/tournaments/${row.id}`);
    const second = await get(`/tournaments/${row.id}`);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(expectOk(second)).toEqual(expectOk(first));
    expect(second.json().message).toBe('OK');
    expect(second.json().meta.traceId).not.toBe(first.json().meta.traceId);
  });

  it('sees a write made through the API at once', async () => {
    const row = await newTournament(t.database.db, t.tenant.tenantId);
    await get(`/tournaments/${row.id}`);
    const team = await newTeam(t.database.db, t.tenant.tenantId, row.gameId);
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/tournaments/${row.id}/registrations/teams/${team.teamId}`,
        payload: {},
      }),
    );
    const after = await get(`/tournaments/${row.id}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(expectOk(after).teamsJoinedCount).toBe(1);
  });

  // At once on SQLite; on PostgreSQL once announced (test/scale/fresh-reads.test.ts: within 1 s).
  it("sees another connection's commit (another process, the CLI, a worker)", async () => {
    const row = await newTournament(t.database.db, t.tenant.tenantId);
    const team = await newTeam(t.database.db, t.tenant.tenantId, row.gameId);
    expect(expectOk(await get(`/teams/${team.teamId}`)).name).toBe(team.name);
    expect((await get(`/teams/${team.teamId}`)).headers['x-cache']).toBe('hit');
    await otherProcess.db
      .updateTable('teams')
      .set({ name: 'Renamed elsewhere' })
      .where('id', '=', team.teamId)
      .execute();
    await t.database.caughtUp();
    const after = await get(`/teams/${team.teamId}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(expectOk(after).name).toBe('Renamed elsewhere');
  });

  it("never answers one tenant's read with another tenant's cached response", async () => {
    const row = await newTournament(t.database.db, t.tenant.tenantId);
    expectOk(await get(`/tournaments/${row.id}`));
    expectOk(await get(`/tournaments/${row.id}`));
    const stranger = await t.newTenant();
    expectError(await get(`/tournaments/${row.id}`, stranger), 404);
    const list = expectOk(await get('/tournaments?pageSize=50', stranger));
    expect(list.items).toEqual([]);
  });

  it('turns registrationOpen false when the deadline passes, with no write in between', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    const row = await newTournament(t.database.db, t.tenant.tenantId, {
      registrationDeadline: new Date(now + 60_000).toISOString(),
    });
    const url = `/tournaments?pageSize=100`;
    const open = expectOk(await get(url)).items.find(
      (i: { tournamentId: string }) => i.tournamentId === row.id,
    );
    expect(open.registrationOpen).toBe(true);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    vi.setSystemTime(now + 61_000);
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    const closed = expectOk(after).items.find(
      (i: { tournamentId: string }) => i.tournamentId === row.id,
    );
    expect(closed.registrationOpen).toBe(false);
  });

  it('keeps errors out of the cache', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await get(`/tournaments/${missing}`), 404);
    const row = await newTournament(t.database.db, t.tenant.tenantId, { id: missing });
    expect(expectOk(await get(`/tournaments/${missing}`)).tournamentId).toBe(row.id);
  });
});

describe('RESPONSE_CACHE_MB=0', () => {
  let uncached: TestApp;
  beforeAll(async () => {
    uncached = await buildTestApp({ RESPONSE_CACHE_MB: '0' });
  });
  afterAll(() => uncached.close());

  it('reads the database for every request', async () => {
    const row = await newTournament(uncached.database.db, uncached.tenant.tenantId);
    const team = await newTeam(uncached.database.db, uncached.tenant.tenantId, row.gameId);
    await registerTeam(uncached.database.db, uncached.tenant.tenantId, row.id, team);
    for (let i = 0; i < 2; i++) {
      const res = await call(uncached.app, uncached.tenant.apiKey, {
        url: `/api/v1/tournaments/${row.id}`,
      });
      expect(res.headers['x-cache']).toBe('miss');
      expect(expectOk(res).teamsJoinedCount).toBe(1);
    }
  });
});
