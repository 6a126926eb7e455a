import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportableBracket, reportCalls, WIN_1 } from '../helpers/match-reports.js';
import { buildTestApp, call, expectOk, type TestApp } from '../helpers/test-app.js';
import { recordEvent } from '../../src/features/events/outbox.js';
import { newTeam, newTournament } from '../helpers/tournament-factories.js';
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

const publish = async (tournamentId: string, isPublic = true) =>
  expectOk(
    await call(t.app, t.tenant.apiKey, {
      method: 'PUT',
      url: `/api/v1/tournaments/${tournamentId}/publication`,
      payload: { isPublic },
    }),
  ).shareSlug as string;

async function publicStream(shareSlug: string, headers: Record<string, string> = {}) {
  const c = await openSse(`${base}/t/${encodeURIComponent(shareSlug)}/stream`, headers);
  open.push(c);
  if (c.status === 200) await c.next();
  return c;
}

describe('GET /t/{shareSlug}/stream', () => {
  it('is a 404 for an unknown slug and for a tournament no longer public', async () => {
    const tournament = await newTournament(t.database.db, t.tenant.tenantId);
    const slug = await publish(tournament.id);
    expect((await publicStream(slug)).status).toBe(200);
    await publish(tournament.id, false);
    for (const s of [slug, 'no-such-slug-at-all']) {
      const c = await publicStream(s);
      expect(c.status).toBe(404);
      expect(await c.json()).toMatchObject({ success: false, message: 'Tournament not found' });
    }
  });

  it('sends the competition without private fields, and no registration events', async () => {
    const { c, tournament, playable, sidesOf } = await reportableBracket(t);
    const slug = await publish(tournament.id);
    const s = await publicStream(slug);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache');

    // A self-report (its event names the reporting user), then results.
    const [side1, side2] = sidesOf(playable[0]);
    expectOk(await reportCalls(t).report(playable[0]!.matchId, side1.actor, WIN_1));
    // A registration change of the tournament: the API stream carries it, the public one never.
    const team = await newTeam(t.database.db, t.tenant.tenantId, tournament.gameId);
    await recordEvent(
      t.database.db,
      { tenantId: t.tenant.tenantId, tournamentId: tournament.id },
      'registration.updated',
      { tournamentId: tournament.id, participantId: team.teamId, participantName: team.name },
    );
    expectOk(await c.report(playable[1]!.matchId, WIN_1));
    await s.next((m) => m.event === 'standings.updated');

    const received = eventsOf(s);
    const names = received.map((m) => m.event);
    expect(names).toEqual(expect.arrayContaining(['match.reported', 'match.updated']));
    expect(names.every((n) => !n!.startsWith('registration.') && !n!.startsWith('team.'))).toBe(
      true,
    );
    const reported = JSON.parse(received.find((m) => m.event === 'match.reported')!.data!);
    expect(reported).toMatchObject({ matchId: playable[0]!.matchId, tournamentId: tournament.id });
    expect(reported).not.toHaveProperty('reports');
    const updated = JSON.parse(received.find((m) => m.event === 'match.updated')!.data!);
    expect(updated.duelDetail).toMatchObject({
      participant1Id: expect.any(String),
      participant1Name: expect.any(String),
    });
    expect(updated.duelDetail).not.toHaveProperty('participant1ExternalId');

    // None of the users' or teams' external ids, nor any field named after them.
    const text = received.map((m) => m.data).join('\n');
    const externalIds = [side1.actor, side2.actor, side1.member!, team.owner.externalId];
    const teamRows = await t.database.db.selectFrom('teams').select('externalId').execute();
    for (const id of [...externalIds, ...teamRows.map((r) => r.externalId)])
      expect(text).not.toContain(id);
    expect(text).not.toMatch(/externalId|email|evidence|reportedBy/i);
  });

  it('resumes after Last-Event-ID with the public events missed', async () => {
    const { c, tournament, playable } = await reportableBracket(t);
    const slug = await publish(tournament.id);
    const first = await publicStream(slug);
    expectOk(await c.report(playable[0]!.matchId, WIN_1));
    const seen = await first.next((m) => m.event === 'match.updated');
    first.close();
    expectOk(await c.report(playable[1]!.matchId, WIN_1));
    const resumed = await publicStream(slug, { 'last-event-id': seen.id! });
    await resumed.next(
      (m) => m.event === 'match.updated' && JSON.parse(m.data!).matchId === playable[1]!.matchId,
    );
    expect(eventsOf(resumed).map((m) => m.id)).not.toContain(seen.id);
    const unknown = await publicStream(slug, { 'last-event-id': 'nope' });
    expect((await unknown.next()).event).toBe('reset');
  });
});
