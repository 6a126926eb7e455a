import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../src/features/events/outbox.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { testEngine } from '../helpers/test-db.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { eventsOf, openSse, type SseConnection } from './sse-client.js';

let t: TestApp;
let base: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  t = await buildTestApp({ STREAM_POLL_MS: '50' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('event order', () => {
  it('numbers events in the order they are recorded, per tournament', async () => {
    const { db } = t.database;
    const tournament = await newTournament(db, t.tenant.tenantId);
    const scope = { tenantId: t.tenant.tenantId, tournamentId: tournament.id };
    for (const n of [1, 2, 3]) await recordEvent(db, scope, 'tournament.updated', { n });
    const rows = await db
      .selectFrom('outbox_events')
      .select(['payload', 'txid', 'seq'])
      .where('tournamentId', '=', tournament.id)
      .orderBy('txid')
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => JSON.parse(r.payload).n)).toEqual([1, 2, 3]);
    expect(new Set(rows.map((r) => `${r.txid}:${r.seq}`)).size).toBe(3);
  });

  // SQLite commits one writer at a time, so a later transaction cannot commit first there.
  it.runIf(testEngine === 'postgres')(
    'delivers an event whose transaction commits after a later one, in commit-safe order',
    async () => {
      const { db } = t.database;
      const tournament = await newTournament(db, t.tenant.tenantId);
      const scope = { tenantId: t.tenant.tenantId, tournamentId: tournament.id };
      const s = await openSse(`${base}/api/v1/tournaments/${tournament.id}/stream`, {
        'x-api-key': t.tenant.apiKey,
      });
      open.push(s);
      await s.next((m) => m.retry !== undefined);

      let commit!: () => void;
      const gate = new Promise<void>((resolve) => (commit = resolve));
      let recorded!: () => void;
      const written = new Promise<void>((resolve) => (recorded = resolve));
      const early = db.transaction().execute(async (trx) => {
        await recordEvent(trx, scope, 'tournament.updated', { n: 1 });
        recorded();
        await gate;
      });
      await written;
      // A later transaction takes the next sequence value and commits first.
      await db
        .transaction()
        .execute((trx) => recordEvent(trx, scope, 'tournament.updated', { n: 2 }));
      await sleep(400);
      // Held back while the earlier transaction is open: sending it now would let a resume
      // from its id skip the earlier event.
      expect(eventsOf(s)).toEqual([]);
      commit();
      await early;
      await s.next((m) => m.data !== undefined && JSON.parse(m.data).n === 2);
      const received = eventsOf(s);
      expect(received.map((m) => JSON.parse(m.data!).n)).toEqual([1, 2]);

      // A resume from the first event gets the second, once.
      const resumed = await openSse(`${base}/api/v1/tournaments/${tournament.id}/stream`, {
        'x-api-key': t.tenant.apiKey,
        'last-event-id': received[0]!.id!,
      });
      open.push(resumed);
      await resumed.next((m) => m.id === received[1]!.id);
      await sleep(200);
      expect(eventsOf(resumed).map((m) => m.id)).toEqual([received[1]!.id]);
    },
  );
});
