import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../helpers/console.js';
import {
  buildTestApp,
  call,
  expectError,
  expectOk,
  ISO_RE,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const publish = async (tournamentId: string, apiKey = t.tenant.apiKey): Promise<string> =>
  expectOk(
    await call(t.app, apiKey, {
      method: 'PUT',
      url: `/api/v1/tournaments/${tournamentId}/publication`,
      payload: { isPublic: true },
    }),
  ).shareSlug;

const read = (slug: string) =>
  call(t.app, '', { key: null, url: `/api/v1/public/tournaments/${slug}` });

const TOURNAMENT_FIELDS = [
  'color',
  'coverImage',
  'description',
  'endTime',
  'enrollmentLimit',
  'gameName',
  'image',
  'matchType',
  'name',
  'organiserName',
  'participantType',
  'shareSlug',
  'startTime',
  'status',
  'tournamentFormat',
  'winnerName',
];
const ROUND_FIELDS = [
  'groups',
  'matches',
  'matchesPerGroup',
  'name',
  'roundId',
  'roundNumber',
  'roundStatus',
  'roundType',
  'standings',
];

/** Everything private the tournament's participants have: none of it may reach the page. */
async function privateValuesOf(tournamentId: string) {
  const db = t.database.db;
  const teams = await db
    .selectFrom('tournament_registrations as r')
    .innerJoin('teams', 'teams.id', 'r.participantId')
    .select(['teams.id', 'teams.externalId'])
    .where('r.tournamentId', '=', tournamentId)
    .execute();
  const users = await db
    .selectFrom('team_members as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .innerJoin('user_game_ids as g', 'g.userId', 'u.id')
    .select(['u.externalId', 'u.email', 'g.userGameId'])
    .where(
      'm.teamId',
      'in',
      teams.map((team) => team.id),
    )
    .execute();
  const staff = await staffSession(t.app, db, t.tenant.tenantId, 'owner');
  return [
    ...teams.map((team) => team.externalId),
    ...users.flatMap((u) => [u.externalId, u.email, u.userGameId]),
    staff.email,
    t.tenant.tenantId,
  ].filter((value): value is string => typeof value === 'string' && value.length > 0);
}

describe('the public data of a duel tournament', () => {
  it('shows the card, the bracket and the standings with the integration names, and nothing private', async () => {
    const { tournament, teams } = await setup(t, 4);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id, { seeding: { mode: 'random', randomSeed: 3 } }));
    const [first] = (await c.matches(tournament.id, round.id)).filter((m) => m.matchStatus === 1);
    expectOk(await c.report(first.matchId, { games: gamesFor(1) }));
    const slug = await publish(tournament.id);

    const data = expectOk(await read(slug));
    expect(Object.keys(data).sort()).toEqual(['rounds', 'tournament']);
    expect(Object.keys(data.tournament).sort()).toEqual(TOURNAMENT_FIELDS);
    expect(data.tournament).toMatchObject({
      shareSlug: slug,
      name: tournament.name,
      description: tournament.description,
      color: tournament.color,
      status: 2, // a reported result starts the tournament
      matchType: 1,
      participantType: 1,
      organiserName: tournament.organiserName,
      enrollmentLimit: tournament.enrollmentLimit,
      winnerName: null,
    });
    expect(data.tournament.startTime).toMatch(ISO_RE);
    expect(typeof data.tournament.gameName).toBe('string');

    expect(data.rounds).toHaveLength(1);
    const [publicRound] = data.rounds;
    expect(Object.keys(publicRound).sort()).toEqual(ROUND_FIELDS);
    expect(publicRound).toMatchObject({
      roundId: round.id,
      roundNumber: 1,
      roundType: 1,
      roundStatus: 2,
      name: 'Main',
      groups: [],
    });

    // The same matches as the integration read, less what is private.
    const integration = await c.matches(tournament.id, round.id);
    expect(publicRound.matches).toHaveLength(integration.length);
    for (const [i, match] of publicRound.matches.entries()) {
      const full = integration[i];
      expect(match.matchId).toMatch(UUID_RE);
      expect(Object.keys(match).sort()).toEqual([
        'bestOf',
        'bracket',
        'duelDetail',
        'isBye',
        'matchId',
        'matchNumber',
        'matchResult',
        'matchStatus',
        'scheduledAt',
      ]);
      const { participant1ExternalId, participant2ExternalId, ...detail } = full.duelDetail;
      expect([participant1ExternalId, participant2ExternalId]).not.toContain(undefined);
      expect(match).toEqual({
        matchId: full.matchId,
        matchNumber: full.matchNumber,
        matchStatus: full.matchStatus,
        matchResult: full.matchResult,
        scheduledAt: full.scheduledAt,
        bestOf: full.bestOf,
        isBye: full.isBye,
        bracket: full.bracket,
        duelDetail: detail,
      });
    }
    const reported = publicRound.matches.find((m: any) => m.matchId === first.matchId);
    expect(reported).toMatchObject({ matchStatus: 3, matchResult: 1 });

    const standings = (await c.standings(tournament.id, `?roundId=${round.id}`)).standings;
    expect(publicRound.standings).toEqual(
      standings.map(({ participantExternalId: _e, isMe: _m, ...line }: any) => line),
    );
    expect(publicRound.standings.map((l: any) => l.participantName).sort()).toEqual(
      teams.map((team) => team.name).sort(),
    );

    const text = JSON.stringify(data);
    for (const secret of await privateValuesOf(tournament.id)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/externalId|email|isMe|password|tenant/i);
  });

  it('names the winner once the tournament is over', async () => {
    const { tournament } = await setup(t, 2);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id));
    const [final] = await c.matches(tournament.id, round.id);
    expectOk(await c.report(final.matchId, { games: gamesFor(2) }));
    const slug = await publish(tournament.id);
    const data = expectOk(await read(slug));
    expect(data.tournament.winnerName).toBe(final.duelDetail.participant2Name);
    expect(data.rounds[0].roundStatus).toBe(3);
  });
});

describe('the public data of a free-for-all tournament', () => {
  it('shows each group with its leaderboard and reported matches', async () => {
    const { tournament, teams } = await setup(t, 5, 2);
    const round = await c.createRound(tournament.id, {
      roundType: 5,
      maxParticipants: 3,
      matchesPerGroup: 2,
    });
    expectOk(await c.generate(round.id));
    const { items: groups } = await c.groups(round.id);
    const members = (await c.groupStandings(groups[0].id)).standings.map(
      (l: any) => l.participantId,
    );
    expectOk(
      await c.groupResults(groups[0].id, {
        matchNumber: 1,
        placements: members.map((participantId: string, i: number) => ({
          participantId,
          placement: i + 1,
          finishes: 3 - i,
          knocks: 0,
        })),
      }),
    );
    const slug = await publish(tournament.id);
    const data = expectOk(await read(slug));
    expect(data.tournament).toMatchObject({ matchType: 2, shareSlug: slug });
    const [publicRound] = data.rounds;
    expect(publicRound).toMatchObject({
      roundType: 5,
      matchesPerGroup: 2,
      matches: [],
      standings: [],
    });
    expect(publicRound.groups).toHaveLength(groups.length);
    const [group] = publicRound.groups;
    expect(Object.keys(group).sort()).toEqual([
      'groupName',
      'id',
      'matches',
      'maxParticipants',
      'participantCount',
      'scheduledAt',
      'standings',
    ]);
    expect(group).toMatchObject({
      id: groups[0].id,
      groupName: groups[0].groupName,
      maxParticipants: 3,
      participantCount: groups[0].participantCount,
    });
    expect(group.standings).toEqual((await c.groupStandings(groups[0].id)).standings);
    expect(group.matches).toEqual([
      {
        matchNumber: 1,
        placements: members.map((participantId: string, i: number) => ({
          participantId,
          placement: i + 1,
          finishes: 3 - i,
          knocks: 0,
        })),
      },
    ]);
    expect(publicRound.groups[1].matches).toEqual([]);
    const names = publicRound.groups.flatMap((g: any) =>
      g.standings.map((l: any) => l.participantName),
    );
    expect(names.sort()).toEqual(teams.map((team) => team.name).sort());

    const text = JSON.stringify(data);
    for (const secret of await privateValuesOf(tournament.id)) expect(text).not.toContain(secret);
  });
});

describe('what the public read refuses', () => {
  it('answers the same 404 for an unknown, unpublished, draft or old slug', async () => {
    const db = t.database.db;
    const hidden = await newTournament(db, t.tenant.tenantId);
    const hiddenSlug = await publish(hidden.id);
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'PUT',
        url: `/api/v1/tournaments/${hidden.id}/publication`,
        payload: { isPublic: false },
      }),
    );
    const draft = await newTournament(db, t.tenant.tenantId, { status: 0 });
    const draftSlug = await publish(draft.id);
    const renewed = await newTournament(db, t.tenant.tenantId);
    const oldSlug = await publish(renewed.id);
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/tournaments/${renewed.id}/publication/slug`,
      }),
    );
    const bodies = [];
    for (const slug of ['nothing-here-at-all', hiddenSlug, draftSlug, oldSlug, 'x']) {
      const body = expectError(await read(slug), 404);
      bodies.push({ message: body.message, error: body.error, errors: body.errors });
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]?.message).toBe('Tournament not found');

    // Out of draft, the published draft shows.
    expectOk(
      await call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: `/api/v1/tournaments/${draft.id}/status`,
        payload: { status: 1 },
      }),
    );
    expect(expectOk(await read(draftSlug)).tournament.name).toBe(draft.name);
  });

  it("shows one tenant's tournament by its slug only, whoever asks", async () => {
    const other = await t.newTenant();
    const theirs = await newTournament(t.database.db, other.tenantId, { name: 'Their cup' });
    const slug = await publish(theirs.id, other.apiKey);
    // A key changes nothing: the slug alone decides, and it shows that tournament only.
    const withKey = await call(t.app, t.tenant.apiKey, {
      url: `/api/v1/public/tournaments/${slug}`,
    });
    expect(expectOk(withKey).tournament.name).toBe('Their cup');
    expect(expectOk(await read(slug)).tournament.organiserName).toBe(theirs.organiserName);
  });

  it('serves a cached answer only while nothing changed', async () => {
    const { tournament } = await setup(t, 2);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id));
    const slug = await publish(tournament.id);
    const first = await read(slug);
    expect(first.headers['x-cache']).toBe('miss');
    expect((await read(slug)).headers['x-cache']).toBe('hit');
    const [final] = await c.matches(tournament.id, round.id);
    expectOk(await c.report(final.matchId, { games: gamesFor(1) }));
    const after = await read(slug);
    expect(after.headers['x-cache']).toBe('miss');
    expect(expectOk(after).rounds[0].matches[0].matchStatus).toBe(3);
  });
});
