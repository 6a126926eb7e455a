import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../helpers/console.js';
import { mapGameId, newGame, newUser } from '../helpers/factories.js';
import {
  buildTestApp,
  call,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';
import { client } from '../property/bracket-client.js';

let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await buildTestApp();
  gameId = (await newGame(t.database.db)).gameId;
});
afterAll(() => t.close());

const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);
const STAFF_ID = /^staff-[A-Za-z0-9_-]{22}$/;

const tournament = (overrides: Parameters<typeof newTournament>[2] = {}) =>
  newTournament(t.database.db, t.tenant.tenantId, { gameId, minTeamMembers: 1, ...overrides });
const base = (id: string) => `/api/v1/tournaments/${id}/participants`;
const add = (id: string, payload: object) => api({ method: 'POST', url: base(id), payload });
const bulk = (id: string, text: string) =>
  api({ method: 'POST', url: `${base(id)}/bulk`, payload: { text } });
const list = async (id: string) => expectOk(await api({ url: base(id) })).items as any[];

describe('adding one participant', () => {
  it('creates a staff-marked team, its players and an approved registration', async () => {
    const tour = await tournament();
    const data = expectOk(
      await add(tour.id, {
        name: 'Night Owls',
        players: [{ displayName: 'Nova', userGameId: 'nova#1' }, { displayName: 'Kite' }],
        seed: 3,
      }),
      201,
    );
    expect(data).toMatchObject({
      participantType: 1,
      name: 'Night Owls',
      createdByStaff: true,
      status: 2,
      seed: 3,
    });
    expect(data.externalId).toMatch(STAFF_ID);
    expect(data.players.map((p: any) => [p.displayName, p.userGameId])).toEqual([
      ['Nova', 'nova#1'],
      ['Kite', 'Kite'],
    ]);
    for (const p of data.players) expect(p.externalId).toMatch(STAFF_ID);

    // Integration reads show them like any other team and user.
    const team = expectOk(await api({ url: `/api/v1/teams/${data.participantId}` }));
    expect(team).toMatchObject({ name: 'Night Owls', ownerId: data.players[0].userId });
    expect(team.members).toHaveLength(2);
    const user = expectOk(
      await api({ url: `/api/v1/external/users/${data.players[0].externalId}/profile` }),
    );
    expect(user).toMatchObject({ userId: data.players[0].userId, displayName: 'Nova' });
    const detail = expectOk(await api({ url: `/api/v1/tournaments/${tour.id}` }));
    expect(detail.teamsJoinedCount).toBe(1);
  });

  it('keeps the team size, the seeds and the names unique', async () => {
    const tour = await tournament({ minTeamMembers: 2, maxTeamMembers: 3 });
    const body = expectRule(
      await add(tour.id, { name: 'Solo Act', players: [{ displayName: 'One' }] }),
      'TEAM_SIZE_OUT_OF_RANGE',
    );
    expect(body.error.message).toBe('players: The team needs 2 to 3 players; it has 1');
    const two = [{ displayName: 'A1' }, { displayName: 'A2' }];
    expectOk(await add(tour.id, { name: 'Alpha', players: two, seed: 1 }), 201);
    expectRule(
      await add(tour.id, {
        name: 'alpha',
        players: [{ displayName: 'B1' }, { displayName: 'B2' }],
      }),
      'PARTICIPANT_NAME_TAKEN',
    );
    expectRule(
      await add(tour.id, {
        name: 'Beta',
        players: [{ displayName: 'B1' }, { displayName: 'B2' }],
        seed: 1,
      }),
      'SEED_TAKEN',
    );
    expectRule(
      await add(tour.id, {
        name: 'Gamma',
        players: [{ displayName: 'A1' }, { displayName: 'G2' }],
      }),
      'PLAYER_ALREADY_IN',
    );
    expectFieldError(await add(tour.id, { name: 'Delta' }), 'players');
    expect(await list(tour.id)).toHaveLength(1);
  });

  it("refuses an in-game id an integrator's player holds", async () => {
    const tour = await tournament();
    const user = await newUser(t.database.db, t.tenant.tenantId);
    await mapGameId(t.database.db, t.tenant.tenantId, user.userId, gameId, 'taken#1');
    expectRule(
      await add(tour.id, {
        name: 'Thieves',
        players: [{ displayName: 'X', userGameId: 'taken#1' }],
      }),
      'USER_GAME_ID_TAKEN',
    );
  });

  it('reuses a staff-created player by in-game id in the next tournament', async () => {
    const [first, second] = [await tournament(), await tournament()];
    const a = expectOk(
      await add(first.id, { name: 'Club', players: [{ displayName: 'Reg', userGameId: 'reg#7' }] }),
      201,
    );
    const b = expectOk(
      await add(second.id, {
        name: 'Club',
        players: [{ displayName: 'Reg', userGameId: 'reg#7' }],
      }),
      201,
    );
    expect(b.players[0].userId).toBe(a.players[0].userId);
    expect(b.participantId).not.toBe(a.participantId);
  });

  it('refuses a full tournament and a completed one', async () => {
    const full = await tournament({ enrollmentLimit: 1 });
    expectOk(await add(full.id, { name: 'First', players: [{ displayName: 'F1' }] }), 201);
    expectRule(
      await add(full.id, { name: 'Second', players: [{ displayName: 'S1' }] }),
      'TOURNAMENT_FULL',
    );
    const done = await tournament({ status: 3 });
    expectRule(
      await add(done.id, { name: 'Late', players: [{ displayName: 'L1' }] }),
      'TOURNAMENT_LOCKED',
    );
  });

  it('adds a solo player in a solo tournament', async () => {
    const tour = await tournament({ participantType: 2 });
    const data = expectOk(await add(tour.id, { name: 'Ada', userGameId: 'ada#1' }), 201);
    expect(data).toMatchObject({ participantType: 2, name: 'Ada', createdByStaff: true });
    expect(data.participantId).toBe(data.players[0].userId);
    expect(data.externalId).toMatch(STAFF_ID);
    expectFieldError(
      await add(tour.id, { name: 'Bob', players: [{ displayName: 'Bob' }] }),
      'players',
    );
    const listed = expectOk(await api({ url: base(tour.id) }));
    expect(listed).toMatchObject({ participantType: 2, items: [{ name: 'Ada' }] });
    const user = expectOk(await api({ url: `/api/v1/external/users/${data.externalId}/profile` }));
    expect(user.displayName).toBe('Ada');
  });
});

describe('adding many at once', () => {
  it('adds every line, or none, naming every bad line', async () => {
    const tour = await tournament({ enrollmentLimit: 3, maxTeamMembers: 2 });
    const bad = expectError(
      await bulk(
        tour.id,
        'Owls: Nova, Kite\n: nobody\n\n# a comment\nFoxes: A, B, C\nOwls\nHawks\nEagles',
      ),
      400,
    );
    expect(bad.message).toBe('5 lines need fixing; nothing was added');
    expect(bad.errors).toEqual([
      { field: 'lines[2]', message: 'Line 2: the team name is missing before the colon' },
      { field: 'lines[5]', message: 'Line 5: the team needs 1 to 2 players; it has 3' },
      { field: 'lines[6]', message: 'Line 6: another participant is already called Owls' },
      { field: 'lines[7]', message: 'Line 7: the tournament is full: 3 places were left' },
      { field: 'lines[8]', message: 'Line 8: the tournament is full: 3 places were left' },
    ]);
    expect(await list(tour.id)).toEqual([]);

    const text = 'Owls: Nova (nova#9), Kite\nFoxes\nHawks: H1';
    const preview = expectOk(
      await api({ method: 'POST', url: `${base(tour.id)}/bulk`, payload: { text, dryRun: true } }),
    );
    expect(preview.items.map((p: any) => p.name)).toEqual(['Owls', 'Foxes', 'Hawks']);
    expect(await list(tour.id)).toEqual([]);

    const added = expectOk(await bulk(tour.id, 'Owls: Nova (nova#9), Kite\nFoxes\nHawks: H1'), 201);
    expect(added.count).toBe(3);
    expect(added.items.map((p: any) => p.name)).toEqual(['Owls', 'Foxes', 'Hawks']);
    expect(added.items[1].players.map((p: any) => p.displayName)).toEqual(['Foxes']);
  });

  it('reads solo lines', async () => {
    const tour = await tournament({ participantType: 2 });
    const added = expectOk(await bulk(tour.id, 'Ada (ada#2)\nLinus'), 201);
    expect(added.items.map((p: any) => [p.name, p.players[0].userGameId])).toEqual([
      ['Ada', 'ada#2'],
      ['Linus', 'Linus'],
    ]);
  });
});

describe('CSV', () => {
  it('imports with seeds and exports what it holds, quoting where needed', async () => {
    const tour = await tournament();
    const bad = expectError(
      await api({
        method: 'POST',
        url: `${base(tour.id)}/import`,
        payload: { csv: 'name,seed,players\nOwls,x,Nova\n,2,Kite' },
      }),
      400,
    );
    expect(bad.errors.map((e: any) => e.field)).toEqual(['lines[2]', 'lines[3]']);
    const csv = 'name,seed,players\n"Owls, Inc.",2,"Nova (nova#3), Kite"\nFoxes,1,\n';
    const added = expectOk(
      await api({ method: 'POST', url: `${base(tour.id)}/import`, payload: { csv } }),
      201,
    );
    expect(added.items.map((p: any) => [p.name, p.seed])).toEqual([
      ['Owls, Inc.', 2],
      ['Foxes', 1],
    ]);
    const res = await api({ url: `${base(tour.id)}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('name,seed,players,userGameId,status,externalId');
    expect(lines[1]).toMatch(/^"Owls, Inc\.",2,"Nova \(nova#3\), Kite",,2,staff-/);
    expect(lines[2]).toMatch(/^Foxes,1,Foxes,,2,staff-/);
  });
});

describe('editing and removing', () => {
  it('renames and replaces the players of a staff-created team', async () => {
    const tour = await tournament();
    const team = expectOk(
      await add(tour.id, { name: 'Owls', players: [{ displayName: 'Nova' }] }),
      201,
    );
    const url = `${base(tour.id)}/${team.participantId}`;
    const edited = expectOk(
      await api({
        method: 'PUT',
        url,
        payload: {
          name: 'Night Owls',
          players: [{ displayName: 'Kite' }, { displayName: 'Nova' }],
          seed: 4,
        },
      }),
    );
    expect(edited).toMatchObject({ name: 'Night Owls', seed: 4 });
    expect(edited.players.map((p: any) => p.displayName)).toEqual(['Kite', 'Nova']);
    const read = expectOk(await api({ url: `/api/v1/teams/${team.participantId}` }));
    expect(read).toMatchObject({ name: 'Night Owls', ownerId: edited.players[0].userId });
    const regs = expectOk(await api({ url: `/api/v1/tournaments/${tour.id}/registrations` }));
    expect(regs.items[0]).toMatchObject({ participantName: 'Night Owls', seed: 4 });
  });

  it('renames a solo player, moves their in-game id and clears their seed', async () => {
    const tour = await tournament({ participantType: 2 });
    const ada = expectOk(await add(tour.id, { name: 'Ada', userGameId: 'ada#5', seed: 2 }), 201);
    expectOk(await add(tour.id, { name: 'Bob', userGameId: 'bob#5' }), 201);
    const url = `${base(tour.id)}/${ada.participantId}`;
    expectRule(
      await api({ method: 'PUT', url, payload: { userGameId: 'bob#5' } }),
      'PLAYER_ALREADY_IN',
    );
    const edited = expectOk(
      await api({
        method: 'PUT',
        url,
        payload: { name: 'Ada L.', userGameId: 'ada#6', seed: null },
      }),
    );
    expect(edited).toMatchObject({
      name: 'Ada L.',
      seed: null,
      players: [{ userGameId: 'ada#6' }],
    });
    const user = expectOk(await api({ url: `/api/v1/external/users/${ada.externalId}/profile` }));
    expect(user.displayName).toBe('Ada L.');
  });

  it("leaves the integrator's registrations alone", async () => {
    const tour = await tournament();
    const theirs = await newTeam(t.database.db, t.tenant.tenantId, gameId);
    await registerTeam(t.database.db, t.tenant.tenantId, tour.id, theirs, 2);
    const url = `${base(tour.id)}/${theirs.teamId}`;
    expectRule(
      await api({ method: 'PUT', url, payload: { name: 'Mine' } }),
      'NOT_CREATED_BY_STAFF',
    );
    expectRule(await api({ method: 'DELETE', url }), 'NOT_CREATED_BY_STAFF');
    const [listed] = await list(tour.id);
    expect(listed).toMatchObject({ participantId: theirs.teamId, createdByStaff: false });
  });

  it('withdraws a participant, but not once a generated round holds it', async () => {
    const tour = await tournament();
    const added = expectOk(await bulk(tour.id, 'A\nB\nC'), 201).items;
    const removed = expectOk(
      await api({ method: 'DELETE', url: `${base(tour.id)}/${added[2].participantId}` }),
    );
    expect(removed).toMatchObject({ status: 4, participantName: 'C' });
    expect((await list(tour.id)).map((p) => p.name)).toEqual(['A', 'B']);
    const bracket = client(t);
    const round = await bracket.createRound(tour.id, { roundType: 1 });
    expectOk(await bracket.generate(round.id));
    expectRule(
      await api({ method: 'DELETE', url: `${base(tour.id)}/${added[0].participantId}` }),
      'PARTICIPANT_IN_BRACKET',
    );
    const [match] = await bracket.matches(tour.id);
    expectOk(
      await bracket.report(match.matchId, {
        games: [{ participant1Score: 2, participant2Score: 1 }],
      }),
    );
    const res = await api({ url: `/api/v1/tournaments/${tour.id}/results/export` });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toEqual([
      'round,match,status,participant1,participant2,participant1Score,participant2Score,winner',
      `Main,1,3,${match.duelDetail.participant1Name},${match.duelDetail.participant2Name},1,0,${match.duelDetail.participant1Name}`,
    ]);
  });
});

describe('access', () => {
  it("answers 404 for another tenant's tournament", async () => {
    const tour = await tournament();
    const team = expectOk(
      await add(tour.id, { name: 'Owls', players: [{ displayName: 'N' }] }),
      201,
    );
    const other = await t.newTenant(['manage']);
    const as = (opts: Parameters<typeof call>[2]) => call(t.app, other.apiKey, opts);
    const one = `${base(tour.id)}/${team.participantId}`;
    for (const res of [
      await as({ url: base(tour.id) }),
      await as({
        method: 'POST',
        url: base(tour.id),
        payload: { name: 'X', players: [{ displayName: 'X' }] },
      }),
      await as({ method: 'POST', url: `${base(tour.id)}/bulk`, payload: { text: 'X' } }),
      await as({ method: 'POST', url: `${base(tour.id)}/import`, payload: { csv: 'name\nX' } }),
      await as({ url: `${base(tour.id)}/export` }),
      await as({ url: `/api/v1/tournaments/${tour.id}/results/export` }),
      await as({ method: 'PUT', url: one, payload: { name: 'X' } }),
      await as({ method: 'DELETE', url: one }),
    ])
      expectError(res, 404);
    expect(await list(tour.id)).toHaveLength(1);
  });

  it('takes an organiser session; an integration-only key is a 403', async () => {
    const tour = await tournament();
    const session = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'organiser');
    const res = await call(t.app, t.tenant.apiKey, {
      key: null,
      headers: session.headers,
      method: 'POST',
      url: `${base(tour.id)}/bulk`,
      payload: { text: 'Owls\nFoxes' },
    });
    expect(expectOk(res, 201).count).toBe(2);
    const integration = await t.newTenant(['integration']);
    expectError(await call(t.app, integration.apiKey, { url: base(tour.id) }), 403);
  });
});
