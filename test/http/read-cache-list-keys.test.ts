import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import { newGame } from '../helpers/factories.js';
import { reportableBracket, WIN_1 } from '../helpers/match-reports.js';
import {
  buildTestApp,
  call,
  expectOk,
  testWebhookSecrets,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';
import {
  newTeam,
  newTournament,
  registerTeam,
  tournamentWithTeams,
} from '../helpers/tournament-factories.js';

/**
 * List answers are keyed to which tournaments they hold (any tournament row of the tenant) and
 * to what they show of each (its row and registrations): a registration turns stale the lists
 * showing its tournament and the "my tournaments" of the registered team's members, and no other
 * list; a result turns stale its tournament's own reads and no list. Each answer is compared with
 * the same read from a second API process that has no cache.
 */
let t: TestApp;
/** Another API process on the same database, without a response cache. */
let other: { app: FastifyInstance; database: DbHandle };

beforeAll(async () => {
  t = await buildTestApp();
  const database = createDb(t.database.url, { schema: t.database.schema, poolSize: 2 });
  other = {
    app: await buildApp({
      config: { ...t.config, responseCacheMb: 0 },
      database,
      webhookSecrets: testWebhookSecrets,
    }),
    database,
  };
  await other.app.ready();
}, 60_000);

afterAll(async () => {
  await other.app.close();
  await t.close();
});

const DAY = 24 * 3600 * 1000;

/**
 * Two games' lists of a tenant: `open` (upcoming) and an older tournament in the first, a
 * tournament `elsewhere` with one team (whose owner is the bystander) in the second; and a team
 * of two of the first game, registered nowhere yet.
 */
async function scene(tenant: TestTenant) {
  const db = t.database.db;
  const { tenantId } = tenant;
  const [{ gameId }, { gameId: otherGameId }] = [await newGame(db), await newGame(db)];
  const open = await newTournament(db, tenantId, { gameId });
  await newTournament(db, tenantId, {
    gameId,
    status: 3,
    startTime: new Date(Date.now() - 30 * DAY).toISOString(),
  });
  const elsewhere = await tournamentWithTeams(db, tenantId, 1, { gameId: otherGameId });
  const team = await newTeam(db, tenantId, gameId, 2);
  const owner = team.owner.externalId;
  const bystander = elsewhere.teams[0]!.owner.externalId;
  // Read in this order: a user's list is put together from the list page as everyone sees it,
  // and the first of the two lists read after a registration reads that page again.
  const reads = {
    listWithOpenSeenByBystander: `/tournaments?gameId=${gameId}&externalUserId=${bystander}`,
    listWithOpen: `/tournaments?gameId=${gameId}`,
    listWithout: `/tournaments?gameId=${otherGameId}`,
    listWithoutSeenByBystander: `/tournaments?gameId=${otherGameId}&externalUserId=${bystander}`,
    ownersTournaments: `/tournaments/my-tournaments?externalUserId=${owner}`,
    bystandersTournaments: `/tournaments/my-tournaments?externalUserId=${bystander}`,
    elsewhereDetail: `/tournaments/${elsewhere.tournament.id}`,
  };
  return { tenant, open, elsewhere: elsewhere.tournament, team, owner, reads };
}
type Scene = Awaited<ReturnType<typeof scene>>;
/** Reads of a tenant, by name. */
type Reads = { tenant: TestTenant; reads: Record<string, string> };

const get = (app: FastifyInstance, s: Pick<Reads, 'tenant'>, url: string) =>
  call(app, s.tenant.apiKey, { url: `/api/v1${url}` });

/** What a client sees of an answer: its status and body without the per-request meta. */
function seen(res: LightMyRequestResponse) {
  const body = res.json();
  delete body.meta;
  return { status: res.statusCode, body };
}

/** Reads everything twice through the cached process, so that each answer is cached. */
async function warm(s: Reads) {
  for (const url of Object.values(s.reads)) {
    await get(t.app, s, url);
    expect((await get(t.app, s, url)).headers['x-cache']).toBe('hit');
  }
}

/** Each read through the cached process equals the uncached process's answer; their x-cache. */
async function expectFresh(s: Reads) {
  const states: Record<string, string> = {};
  for (const [name, url] of Object.entries(s.reads)) {
    const res = await get(t.app, s, url);
    states[name] = String(res.headers['x-cache']);
    expect({ name, ...seen(res) }).toEqual({ name, ...seen(await get(other.app, s, url)) });
  }
  return states;
}

const STALE_BY_REGISTRATION = {
  listWithOpen: 'miss',
  listWithOpenSeenByBystander: 'miss',
  ownersTournaments: 'miss',
  listWithout: 'hit',
  listWithoutSeenByBystander: 'hit',
  bystandersTournaments: 'hit',
  elsewhereDetail: 'hit',
};

const registered = (res: LightMyRequestResponse, s: Scene) =>
  expectOk(res).items.find((i: { tournamentId: string }) => i.tournamentId === s.open.id);

describe('list answers under registrations', () => {
  it.each([
    ['this process', () => t.app],
    ['another process', () => other.app],
  ])(
    'a registration through %s turns stale only the lists showing its tournament and the members\' "my tournaments"',
    async (_where, app) => {
      const s = await scene(t.tenant);
      await warm(s);
      expectOk(
        await call(app(), s.tenant.apiKey, {
          method: 'POST',
          url: `/api/v1/tournaments/${s.open.id}/registrations/teams/${s.team.teamId}?externalUserId=${s.owner}`,
          payload: {},
        }),
      );
      await t.database.caughtUp();
      expect(await expectFresh(s)).toEqual(STALE_BY_REGISTRATION);
      const list = await get(t.app, s, s.reads.listWithOpen);
      expect(registered(list, s).teamsJoinedCount).toBe(1);
      const mine = expectOk(await get(t.app, s, s.reads.ownersTournaments));
      expect(mine.map((i: { tournamentId: string }) => i.tournamentId)).toEqual([s.open.id]);
    },
  );

  it('sees a registration added and removed by hand in the database by another connection', async () => {
    const s = await scene(t.tenant);
    await warm(s);
    const id = await registerTeam(other.database.db, s.tenant.tenantId, s.open.id, s.team);
    await t.database.caughtUp();
    expect(await expectFresh(s)).toEqual(STALE_BY_REGISTRATION);
    expect(expectOk(await get(t.app, s, s.reads.ownersTournaments))).toHaveLength(1);
    await other.database.db.deleteFrom('tournament_registrations').where('id', '=', id).execute();
    await t.database.caughtUp();
    expect(await expectFresh(s)).toEqual(STALE_BY_REGISTRATION);
    expect(expectOk(await get(t.app, s, s.reads.ownersTournaments))).toEqual([]);
    expect(registered(await get(t.app, s, s.reads.listWithOpen), s).teamsJoinedCount).toBe(0);
  });

  it('sees a tournament moved into a list and out of it (another game, a draft) by another connection', async () => {
    const s = await scene(t.tenant);
    await warm(s);
    const move = async (changes: { gameId?: string; status?: number }) => {
      await other.database.db
        .updateTable('tournaments')
        .set(changes)
        .where('id', '=', s.elsewhere.id)
        .execute();
      await t.database.caughtUp();
    };
    await move({ gameId: s.open.gameId });
    await expectFresh(s);
    expect(registered(await get(t.app, s, s.reads.listWithOpen), s)).toBeDefined();
    const ids = expectOk(await get(t.app, s, s.reads.listWithOpen)).items.map(
      (i: { tournamentId: string }) => i.tournamentId,
    );
    expect(ids).toContain(s.elsewhere.id);
    expect(expectOk(await get(t.app, s, s.reads.listWithout)).items).toEqual([]);
    await move({ status: 0 });
    await expectFresh(s);
    expect(expectOk(await get(t.app, s, s.reads.bystandersTournaments))).toEqual([]);
  });

  it('shows a page read for one viewer to another with the registrations made since and their own fields', async () => {
    const s = await scene(t.tenant);
    await warm(s); // the page as everyone sees it, read for the bystander
    await registerTeam(other.database.db, s.tenant.tenantId, s.open.id, s.team, 1);
    await t.database.caughtUp();
    const member = s.team.users[1]!.externalId;
    const url = `/tournaments?gameId=${s.open.gameId}&externalUserId=${member}`;
    const res = await get(t.app, s, url);
    const uncached = await get(other.app, s, url);
    expect(seen(res)).toEqual(seen(uncached));
    expect(uncached.headers['x-cache']).toBe('miss');
    // The page was read again for this viewer, whose own fields were never read before.
    expect(res.headers['x-cache']).toBe('miss');
    expect(registered(res, s)).toMatchObject({
      teamsJoinedCount: 1,
      hasJoined: true,
      canJoin: false,
    });
    // The bystander's list is put together from that page and the bystander's fields as kept.
    const bystanders = await get(t.app, s, s.reads.listWithOpenSeenByBystander);
    expect(bystanders.headers['x-cache']).toBe('hit');
    expect(registered(bystanders, s)).toMatchObject({ teamsJoinedCount: 1, hasJoined: false });
    expect(seen(bystanders)).toEqual(
      seen(await get(other.app, s, s.reads.listWithOpenSeenByBystander)),
    );
  });

  it("follows a viewer's own fields through their game ids and their team's registration, changed by hand by another connection", async () => {
    const s = await scene(t.tenant);
    const url = `/tournaments?gameId=${s.open.gameId}&externalUserId=${s.owner}`;
    const viewed = async () => {
      await t.database.caughtUp();
      const res = await get(t.app, s, url);
      expect(seen(res)).toEqual(seen(await get(other.app, s, url)));
      return registered(res, s);
    };
    expect(await viewed()).toMatchObject({ teamsJoinedCount: 0, hasJoined: false, canJoin: true });
    const rival = await newTeam(other.database.db, s.tenant.tenantId, s.open.gameId);
    await registerTeam(other.database.db, s.tenant.tenantId, s.open.id, rival);
    expect(await viewed()).toMatchObject({ teamsJoinedCount: 1, hasJoined: false, canJoin: true });
    await other.database.db
      .deleteFrom('user_game_ids')
      .where('userId', '=', s.team.owner.userId)
      .execute();
    expect(await viewed()).toMatchObject({ hasJoined: false, canJoin: false });
    await registerTeam(other.database.db, s.tenant.tenantId, s.open.id, s.team);
    expect(await viewed()).toMatchObject({ teamsJoinedCount: 2, hasJoined: true, canJoin: false });
  });

  it("keeps every list of a tenant cached through another tenant's registration", async () => {
    const a = await scene(t.tenant);
    const b = await scene(await t.newTenant());
    await warm(a);
    expectOk(
      await call(other.app, b.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/tournaments/${b.open.id}/registrations/teams/${b.team.teamId}?externalUserId=${b.owner}`,
        payload: {},
      }),
    );
    await t.database.caughtUp();
    const states = await expectFresh(a);
    expect(Object.values(states)).toEqual(Object.values(a.reads).map(() => 'hit'));
  });
});

describe('list answers under results', () => {
  it("keeps the lists and my-tournaments showing a tournament cached through a result in it, and turns the tournament's own reads stale", async () => {
    const { c, tournament, playable, sidesOf } = await reportableBracket(t, 4);
    const first = playable[0]!;
    const [side] = sidesOf(first);
    const s = {
      tenant: t.tenant,
      reads: {
        list: `/tournaments?gameId=${tournament.gameId}`,
        listSeenByPlayer: `/tournaments?gameId=${tournament.gameId}&externalUserId=${side.actor}`,
        playersTournaments: `/tournaments/my-tournaments?externalUserId=${side.actor}`,
        detail: `/tournaments/${tournament.id}`,
        matches: `/matches/duel?tournamentId=${tournament.id}`,
        standings: `/tournaments/${tournament.id}/duel/standings`,
      },
    };
    await warm(s);
    expectOk(await c.report(first.matchId, WIN_1));
    expect(await expectFresh(s)).toEqual({
      list: 'hit',
      listSeenByPlayer: 'hit',
      playersTournaments: 'hit',
      detail: 'miss',
      matches: 'miss',
      standings: 'miss',
    });
    const played = expectOk(await get(t.app, s, s.reads.matches)).matches.find(
      (m: { matchId: string }) => m.matchId === first.matchId,
    );
    expect(played.matchStatus).not.toBe(first.matchStatus);
  });
});
