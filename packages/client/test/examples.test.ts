import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, buildTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { signUpAndRegister } from '../examples/integrator.js';
import { openTenant } from '../examples/operator.js';
import { runTournament } from '../examples/organiser.js';
import { createClient } from '../src/index.js';

// The README's examples, run against a real server one role after the other.
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the SDK examples against a server', () => {
  it('operator opens a tenant, its organiser runs a tournament to its champion, an integrator registers', async () => {
    const operator = createClient({ baseUrl, adminToken: ADMIN_TOKEN });
    const tenant = await openTenant(operator, 'Example Org');
    expect(tenant.apiKey).toMatch(/\S{20,}/);
    // Run again, the catalogue's game is found rather than added twice.
    expect((await openTenant(operator, 'Example Org 2')).gameId).toBe(tenant.gameId);

    const tourney = createClient({ baseUrl, apiKey: tenant.apiKey });
    const lines: string[] = [];
    const { tournamentId, champion } = await runTournament(tourney, {
      gameId: tenant.gameId,
      teamCount: 4,
      log: (line) => lines.push(line),
    });
    // Participant 1 wins every match it plays, and seed 1 is participant 1 of its every match.
    expect(champion).toMatch(/^Team 1 /);
    expect(lines.filter((line) => line.includes(' beat '))).toHaveLength(3);
    const played = await tourney.call('getTournament', { params: { path: { id: tournamentId } } });
    expect(played).toMatchObject({ status: 3, winnerTeamName: champion }); // Completed

    expect(
      await signUpAndRegister(tourney, { gameId: tenant.gameId, player: 'example-integrator' }),
    ).toBeUndefined();
    const open = await tourney.call('createTournament', {
      body: {
        tournamentName: 'Open Cup',
        gameId: tenant.gameId,
        matchType: 1,
        teamType: '1v1',
        enrollmentLimit: 8,
        minTeamMembers: 1,
        maxTeamMembers: 1,
        color: '#2B6CB0',
        registrationDeadline: new Date(Date.now() + 86_400_000).toISOString(),
        startTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        endTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    await tourney.call('changeTournamentStatus', {
      params: { path: { tournamentId: open.tournamentId } },
      body: { status: 1 },
    });
    expect(
      await signUpAndRegister(tourney, { gameId: tenant.gameId, player: 'example-integrator-2' }),
    ).toBe('Open Cup');
  });
});
