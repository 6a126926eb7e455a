import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDb } from '../../src/db/create-db.js';
import { latestEvent } from '../../src/features/streams/event-log.repository.js';
import { newStaff, signIn } from '../helpers/console.js';
import { reportableBracket, WIN_1, WIN_2 } from '../helpers/match-reports.js';
import { buildTestApp, expectOk, testWebhookSecrets, type TestApp } from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { eventsOf, openSse, type SseConnection } from './sse-client.js';

let t: TestApp;
let base: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  t = await buildTestApp({ STREAM_POLL_MS: '50', STREAM_HEARTBEAT_MS: '300' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

/** Opens the API stream of a tournament and waits for its first line (the retry hint). */
async function stream(tournamentId: string, headers: Record<string, string> = {}, query = '') {
  const c = await openSse(`${base}/api/v1/tournaments/${tournamentId}/stream${query}`, {
    'x-api-key': t.tenant.apiKey,
    ...headers,
  });
  open.push(c);
  if (c.status === 200) expect((await c.next()).retry).toBe(3000);
  return c;
}

/** The tournament's events in the outbox, in the order the streams send them. */
async function outboxOrder(tournamentId: string) {
  const rows = await t.database.db
    .selectFrom('outbox_events')
    .select(['id', 'event'])
    .where('tournamentId', '=', tournamentId)
    .orderBy('txid')
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ id: r.id, event: r.event }));
}

/**
 * Waits until the event is settled: on PostgreSQL a transaction still open anywhere in the
 * cluster (another test file's) holds back the events committed after it began.
 */
async function settled(tournamentId: string, eventId: string) {
  const { db, engine } = t.database;
  for (let i = 0; i < 100; i++) {
    const latest = await latestEvent(db, engine, t.tenant.tenantId, tournamentId);
    if (latest?.id === eventId) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`event ${eventId} never settled`);
}

/**
 * PostgreSQL: holds a transaction with an id open until the returned function is called, so that
 * the events committed meanwhile stay unsettled (SQLite settles at commit: nothing to hold).
 */
async function holdTransaction(): Promise<() => Promise<void>> {
  if (t.database.engine !== 'postgres') return async () => undefined;
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const done = t.database.db.transaction().execute(async (trx) => {
    await sql`select pg_current_xact_id()`.execute(trx);
    begun();
    await ended;
  });
  await started;
  return async () => {
    end();
    await done;
  };
}

const named = (name: string) => (m: { event?: string }) => m.event === name;

describe('GET /api/v1/tournaments/{tournamentId}/stream', () => {
  it('sends a reported result as match.updated and standings.updated, with their ids', async () => {
    const { c, tournament, round, playable } = await reportableBracket(t);
    const s = await stream(tournament.id);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('content-encoding')).toBeNull();
    const match = playable[0]!;
    expectOk(await c.report(match.matchId, WIN_1));

    const updated = await s.next(
      (m) => m.event === 'match.updated' && m.data!.includes(match.matchId),
    );
    const data = JSON.parse(updated.data!);
    expect(data).toMatchObject({
      matchId: match.matchId,
      tournamentId: tournament.id,
      matchStatus: 3,
    });
    expect(data.roundId).toBe(round.id);
    const standings = JSON.parse((await s.next(named('standings.updated'))).data!);
    expect(standings).toMatchObject({
      tournamentId: tournament.id,
      roundId: round.id,
      matchId: match.matchId,
    });
    // Each message's id is the outbox event's, and its data the recorded payload.
    const stored = await t.database.db
      .selectFrom('outbox_events')
      .select(['event', 'payload'])
      .where('id', '=', updated.id!)
      .executeTakeFirstOrThrow();
    expect(stored.event).toBe('match.updated');
    expect(JSON.parse(stored.payload)).toEqual(data);
  });

  it('resumes after Last-Event-ID with exactly the missed events, in order', async () => {
    const { c, tournament, playable } = await reportableBracket(t);
    const first = await stream(tournament.id);
    expectOk(await c.report(playable[0]!.matchId, WIN_1));
    const seen = await first.next(named('standings.updated'));
    first.close();
    // Missed while disconnected: a second result and a correction of the first.
    expectOk(await c.report(playable[1]!.matchId, WIN_2));
    expectOk(await c.report(playable[0]!.matchId, WIN_2));

    const all = await outboxOrder(tournament.id);
    const missed = all.slice(all.findIndex((e) => e.id === seen.id) + 1);
    expect(missed.length).toBeGreaterThanOrEqual(4);
    const resumed = await stream(tournament.id, { 'last-event-id': seen.id! });
    await resumed.next((m) => m.id === missed[missed.length - 1]!.id);
    // A little longer: nothing comes twice, nothing else comes.
    await new Promise((r) => setTimeout(r, 300));
    expect(eventsOf(resumed).map((m) => ({ id: m.id, event: m.event }))).toEqual(missed);
  });

  it('takes the id from the lastEventId query parameter too (EventSource cannot set headers)', async () => {
    const { c, tournament, playable } = await reportableBracket(t);
    expectOk(await c.report(playable[0]!.matchId, WIN_1));
    const all = await outboxOrder(tournament.id);
    const s = await stream(tournament.id, {}, `?lastEventId=${all[0]!.id}`);
    await s.next((m) => m.id === all[all.length - 1]!.id);
    expect(eventsOf(s).map((m) => m.id)).toEqual(all.slice(1).map((e) => e.id));
  });

  it('never sends again the event a resume names when it settles after the stream opened', async () => {
    const { c, tournament, playable } = await reportableBracket(t);
    const release = await holdTransaction();
    expectOk(await c.report(playable[0]!.matchId, WIN_1));
    const all = await outboxOrder(tournament.id);
    const s = await stream(tournament.id, {}, `?lastEventId=${all[0]!.id}`);
    await release();
    await s.next((m) => m.id === all[all.length - 1]!.id);
    expect(eventsOf(s).map((m) => m.id)).toEqual(all.slice(1).map((e) => e.id));
  });

  it('answers an unknown id with a reset, then live events', async () => {
    const { c, tournament, playable } = await reportableBracket(t);
    expectOk(await c.report(playable[0]!.matchId, WIN_1));
    const latest = (await outboxOrder(tournament.id)).at(-1)!;
    await settled(tournament.id, latest.id);
    const s = await stream(tournament.id, {
      'last-event-id': '00000000-0000-4000-8000-000000000000',
    });
    const reset = await s.next();
    expect(reset).toMatchObject({ event: 'reset', id: latest.id });
    expect(JSON.parse(reset.data!)).toEqual({ reason: 'UNKNOWN_EVENT_ID' });
    expectOk(await c.report(playable[1]!.matchId, WIN_2));
    await s.next(named('match.updated'));
    expect(eventsOf(s)[0]!.event).toBe('reset');
    // Not a uuid at all, or an event of another tournament: unknown alike.
    const other = await reportableBracket(t);
    for (const id of ['garbage', latest.id]) {
      const again = await stream(other.tournament.id, { 'last-event-id': id });
      expect((await again.next()).event).toBe('reset');
    }
  });

  it('sends a heartbeat comment while idle', async () => {
    const tournament = await newTournament(t.database.db, t.tenant.tenantId);
    const s = await stream(tournament.id);
    expect((await s.next((m) => m.comment !== undefined, 2000)).comment).toBe('ping');
  });

  it("is a 404 for another tenant's tournament, a missing one, and a draft to an integration key", async () => {
    const other = await t.newTenant();
    const theirs = await newTournament(t.database.db, other.tenantId);
    const draft = await newTournament(t.database.db, t.tenant.tenantId, { status: 0 });
    const integrationOnly = await t.newTenant(['integration']);
    const integrationDraft = await newTournament(t.database.db, integrationOnly.tenantId, {
      status: 0,
    });
    for (const [id, key] of [
      [theirs.id, t.tenant.apiKey],
      ['00000000-0000-4000-8000-000000000000', t.tenant.apiKey],
      [integrationDraft.id, integrationOnly.apiKey],
    ]) {
      const s = await stream(id!, { 'x-api-key': key! });
      expect(s.status).toBe(404);
      const body = await s.json();
      expect(body).toMatchObject({ success: false, message: 'Tournament not found' });
      expect(typeof body.meta.traceId).toBe('string');
    }
    // The organiser (a manage key) follows its draft.
    expect((await stream(draft.id)).status).toBe(200);
  });

  it('is a 401 without a key and a 403 for a key of neither scope', async () => {
    const tournament = await newTournament(t.database.db, t.tenant.tenantId);
    const url = `${base}/api/v1/tournaments/${tournament.id}/stream`;
    const none = await openSse(url);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ success: false });
    const manageOnly = await t.newTenant(['manage']);
    const own = await newTournament(t.database.db, manageOnly.tenantId);
    expect((await stream(own.id, { 'x-api-key': manageOnly.apiKey })).status).toBe(200);
  });

  it('serves a console session (the cookie a browser sends with EventSource)', async () => {
    const { c, tournament, playable } = await reportableBracket(t);
    const staff = await newStaff(t.database.db, t.tenant.tenantId, 'organiser');
    const session = await signIn(t.app, {
      email: staff.email,
      password: staff.password,
      tenantId: t.tenant.tenantId,
    });
    const s = await openSse(`${base}/api/v1/tournaments/${tournament.id}/stream`, {
      cookie: session.cookie,
    });
    open.push(s);
    expect(s.status).toBe(200);
    expectOk(await c.report(playable[0]!.matchId, WIN_1));
    await s.next(named('match.updated'));
  });

  it('delivers events written by another process on the same database', async () => {
    const { tournament, playable } = await reportableBracket(t);
    const s = await stream(tournament.id);
    const { url, schema } = t.database;
    const database = createDb(url, schema ? { schema, poolSize: 2 } : {});
    const other = await buildApp({
      config: t.config,
      database,
      webhookSecrets: testWebhookSecrets,
    });
    try {
      const res = await other.inject({
        method: 'POST',
        url: `/api/v1/matches/${playable[0]!.matchId}/result`,
        headers: { 'x-api-key': t.tenant.apiKey },
        payload: WIN_1,
      });
      expectOk(res);
      const m = await s.next(named('match.updated'));
      expect(JSON.parse(m.data!).matchId).toBe(playable[0]!.matchId);
    } finally {
      await other.close();
    }
  });
});
