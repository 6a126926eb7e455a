import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import {
  buildTestApp,
  call,
  expectOk,
  testWebhookSecrets,
  type TestApp,
  type TestTenant,
} from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { seedWorld, type World } from '../helpers/world.js';

/**
 * Every cached read, compared after each kind of write with the same read from a second API
 * process that has no cache: a cached answer that outlived a write changing it fails here.
 */
let t: TestApp;
/** Another API process on the same database, without a response cache. */
let other: { app: FastifyInstance; database: DbHandle };
let a: World;
let b: World;
let tenantB: TestTenant;
/** An upcoming tournament of each tenant, open for registration, by tenant id. */
const openTournament = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  const database = createDb(t.database.url, { schema: t.database.schema, poolSize: 2 });
  const config = { ...t.config, responseCacheMb: 0 };
  other = {
    app: await buildApp({ config, database, webhookSecrets: testWebhookSecrets }),
    database,
  };
  await other.app.ready();
  a = await seedWorld(t, t.tenant);
  tenantB = await t.newTenant();
  b = await seedWorld(t, tenantB);
  for (const w of [a, b]) {
    const open = await newTournament(t.database.db, w.tenantId, { gameId: w.gameId });
    openTournament.set(w.tenantId, open.id);
  }
}, 60_000);

afterAll(async () => {
  await other.app.close();
  await t.close();
});

/** The cached reads of a world, each by a name that says what it shows. */
function readsOf(w: World): Record<string, string> {
  const me = `externalUserId=${w.owner.externalId}`;
  return {
    list: '/tournaments?pageSize=50',
    listSeenByOwner: `/tournaments?pageSize=50&${me}`,
    myTournaments: `/tournaments/my-tournaments?${me}`,
    openDetail: `/tournaments/${openTournament.get(w.tenantId)}?${me}`,
    duelDetail: `/tournaments/${w.tournamentId}`,
    duelDetailSeenByOwner: `/tournaments/${w.tournamentId}?${me}`,
    rules: `/tournaments/${w.tournamentId}/rules`,
    rounds: `/tournaments/${w.tournamentId}/rounds`,
    round: `/rounds/${w.roundId}`,
    duelMatches: `/matches/duel?tournamentId=${w.tournamentId}`,
    duelStandings: `/tournaments/${w.tournamentId}/duel/standings`,
    duelStandingsSeenByOwner: `/tournaments/${w.tournamentId}/duel/standings?${me}`,
    ffaDetail: `/tournaments/${w.ffaTournamentId}`,
    ffaAssigned: `/tournaments/${w.ffaTournamentId}/ffa/assigned-details?${me}`,
    groups: `/groups?roundId=${w.ffaRoundId}`,
    group: `/groups/${w.groupId}`,
    groupStandings: `/groups/${w.groupId}/standings`,
    team: `/teams/${w.teamId}`,
  };
}

const get = (app: FastifyInstance, w: World, url: string) =>
  call(app, w.apiKey, { url: `/api/v1${url}` });

/** What a client sees of an answer: its status and body without the per-request meta. */
function seen(res: LightMyRequestResponse) {
  const body = res.json();
  delete body.meta;
  return { status: res.statusCode, body };
}

/** Reads everything twice through the cached process, so that each answer is cached. */
async function warm(w: World) {
  for (const url of Object.values(readsOf(w))) {
    await get(t.app, w, url);
    await get(t.app, w, url);
  }
}

/** The x-cache header of each read of `w` through the cached process, by name. */
async function cacheStates(w: World) {
  const states: Record<string, string> = {};
  for (const [name, url] of Object.entries(readsOf(w)))
    states[name] = String((await get(t.app, w, url)).headers['x-cache']);
  return states;
}

/** Each read of `w` through the cached process equals the uncached process's answer. */
async function expectFresh(w: World) {
  for (const [name, url] of Object.entries(readsOf(w))) {
    const cached = seen(await get(t.app, w, url));
    const uncached = seen(await get(other.app, w, url));
    expect({ name, ...cached }).toEqual({ name, ...uncached });
  }
}

type Write = (app: FastifyInstance) => Promise<unknown>;
const api =
  (method: 'POST' | 'PUT' | 'DELETE', url: (w: World) => string, payload?: (w: World) => object) =>
  (app: FastifyInstance) =>
    call(app, a.apiKey, {
      method,
      url: `/api/v1${url(a)}`,
      ...(payload ? { payload: payload(a) } : {}),
    }).then((res) => expect(res.statusCode, res.body).toBeLessThan(300));

const writes: [string, Write][] = [
  [
    "renames the team's owner",
    api(
      'POST',
      () => '/external/users',
      (w) => ({ externalId: w.owner.externalId, displayName: 'Renamed owner' }),
    ),
  ],
  [
    "maps the member's in-game id",
    api(
      'POST',
      (w) => `/external/user-game-ids?externalUserId=${w.member.externalId}`,
      (w) => ({
        gameId: w.gameId,
        userGameId: 'member#4242',
      }),
    ),
  ],
  [
    'renames the team',
    api(
      'PUT',
      (w) => `/teams/${w.teamId}?externalUserId=${w.owner.externalId}`,
      () => ({ name: 'Renamed team' }),
    ),
  ],
  [
    'lets the member leave the team',
    api(
      'DELETE',
      (w) => `/teams/${w.teamId}/members/${w.member.userId}?externalUserId=${w.member.externalId}`,
    ),
  ],
  [
    'approves the team into the duel tournament',
    api(
      'POST',
      (w) => `/tournaments/${w.tournamentId}/registrations/${w.registrationId}/approve`,
      () => ({}),
    ),
  ],
  [
    'reports a duel result',
    api(
      'POST',
      (w) => `/matches/${w.matchId}/result`,
      () => ({
        games: [{ participant1Score: 2, participant2Score: 1 }],
      }),
    ),
  ],
  ['records an FFA group result', recordGroupResult],
  [
    'registers the team in an upcoming tournament',
    api(
      'POST',
      (w) =>
        `/tournaments/${openTournament.get(w.tenantId)}/registrations/teams/${w.teamId}?externalUserId=${w.owner.externalId}`,
      () => ({}),
    ),
  ],
  [
    'edits the duel tournament',
    api(
      'PUT',
      (w) => `/tournaments/${w.tournamentId}`,
      () => ({ rules: { format: 'Best of 5' }, description: 'Edited' }),
    ),
  ],
  ['changes a team logo by hand in the database', changeLogoInDatabase],
];

/** Writes that succeed again when repeated (the others move a state on: leave, approve, report). */
const REPEATABLE = new Set([
  "renames the team's owner",
  'renames the team',
  'records an FFA group result',
  'edits the duel tournament',
  'changes a team logo by hand in the database',
]);

async function recordGroupResult(app: FastifyInstance) {
  const group = expectOk(await get(app, a, `/groups/${a.groupId}/standings`));
  const ids: string[] = group.standings.map((p: { participantId: string }) => p.participantId);
  await api(
    'POST',
    (w) => `/groups/${w.groupId}/results`,
    () => ({
      matchNumber: 1,
      placements: ids.map((participantId, i) => ({
        participantId,
        placement: i + 1,
        finishes: i,
        knocks: 0,
      })),
    }),
  )(app);
}

async function changeLogoInDatabase(app: FastifyInstance) {
  const database = app === t.app ? t.database : other.database;
  await database.db
    .updateTable('teams')
    .set({ logo: 'https://example.com/hand-made.png' })
    .where('id', '=', a.teamId)
    .execute();
}

describe('cached reads under writes', () => {
  it.each(writes.map(([name, write], i) => [name, write, i % 2 === 0] as const))(
    'answer as an uncached process does after a write that %s',
    async (_name, write, inThisProcess) => {
      await warm(a);
      await write(inThisProcess ? t.app : other.app);
      await t.database.caughtUp();
      await expectFresh(a);
    },
  );

  it("keeps every answer of another tenant cached through this tenant's writes", async () => {
    await warm(b);
    for (const [name, write] of writes) if (REPEATABLE.has(name)) await write(other.app);
    await t.database.caughtUp();
    expect(Object.values(await cacheStates(b))).toEqual(Object.values(readsOf(b)).map(() => 'hit'));
    await expectFresh(b);
  });

  it('keeps tournament and team answers cached when a user nobody reads is upserted, or a user is upserted unchanged', async () => {
    const owner = { externalId: a.owner.externalId, displayName: 'Renamed owner' };
    await api(
      'POST',
      () => '/external/users',
      () => owner,
    )(t.app);
    await warm(a);
    await api(
      'POST',
      () => '/external/users',
      () => owner,
    )(other.app);
    await api(
      'POST',
      () => '/external/users',
      () => ({ externalId: 'someone-new', displayName: 'New' }),
    )(other.app);
    await t.database.caughtUp();
    expect(Object.values(await cacheStates(a))).toEqual(Object.values(readsOf(a)).map(() => 'hit'));
  });

  it('invalidates only what a write touches: a duel result leaves the FFA tournament and the team cached', async () => {
    await warm(a);
    const open = expectOk(
      await get(t.app, a, `/matches/duel?tournamentId=${a.tournamentId}`),
    ).matches.find(
      (m: { matchStatus: number; participant1: unknown; participant2: unknown }) =>
        m.matchStatus !== 3 && m.participant1 && m.participant2,
    );
    if (open) {
      await api(
        'POST',
        () => `/matches/${open.matchId}/result`,
        () => ({
          games: [{ participant1Score: 0, participant2Score: 1 }],
        }),
      )(other.app);
    }
    await t.database.caughtUp();
    const states = await cacheStates(a);
    expect(states).toMatchObject({ ffaDetail: 'hit', groups: 'hit', team: 'hit', list: 'hit' });
    expect(states.duelMatches).toBe(open ? 'miss' : 'hit');
    await expectFresh(a);
  });

  it('sees a catalogue change (a game renamed by the operator) in every tenant', async () => {
    await warm(a);
    await warm(b);
    expectOk(
      await call(other.app, a.apiKey, {
        key: 'admin',
        method: 'PUT',
        url: `/api/v1/admin/games/${a.gameId}`,
        payload: { name: 'Renamed game' },
      }),
    );
    await t.database.caughtUp();
    expect(expectOk(await get(t.app, a, readsOf(a).duelDetail!)).gameName).toBe('Renamed game');
    await expectFresh(a);
    await expectFresh(b);
  });
});
