import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { newTournament } from '../../../test/helpers/tournament-factories.js';
import { createClient, NotFoundError, type StreamEvent, type TourneyClient } from '../src/index.js';

let t: TestApp;
let client: TourneyClient;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = createClient({ baseUrl, apiKey: t.tenant.apiKey, retries: { baseDelayMs: 10 } });
});
afterAll(async () => {
  // A connection that carries no request yet would hold the close for REQUEST_TIMEOUT_MS.
  t.app.server.closeAllConnections();
  await t.close();
});

/** Reads `count` events of the stream, then leaves it. */
async function take(stream: AsyncIterable<StreamEvent>, count: number): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of stream) {
    events.push(event);
    if (events.length === count) break;
  }
  return events;
}

const rename = (id: string, tournamentName: string) =>
  client.call('updateTournament', { params: { path: { id } }, body: { tournamentName } });

describe('client.tournaments.stream against the server', () => {
  it('delivers the events of a change, and resumes after a given id', async () => {
    const tournament = await newTournament(t.database.db, t.tenant.tenantId);
    const stream = client.tournaments.stream(tournament.id);
    // The first event is written once the stream is open: renaming after a pause.
    const firstEvents = take(stream, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rename(tournament.id, 'Spring Cup');
    const [first] = await firstEvents;
    expect(first).toMatchObject({
      event: 'tournament.updated',
      data: { tournamentId: tournament.id, tournamentName: 'Spring Cup' },
    });
    expect(first!.id).toEqual(expect.any(String));

    // Changes made while nobody listens come first on a resume, in order.
    await rename(tournament.id, 'Summer Cup');
    await rename(tournament.id, 'Autumn Cup');
    const resumed = await take(
      client.tournaments.stream(tournament.id, { lastEventId: first!.id }),
      2,
    );
    expect(
      resumed.map((event) => (event.data as { tournamentName: string }).tournamentName),
    ).toEqual(['Summer Cup', 'Autumn Cup']);
    expect(new Set([first!.id, ...resumed.map((event) => event.id)]).size).toBe(3);
  });

  it("refuses another tenant's tournament with a NotFoundError", async () => {
    const other = await t.newTenant();
    const tournament = await newTournament(t.database.db, other.tenantId);
    const read = take(client.tournaments.stream(tournament.id), 1);
    await expect(read).rejects.toBeInstanceOf(NotFoundError);
  });
});
