import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import type { Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { TEST_WEBHOOK_SECRET_KEYS } from '../helpers/test-app.js';
import { startServer, type TestServer } from '../webhooks-delivery/test-servers.js';
import {
  apiClient,
  createScratchDatabase,
  startTourney,
  stopProcess,
  type ApiClient,
  type TourneyProcess,
} from './processes.js';
import {
  createUsersAndTeams,
  EXPECTED_EVENTS,
  joinTeams,
  MEMBERS_PER_TEAM,
  membersOf,
  REGISTERED,
  runTournament,
  setUpTenant,
  TEAMS,
  USERS,
  type Tenant,
} from './traffic.js';

const TOTAL_EVENTS = Object.values(EXPECTED_EVENTS).reduce((a, b) => a + b, 0);
const ADMIN_TOKEN = randomBytes(24).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function count(
  db: Db,
  table: 'users' | 'teams' | 'team_members' | 'tournament_registrations',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** None lost, none duplicated: the receiver got each outbox event once, from one delivery row. */
async function expectEveryEventOnce(db: Db, receiver: TestServer) {
  const outbox = await db.selectFrom('outbox_events').select(['id', 'fannedOutAt']).execute();
  expect(outbox.every((e) => e.fannedOutAt !== null)).toBe(true);
  const received = receiver.received.map((r) => ({
    eventId: JSON.parse(r.rawBody.toString()).eventId as string,
    webhookId: r.headers['x-webhook-id'] as string,
  }));
  expect(new Set(received.map((r) => r.eventId))).toEqual(new Set(outbox.map((e) => e.id)));
  expect(received).toHaveLength(TOTAL_EVENTS);
  expect(new Set(received.map((r) => r.webhookId)).size).toBe(TOTAL_EVENTS);

  // One delivery per (event, configuration), succeeded on its first and only attempt.
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'eventId', 'configId', 'status', 'attemptCount', 'leaseOwner'])
    .execute();
  expect(deliveries).toHaveLength(TOTAL_EVENTS);
  expect(new Set(deliveries.map((d) => `${d.eventId}/${d.configId}`)).size).toBe(TOTAL_EVENTS);
  expect(new Set(deliveries.map((d) => d.id))).toEqual(new Set(received.map((r) => r.webhookId)));
  for (const d of deliveries)
    expect(d).toMatchObject({ status: 'succeeded', attemptCount: 1, leaseOwner: null });
  const attempts = await db
    .selectFrom('webhook_attempts')
    .select(['deliveryId', 'outcome', 'attemptNumber'])
    .execute();
  expect(attempts).toHaveLength(TOTAL_EVENTS);
  expect(new Set(attempts.map((a) => a.deliveryId)).size).toBe(TOTAL_EVENTS);
  expect(attempts.every((a) => a.outcome === 'success' && a.attemptNumber === 1)).toBe(true);
}

/** Every row written through either process is there exactly once. */
async function expectEveryRowOnce(db: Db) {
  expect(await count(db, 'users')).toBe(USERS);
  expect(await count(db, 'teams')).toBe(TEAMS);
  expect(await count(db, 'team_members')).toBe(TEAMS * (1 + MEMBERS_PER_TEAM));
  expect(await count(db, 'tournament_registrations')).toBe(REGISTERED);
  const members = await db.selectFrom('team_members').select(['teamId', 'userId']).execute();
  expect(new Set(members.map((m) => `${m.teamId}/${m.userId}`)).size).toBe(members.length);
}

// SQLite has one writer at a time: the scale-out deployment (N API processes, M workers) is PostgreSQL's.
describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'scale-out: two API processes and two workers on one PostgreSQL',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let database: DbHandle;
    let receiver: TestServer;
    const processes: TourneyProcess[] = [];
    let apis: ApiClient[] = [];
    /** Alternates the two API processes. */
    const via = (i: number) => apis[i % 2]!;
    const env = () => ({
      DATABASE_URL: scratch.url,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN,
      WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS,
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const startApi = (name: string) =>
      startTourney(name, ['serve', '--no-worker'], env(), /listening on (http:\/\/\S+)\/api\/v1/);
    const startWorker = (name: string) =>
      startTourney(name, ['worker', '--poll-interval', '100'], env(), /webhook worker running/);

    beforeAll(async () => {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      database = createDb(scratch.url, { poolSize: 2 });
      // As in a release: migrate once, then start the processes.
      await migrateToLatest(database.db, database.engine);
      receiver = await startServer((_req, res) => res.writeHead(204).end());
      const started = await Promise.all([startApi('api-a'), startApi('api-b')]);
      processes.push(...started);
      apis = started.map((p) => apiClient(p.match[1]!));
    });

    afterAll(async () => {
      await Promise.all(processes.map((p) => stopProcess(p, 5_000)));
      await receiver?.close();
      await database?.db.destroy();
      await scratch?.drop();
    });

    async function drive(tenant: Tenant) {
      const teamIds = await createUsersAndTeams(via, tenant);
      // The API processes run with --no-worker: nothing is delivered until a worker starts.
      await sleep(1_500);
      expect(receiver.received).toHaveLength(0);
      processes.push(...(await Promise.all([startWorker('worker-1'), startWorker('worker-2')])));
      // The rest while the workers deliver.
      await joinTeams(via, tenant, teamIds);
      await runTournament(via, tenant, teamIds);
      return teamIds;
    }

    it('delivers every event once and keeps every row, with writes through both APIs', async () => {
      const tenant = await setUpTenant(via, ADMIN_TOKEN);
      await via(0).call('POST', '/external/webhooks', {
        key: tenant.apiKey,
        body: { url: receiver.url() },
      });
      const teamIds = await drive(tenant);
      expect(apis.map((a) => a.sent).every((n) => n > 100)).toBe(true);

      const db = database.db;
      const events = await db.selectFrom('outbox_events').select('event').execute();
      const byName: Record<string, number> = {};
      for (const { event } of events) byName[event] = (byName[event] ?? 0) + 1;
      expect(byName).toEqual(EXPECTED_EVENTS);
      const deadline = Date.now() + 60_000;
      while (receiver.received.length < TOTAL_EVENTS && Date.now() < deadline) await sleep(100);
      await sleep(500); // anything sent twice would arrive by now

      await expectEveryEventOnce(db, receiver);
      await expectEveryRowOnce(db);
      // Each process reads what the other wrote: no state lives in an API process.
      for (let i = 0; i < TEAMS; i++) {
        const team = await via(i + 1).call('GET', `/teams/${teamIds[i]}`, { key: tenant.apiKey });
        expect(team.members.map((m: any) => m.externalId).sort()).toEqual(membersOf(i).sort());
      }

      // Every process stops cleanly on SIGTERM.
      const codes = await Promise.all(processes.map((p) => stopProcess(p)));
      const output = processes.map((p) => `${p.name}:\n${p.output()}`).join('\n');
      expect(codes, output).toEqual([0, 0, 0, 0]);
    }, 180_000);
  },
);
