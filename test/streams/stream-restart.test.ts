import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpViewedTournament, type ViewedTournament } from '../../bench/load/viewers-setup.js';
import type { EventPosition } from '../../src/db/commit-order.js';
import { createDb, type DbHandle } from '../../src/db/create-db.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { eventsAfter } from '../../src/features/streams/event-log.repository.js';
import { isPublicEvent } from '../../src/features/streams/public-events.js';
import {
  createScratchDatabase,
  startTourney,
  stopProcess,
  type TourneyProcess,
} from '../scale/processes.js';
import { openSse, type SseConnection } from './sse-client.js';

const PUBLIC_VIEWERS = 200;
const PRIVATE_VIEWERS = 100;
const ADMIN_TOKEN = randomBytes(24).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A viewer that follows a stream as a browser does: when the server ends it, it reconnects
 * with `Last-Event-ID` until told to stop. It keeps every event id it was sent, in order.
 */
function follow(url: () => string, headers: Record<string, string>) {
  const viewer = {
    ids: [] as string[],
    resets: 0,
    statuses: [] as number[],
    connections: 0,
    stopped: false,
    current: null as SseConnection | null,
  };
  const take = (c: SseConnection) => {
    for (const m of c.messages.splice(0)) {
      if (m.event === 'reset') viewer.resets += 1;
      else if (m.event !== undefined && m.id !== undefined) viewer.ids.push(m.id);
    }
  };
  const done = (async () => {
    while (!viewer.stopped) {
      const last = viewer.ids[viewer.ids.length - 1];
      const c = await openSse(url(), {
        ...headers,
        ...(last ? { 'last-event-id': last } : {}),
      }).catch(() => null);
      if (!c) {
        await sleep(100);
        continue;
      }
      viewer.statuses.push(c.status);
      if (c.status !== 200) {
        c.close();
        await sleep(100);
        continue;
      }
      viewer.connections += 1;
      viewer.current = c;
      await c.ended;
      take(c);
      viewer.current = null;
    }
  })();
  return {
    viewer,
    /** Ids received so far, the open connection's included. */
    received: () => [
      ...viewer.ids,
      ...(viewer.current?.messages ?? []).flatMap((m) =>
        m.event && m.event !== 'reset' && m.id ? [m.id] : [],
      ),
    ],
    async stop() {
      viewer.stopped = true;
      const c = viewer.current;
      if (c) {
        take(c);
        c.close();
      }
      await done;
    },
  };
}
type Follower = ReturnType<typeof follow>;

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

describe('event streams across a restart of the API process (real process)', () => {
  const postgres = process.env.TEST_DATABASE_URL;
  let url: string;
  let drop: () => Promise<void>;
  let database: DbHandle;
  let api: TourneyProcess;
  let base: string;
  let t: ViewedTournament;
  const followers: Follower[] = [];
  const env = (port: string) => ({
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN,
    PORT: port,
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '1000000',
    STREAM_MAX_CONNECTIONS: String(PUBLIC_VIEWERS + PRIVATE_VIEWERS + 50),
    STREAM_MAX_PUBLIC_PER_ADDRESS: String(PUBLIC_VIEWERS + 50),
    STREAM_POLL_MS: '100',
  });
  const start = async (port: string) => {
    const started = await startTourney(
      'api',
      ['serve', '--no-worker'],
      env(port),
      /listening on (http:\/\/\S+)\/api\/v1/,
    );
    api = started;
    base = started.match[1]!;
  };

  beforeAll(async () => {
    if (postgres) {
      const scratch = await createScratchDatabase(postgres);
      url = scratch.url;
      drop = scratch.drop;
    } else {
      const file = join(tmpdir(), `tourney-restart-${randomBytes(6).toString('hex')}.db`);
      url = `sqlite:${file}`;
      drop = async () => {
        for (const ext of ['', '-wal', '-shm']) rmSync(file + ext, { force: true });
      };
    }
    database = createDb(url, { poolSize: 1 });
    await migrateToLatest(database.db, database.engine);
    await start('0');
    t = await setUpViewedTournament(base, ADMIN_TOKEN, 5);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(followers.map((f) => f.stop()));
    if (api) await stopProcess(api);
    await database?.db.destroy();
    await drop?.();
  });

  async function report(matchId: string, index: number) {
    const res = await fetch(`${base}/api/v1/matches/${matchId}/result`, {
      method: 'POST',
      headers: { 'x-api-key': t.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        games: [{ participant1Score: index % 2 ? 13 : 5, participant2Score: index % 2 ? 5 : 13 }],
      }),
    });
    expect(res.status).toBe(200);
  }

  /**
   * The tournament's events after `from`, in the order the streams send them. On PostgreSQL an
   * event is settled only once no older transaction of the cluster is open (another test's
   * included), so this waits until every recorded event is settled.
   */
  async function settledAfter(from: EventPosition) {
    for (;;) {
      const events = await eventsAfter(
        database.db,
        database.engine,
        [t.tournamentId],
        from,
        10_000,
      );
      const { recorded } = await database.db
        .selectFrom('outbox_events')
        .select((eb) => eb.fn.countAll<number>().as('recorded'))
        .where('tournamentId', '=', t.tournamentId)
        .where((eb) => eb(eb.refTuple('txid', 'seq'), '>', eb.tuple(from.txid, from.seq)))
        .executeTakeFirstOrThrow();
      if (events.length === Number(recorded)) return events;
      await sleep(50);
    }
  }

  async function expected(from: EventPosition, publicOnly: boolean) {
    const events = await settledAfter(from);
    return events.filter((e) => !publicOnly || isPublicEvent(e.event)).map((e) => e.id);
  }

  it('every viewer gets every event once and in order, across the restart, on both streams', async () => {
    const before = await settledAfter({ txid: 0, seq: 0 });
    const from = before[before.length - 1]?.position ?? { txid: 0, seq: 0 };
    const publicViewers = Array.from({ length: PUBLIC_VIEWERS }, () =>
      follow(() => `${base}/t/${t.shareSlug}/stream`, {}),
    );
    const privateViewers = Array.from({ length: PRIVATE_VIEWERS }, () =>
      follow(() => `${base}/api/v1/tournaments/${t.tournamentId}/stream`, {
        'x-api-key': t.apiKey,
      }),
    );
    followers.push(...publicViewers, ...privateViewers);
    await until(
      () => followers.every((f) => f.viewer.connections === 1),
      'every viewer is connected',
    );

    const matches = [...t.matchIds];
    for (let i = 0; i < 4; i++) await report(matches.shift()!, i);
    const live = await expected(from, true);
    expect(live.length).toBeGreaterThanOrEqual(4);
    await until(
      () => publicViewers.every((f) => f.received().length === live.length),
      'the live events arrived',
    );

    const port = new URL(base).port;
    expect(await stopProcess(api)).toBe(0);
    await start(port);
    // Reported before the viewers are back (they wait for the 3 s retry): they must catch up.
    for (let i = 4; i < 7; i++) await report(matches.shift()!, i);
    await until(
      () => followers.every((f) => f.viewer.connections === 2),
      'every viewer reconnected',
    );
    for (let i = 7; i < 9; i++) await report(matches.shift()!, i);

    const publicIds = await expected(from, true);
    const allIds = await expected(from, false);
    expect(allIds.length).toBeGreaterThanOrEqual(publicIds.length);
    await until(
      () =>
        publicViewers.every((f) => f.received().length >= publicIds.length) &&
        privateViewers.every((f) => f.received().length >= allIds.length),
      'every event arrived',
    );
    await sleep(500); // a duplicate sent late would show up in this time
    await Promise.all(followers.map((f) => f.stop()));
    for (const f of publicViewers) {
      expect(f.viewer.ids).toEqual(publicIds);
      expect(f.viewer.resets).toBe(0);
      expect(f.viewer.statuses.filter((s) => s >= 500)).toEqual([]);
    }
    for (const f of privateViewers) {
      expect(f.viewer.ids).toEqual(allIds);
      expect(f.viewer.resets).toBe(0);
      expect(f.viewer.statuses.filter((s) => s >= 500)).toEqual([]);
    }
  }, 180_000);
});
