import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPageChunks } from '../../src/features/tournaments/list-page-json.js';
import type { ListFilters } from '../../src/features/tournaments/tournament.schemas.js';
import { TournamentPage } from '../../src/features/tournaments/tournament.schemas.js';
import {
  listPageData,
  listTournaments,
} from '../../src/features/tournaments/tournament.service.js';
import type { Serializer } from '../../src/http/read-cache.js';
import { buildSerializer } from '../../src/http/serialization.js';
import { newGame, newUser } from '../helpers/factories.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';

/**
 * A viewer's list page is the page as everyone sees it, serialized once, with the viewer's
 * fields put into each line: the bytes must be those the route's serializer writes for the
 * whole page, whatever the lines and the viewer.
 */
let t: TestApp;
let serializer: Serializer;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  const compile = buildSerializer as NonNullable<typeof buildSerializer>;
  const route: Parameters<ReturnType<typeof compile>>[0] = {
    schema: TournamentPage,
    method: 'GET',
    url: '/api/v1/tournaments',
    httpStatus: '200',
  };
  serializer = compile(t.app.getSchemas(), {})(route) as Serializer;
}, 60_000);
afterAll(() => t.close());

/** Tournaments a viewer can and cannot join for each reason, in two games. */
async function scene() {
  const db = t.database.db;
  const { tenantId } = t.tenant;
  const { gameId } = await newGame(db, { name: 'Plain Game' });
  const { gameId: quotedGameId } = await newGame(db, { name: 'The "Quoted" Game' });
  const viewerTeam = await newTeam(db, tenantId, gameId);
  const rival = await newTeam(db, tenantId, gameId);
  await newTournament(db, tenantId, { gameId, description: 'Ünïcode "quoted" \\ text\n✓' });
  const joined = await newTournament(db, tenantId, { gameId });
  await registerTeam(db, tenantId, joined.id, viewerTeam);
  const full = await newTournament(db, tenantId, { gameId, enrollmentLimit: 1 });
  await registerTeam(db, tenantId, full.id, rival);
  await newTournament(db, tenantId, {
    gameId,
    status: 3,
    startTime: new Date(Date.now() - 30 * DAY).toISOString(),
  });
  await newTournament(db, tenantId, { gameId, instantRegistrations: 1 });
  await newTournament(db, tenantId, { gameId: quotedGameId });
  const stranger = await newUser(db, tenantId, { gameIds: [] });
  return { gameId, viewers: [viewerTeam.owner.externalId, stranger.externalId] };
}

/** The page's JSON both ways, and how many times the whole page was serialized for it. */
async function bothWays(query: Partial<ListFilters>) {
  const page = await listTournaments(
    t.database,
    t.tenant.tenantId,
    { pageNumber: 1, pageSize: 20, ...query } as ListFilters,
    t.app.readCache.shared,
  );
  let whole = 0;
  const counted: Serializer = (data) => {
    whole++;
    return serializer(data);
  };
  const chunks = listPageChunks(page, counted);
  const put = Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
  return { put: put.toString(), whole, expected: serializer(listPageData(page)) };
}

describe('a list page put together from the page as everyone sees it', () => {
  it('is byte for byte the serialized page, for each viewer and none', async () => {
    const { gameId, viewers } = await scene();
    const everyone = await bothWays({ gameId });
    expect(everyone.put).toBe(everyone.expected);
    for (const externalUserId of viewers) {
      const seen = await bothWays({ gameId, externalUserId });
      expect(seen.put).toBe(seen.expected);
      // The page as everyone sees it was serialized for the first read alone.
      expect(seen.whole).toBe(0);
      const items = (JSON.parse(seen.put) as { items: { canJoin: boolean | null }[] }).items;
      expect(items).toHaveLength(5);
      expect(items.every((item) => typeof item.canJoin === 'boolean')).toBe(true);
    }
    const reasons = JSON.parse((await bothWays({ gameId, externalUserId: viewers[0] })).put) as {
      items: { hasJoined: boolean; canJoin: boolean; cannotJoinReason: string | null }[];
    };
    expect(reasons.items.map((i) => i.cannotJoinReason).sort()).toEqual(
      [
        null,
        'A team of yours is already registered for this tournament',
        'The tournament is full',
        'The tournament is not open for registration',
        'This tournament uses instant registration; team registration is not available',
      ].sort(),
    );
  });

  it('serializes the whole page again when a reason holds text the serializer escapes', async () => {
    const viewer = await newUser(t.database.db, t.tenant.tenantId, { gameIds: [] });
    expect((await bothWays({})).whole).toBe(1);
    const seen = await bothWays({ externalUserId: viewer.externalId });
    expect(seen.put).toBe(seen.expected);
    // Only the viewer's page: the page as everyone sees it was serialized for the read before.
    expect(seen.whole).toBe(1);
    expect(seen.put).toContain('Link your The \\"Quoted\\" Game game account');
  });

  it("reuses a viewer's page put together before while the page and the viewer's facts stay as kept", async () => {
    const db = t.database.db;
    const { tenantId } = t.tenant;
    const { gameId } = await newGame(db);
    const listed = await newTournament(db, tenantId, { gameId });
    const viewer = await newUser(db, tenantId, { gameIds: [gameId] });
    const query = { pageNumber: 1, pageSize: 20, gameId, externalUserId: viewer.externalId };
    const read = () =>
      listTournaments(t.database, tenantId, query as ListFilters, t.app.readCache.shared);
    const first = await read();
    const again = await read();
    expect(again.facts).toBe(first.facts);
    const chunks = listPageChunks(first, serializer);
    expect(listPageChunks(again, serializer)).toBe(chunks);
    // Another team's registration changes the page: the viewer's page is put together anew.
    await registerTeam(db, tenantId, listed.id, await newTeam(db, tenantId, gameId));
    const changed = await read();
    const fresh = listPageChunks(changed, serializer);
    expect(fresh).not.toBe(chunks);
    const bytes = Buffer.concat(fresh.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
    expect(bytes.toString()).toBe(serializer(listPageData(changed)));
    expect(bytes.toString()).toContain('"teamsJoinedCount":1');
  });
});
