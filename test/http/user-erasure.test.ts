import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/dialect.js';
import { newGame } from '../helpers/factories.js';
import { outboxPayloads } from '../helpers/outbox.js';
import { findMarkers } from '../helpers/personal-scan.js';
import { buildTestApp, call, expectError, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';
import { client, type Client } from '../property/bracket-client.js';
import {
  createConfig,
  fakeClock,
  runUntilIdle,
  startServer,
  workerFactory,
  type TestServer,
} from '../webhooks/harness.js';

let t: TestApp;
let c: Client;
let gameId: string;
let workers: ReturnType<typeof workerFactory>;
let echo: TestServer;
let configId: string;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
  ({ gameId } = await newGame(t.database.db));
  workers = workerFactory(t);
  // A receiver that answers with the body it got: the attempt log keeps that answer too.
  echo = await startServer((_req, res, body) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(body),
  );
  ({ id: configId } = await createConfig(t, t.tenant.apiKey, {
    url: echo.url('/hook'),
    secretKey: 'x'.repeat(32),
  }));
});
afterAll(async () => {
  await echo.close();
  await workers.close();
  await t.close();
});

const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);

/** A player whose every personal field holds a value found nowhere else: its `markers`. */
function markedPlayer() {
  const stem = `mk${randomBytes(5).toString('hex')}`;
  const phoneNumber = `+1 555 ${randomInt(1_000_000, 9_999_999)}`;
  const fields = {
    externalId: `${stem}-ext`,
    username: `${stem}-user`,
    displayName: `${stem} Display`,
    email: `${stem}-mail@example.com`,
    phoneNumber,
    countryCode: '+44',
    image: `https://cdn.example.com/${stem}-avatar.png`,
    coverImage: `https://cdn.example.com/${stem}-cover.png`,
  };
  return { stem, fields, userGameId: `${stem}-uid`, markers: [stem, phoneNumber] };
}
type MarkedPlayer = ReturnType<typeof markedPlayer>;

/** Registers the player (with an Idempotency-Key, so its answer is kept) and links the game. */
async function register(player: MarkedPlayer) {
  const user = expectOk(
    await api({
      method: 'POST',
      url: '/api/v1/external/users',
      headers: { 'idempotency-key': randomUUID() },
      payload: player.fields,
    }),
  );
  expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/external/user-game-ids?externalUserId=${player.fields.externalId}`,
      payload: { gameId, userGameId: player.userGameId },
    }),
  );
  return user.userId as string;
}

const erase = (externalId: string) =>
  api({ method: 'DELETE', url: `/api/v1/external/users/${encodeURIComponent(externalId)}` });

async function deliverAll() {
  await runUntilIdle(workers.make({ clock: fakeClock() }));
}

async function publish(tournamentId: string) {
  const { shareSlug } = expectOk(
    await api({
      method: 'PUT',
      url: `/api/v1/tournaments/${tournamentId}/publication`,
      payload: { isPublic: true },
    }),
  );
  return shareSlug as string;
}
const publicPage = async (slug: string) =>
  expectOk(await call(t.app, '', { key: null, url: `/api/v1/public/tournaments/${slug}` }));

/** Where the player's values are stored, table by table. */
async function tablesHolding(player: MarkedPlayer) {
  return [...new Set((await findMarkers(t.database, player.markers)).map((f) => f.table))].sort();
}

/** No table holds the player's values, nor does the deliveries log as the API shows it. */
async function expectNothingLeft(player: MarkedPlayer) {
  expect(await findMarkers(t.database, player.markers)).toEqual([]);
  const log = expectOk(
    await api({ url: `/api/v1/external/webhooks/${configId}/deliveries?pageSize=100` }),
  );
  expect(log.items.length).toBeGreaterThan(0);
  expect(log.items.some((d: any) => d.event === 'user.erased')).toBe(true);
  for (const marker of player.markers) expect(JSON.stringify(log)).not.toContain(marker);
}

describe('erasing a team member who played', () => {
  it('leaves no personal value in any table, and the team, matches and page still read', async () => {
    const owner = markedPlayer();
    const victim = markedPlayer();
    await register(owner);
    const victimId = await register(victim);
    const { teamId } = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams?externalId=team-${randomUUID()}&externalUserId=${owner.fields.externalId}`,
        payload: { name: 'Night Owls', gameId },
      }),
    );
    const { token } = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams/${teamId}/invites?externalUserId=${owner.fields.externalId}`,
      }),
      201,
    );
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/teams/invites/${token}/join?externalUserId=${victim.fields.externalId}`,
      }),
    );

    const tournament = await newTournament(t.database.db, t.tenant.tenantId, { gameId });
    const rival = await newTeam(t.database.db, t.tenant.tenantId, gameId);
    await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, {
      teamId,
      name: 'Night Owls',
    });
    await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, rival);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id));
    const [match] = await c.matches(tournament.id, round.id);
    expectOk(
      await c.report(match.matchId, { games: [{ participant1Score: 13, participant2Score: 7 }] }),
    );
    const slug = await publish(tournament.id);
    const pageBefore = await publicPage(slug);
    // Answers now cached, which name the victim: none may be served after the erasure.
    const teamBefore = expectOk(await api({ url: `/api/v1/teams/${teamId}` }));
    expect(teamBefore.members.map((m: any) => m.username)).toContain(victim.fields.username);
    const listAsVictim = `/api/v1/tournaments?externalUserId=${victim.fields.externalId}`;
    const listed = expectOk(await api({ url: listAsVictim })).items;
    expect(listed.find((i: any) => i.tournamentId === tournament.id).hasJoined).toBe(true);
    await deliverAll();

    // The scan sees the values where the service copied them before the erasure.
    expect(await tablesHolding(victim)).toEqual(
      expect.arrayContaining([
        'idempotency_keys',
        'outbox_events',
        'read_versions',
        'user_game_ids',
        'users',
        'webhook_attempts',
        'webhook_deliveries',
      ]),
    );

    const res = await erase(victim.fields.externalId);
    expectOk(res);
    expect(res.json().message).toBe('User erased');
    await deliverAll();
    await expectNothingLeft(victim);
    expect(await tablesHolding(owner)).toContain('users'); // only the erased user goes

    const team = expectOk(await api({ url: `/api/v1/teams/${teamId}` }));
    expect(team.members.map((m: any) => m.userId)).not.toContain(victimId);
    expect(JSON.stringify(team)).not.toContain(victim.stem);
    expectError(await api({ url: listAsVictim }), 404);
    const [left] = (await outboxPayloads(t, 'team.member_left')).filter(
      (e) => e.member.userId === victimId,
    );
    expect(left.teamId).toBe(teamId);
    expect(left.member).toMatchObject({ externalId: null, profileImage: null, userGameId: '' });
    expect(left.member.username).toMatch(/^deleted-[0-9a-f]{24}$/);
    const [erased] = (await outboxPayloads(t, 'user.erased')).filter((e) => e.userId === victimId);
    expect(Object.keys(erased).sort()).toEqual(['erasedAt', 'userId']);

    const [played] = await c.matches(tournament.id, round.id);
    expect(played).toMatchObject({ matchStatus: 3, matchResult: 1 });
    expect(played.duelDetail.participant1Name).toBe(match.duelDetail.participant1Name);
    expect(await publicPage(slug)).toEqual(pageBefore);
    expectError(
      await api({ url: `/api/v1/external/users/${victim.fields.externalId}/profile` }),
      404,
    );
  });
});

describe('erasing a solo player', () => {
  it('shows them as "Deleted player" in matches, standings, reports and the page, and nowhere by name', async () => {
    const victim = markedPlayer();
    const opponent = markedPlayer();
    const victimId = await register(victim);
    const opponentId = await register(opponent);
    const tournament = await newTournament(t.database.db, t.tenant.tenantId, {
      gameId,
      participantType: 2,
    });
    for (const [userId, player] of [
      [victimId, victim],
      [opponentId, opponent],
    ] as const)
      await registerSolo(tournament.id, userId, player);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id));
    const [match] = await c.matches(tournament.id, round.id);
    const victimSide = match.duelDetail.participant1Id === victimId ? 1 : 2;
    const games = [
      victimSide === 1
        ? { participant1Score: 13, participant2Score: 4 }
        : { participant1Score: 4, participant2Score: 13 },
    ];
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/matches/${match.matchId}/reports?externalUserId=${victim.fields.externalId}`,
        payload: { games, evidenceUrls: [`https://cdn.example.com/${victim.stem}-proof.png`] },
      }),
    );
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/matches/${match.matchId}/reports/confirm?externalUserId=${opponent.fields.externalId}`,
      }),
    );
    const standingsBefore = await c.standings(tournament.id);
    expect(standingsBefore.standings[0].participantName).toBe(victim.fields.displayName);
    const slug = await publish(tournament.id);
    expect((await publicPage(slug)).tournament.winnerName).toBe(victim.fields.displayName);
    await deliverAll();
    expect(await tablesHolding(victim)).toEqual(
      expect.arrayContaining([
        'duel_standings',
        'match_reports',
        'tournament_registrations',
        'tournaments',
      ]),
    );

    expectOk(await erase(victim.fields.externalId));
    await deliverAll();
    await expectNothingLeft(victim);

    const standings = await c.standings(tournament.id);
    expect(standings.standings.map((s: any) => [s.participantId, s.wins, s.losses])).toEqual(
      standingsBefore.standings.map((s: any) => [s.participantId, s.wins, s.losses]),
    );
    expect(standings.standings[0]).toMatchObject({
      participantId: victimId,
      participantName: 'Deleted player',
      participantLogo: null,
      participantExternalId: '',
    });
    const [played] = await c.matches(tournament.id, round.id);
    expect(played.matchStatus).toBe(3);
    expect(played.duelDetail[`participant${victimSide}Name`]).toBe('Deleted player');
    expect(played.duelDetail[`participant${victimSide}ExternalId`]).toBeNull();
    const reports = expectOk(await api({ url: `/api/v1/matches/${match.matchId}/reports` }));
    const side = reports.reports.find((r: any) => r.participantId === victimId);
    expect(side).toMatchObject({
      participantName: 'Deleted player',
      reportedByExternalUserId: '',
      evidenceUrls: [],
    });
    const page = await publicPage(slug);
    expect(JSON.stringify(page)).not.toContain(victim.stem);
    expect(page.tournament.winnerName).toBe('Deleted player');
    const names = page.rounds[0].standings.map((s: any) => s.participantName);
    expect(names).toContain('Deleted player');
    expect(
      expectOk(await api({ url: `/api/v1/tournaments/${tournament.id}` })).winnerTeamName,
    ).toBe('Deleted player');
  });
});

/** A solo registration, as the organiser's tools make them: the player's name copied. */
async function registerSolo(tournamentId: string, userId: string, player: MarkedPlayer) {
  await t.database.db
    .insertInto('tournament_registrations')
    .values({
      id: randomUUID(),
      tenantId: t.tenant.tenantId,
      tournamentId,
      participantId: userId,
      participantType: 2,
      participantName: player.fields.displayName,
      status: 2,
      applicationMessage: `${player.stem} wants to play`,
      entryFeePaid: 0,
      paymentStatus: 'NotRequired',
      paymentTransactionId: `${player.stem}-tx`,
      paymentAmount: null,
      paymentCurrencyId: null,
      paymentMethod: null,
      seed: null,
      noShow: 0,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    })
    .execute();
}
