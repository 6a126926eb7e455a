import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_BOUND_MS } from '../../src/db/announced-versions.js';
import { createDb, LISTENER_NAME } from '../../src/db/create-db.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import {
  apiClient,
  createScratchDatabase,
  startTourney,
  stopProcess,
  type ApiClient,
  type TourneyProcess,
} from './processes.js';
import { setUpTenant, type Tenant } from './traffic.js';

const ADMIN_TOKEN = randomBytes(24).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TeamRead {
  name: string;
  cache: string | null;
  /** When the request was sent. */
  sentAt: number;
}

/**
 * Cached answers of two API processes on one PostgreSQL database, as docs/deploy.md states them:
 * a client reads its own write at once through the process it wrote to, the other process
 * serves it within a second, one tenant's writes keep the other's answers cached, and a process
 * that cannot hear announced versions checks the database instead of serving stale answers.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'fresh cached reads across two API processes',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    const processes: TourneyProcess[] = [];
    let a: ApiClient;
    let b: ApiClient;
    const tenants: { tenant: Tenant; teamId: string; owner: string }[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const database = createDb(scratch.url, { poolSize: 1 });
      await migrateToLatest(database.db, database.engine);
      await database.db.destroy();
      const env = {
        DATABASE_URL: scratch.url,
        LOG_LEVEL: 'warn',
        ADMIN_TOKEN,
        PORT: '0',
        HOST: '127.0.0.1',
      };
      const started = await Promise.all(
        ['api-a', 'api-b'].map((name) =>
          startTourney(name, ['serve', '--no-worker'], env, /listening on (http:\/\/\S+)\/api\/v1/),
        ),
      );
      processes.push(...started);
      [a, b] = started.map((p) => apiClient(p.match[1]!)) as [ApiClient, ApiClient];
      for (const n of [1, 2]) {
        const tenant = await setUpTenant(() => a, ADMIN_TOKEN, `Tenant ${n}`);
        const owner = `owner-${n}`;
        await a.call('POST', '/external/users', {
          key: tenant.apiKey,
          body: { externalId: owner, username: `owner_${n}` },
        });
        await a.call('POST', `/external/user-game-ids?externalUserId=${owner}`, {
          key: tenant.apiKey,
          body: { gameId: tenant.gameId, userGameId: `owner#${n}` },
        });
        const team = await a.call('POST', `/teams?externalId=team-${n}&externalUserId=${owner}`, {
          key: tenant.apiKey,
          body: { name: `Team ${n}`, gameId: tenant.gameId },
        });
        tenants.push({ tenant, teamId: team.teamId, owner });
      }
    });

    afterAll(async () => {
      await Promise.all(processes.map((p) => stopProcess(p, 5_000)));
      await scratch?.drop();
    });

    async function readTeam(via: ApiClient, n: number): Promise<TeamRead> {
      const { tenant, teamId } = tenants[n]!;
      const sentAt = Date.now();
      const res = await fetch(`${via.base}/api/v1/teams/${teamId}`, {
        headers: { 'x-api-key': tenant.apiKey },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { name: string } };
      return { name: body.data.name, cache: res.headers.get('x-cache'), sentAt };
    }

    async function rename(via: ApiClient, n: number, name: string) {
      const { tenant, teamId, owner } = tenants[n]!;
      await via.call('PUT', `/teams/${teamId}?externalUserId=${owner}`, {
        key: tenant.apiKey,
        body: { name },
      });
      return Date.now();
    }

    /** Reads through `via` until a read answers from the cache. */
    async function untilCached(via: ApiClient, n: number) {
      for (let i = 0; i < 100; i++) {
        const read = await readTeam(via, n);
        if (read.cache === 'hit') return read;
        await sleep(20);
      }
      throw new Error('never answered from the cache');
    }

    /**
     * Reads through `via` until it shows `name`; every read sent later than the bound after the
     * write must show it.
     */
    async function seenWithinBound(via: ApiClient, n: number, name: string, writtenAt: number) {
      for (;;) {
        const read = await readTeam(via, n);
        if (read.name === name) return read;
        expect(read.sentAt - writtenAt).toBeLessThan(STALE_BOUND_MS);
        await sleep(5);
      }
    }

    it('reads a write at once through the process that made it, and through the other within the bound', async () => {
      for (let round = 0; round < 5; round++) {
        await untilCached(a, 0);
        await untilCached(b, 0);
        const name = `Renamed ${round}`;
        const writtenAt = await rename(a, 0, name);
        expect((await readTeam(a, 0)).name).toBe(name);
        await seenWithinBound(b, 0, name, writtenAt);
        // The other way round.
        const back = `Renamed back ${round}`;
        const backAt = await rename(b, 0, back);
        expect((await readTeam(b, 0)).name).toBe(back);
        await seenWithinBound(a, 0, back, backAt);
      }
    });

    it('keeps the other tenant’s answers cached through one tenant’s writes', async () => {
      await untilCached(a, 1);
      await untilCached(b, 1);
      for (let i = 0; i < 5; i++) {
        const writtenAt = await rename(a, 0, `Tenant one ${i}`);
        await seenWithinBound(b, 0, `Tenant one ${i}`, writtenAt);
        expect((await readTeam(a, 1)).cache).toBe('hit');
        expect((await readTeam(b, 1)).cache).toBe('hit');
      }
    });

    it('checks the database while a process cannot hear announced versions', async () => {
      await untilCached(b, 0);
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      try {
        // Both processes lose the connection that hears announcements, again and again. Only
        // this scratch database's: other test files' servers listen on the same cluster.
        for (let i = 0; i < 5; i++) {
          const { rowCount } = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = $1 and datname = current_database()`,
            [LISTENER_NAME],
          );
          const name = `Unheard ${i}`;
          const writtenAt = await rename(a, 0, name);
          expect((await readTeam(a, 0)).name).toBe(name);
          await seenWithinBound(b, 0, name, writtenAt);
          if (i === 0) expect(rowCount).toBe(2);
          await sleep(300);
        }
      } finally {
        await admin.end();
      }
      // Listening again: answers come from the cache once more, and still fresh.
      await sleep(2 * STALE_BOUND_MS);
      await untilCached(b, 0);
      const writtenAt = await rename(a, 0, 'Heard again');
      await seenWithinBound(b, 0, 'Heard again', writtenAt);
      expect((await untilCached(b, 0)).name).toBe('Heard again');
    });
  },
);
