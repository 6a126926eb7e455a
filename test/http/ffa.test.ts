import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  expectFieldError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { client, setup, type Client } from '../property/bracket-client.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

/** An FFA tournament (points: placement 10/6/4, 1 per finish, 0.5 per knock) generated into groups. */
async function ffa(n: number, body: Record<string, unknown> = {}) {
  const { tournament, teams } = await setup(t, n, 2);
  const round = await c.createRound(tournament.id, { roundType: 5, ...body });
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  const generated = expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, teams, round, generated, groups: (await c.groups(round.id)).items };
}

const line = (participantId: string, placement: number, finishes: number, knocks: number) => ({
  participantId,
  placement,
  finishes,
  knocks,
});

describe('FFA groups', () => {
  it('splits seeds serpentine into groups and lists them', async () => {
    const { round, generated, groups, teams } = await ffa(7, {
      maxParticipants: 4,
      matchesPerGroup: 3,
    });
    expect(generated).toMatchObject({
      roundType: 5,
      status: 2,
      teamCount: 7,
      matchesPerGroup: 3,
      numberOfMatches: 6,
    });
    expect(
      groups.map((g: any) => [g.groupName, g.participantCount, g.maxParticipants, g.versions]),
    ).toEqual([
      ['Group A', 4, 4, [1]],
      ['Group B', 3, 4, [1]],
    ]);
    expect(Object.keys(groups[0]).sort()).toEqual([
      'groupName',
      'id',
      'maxParticipants',
      'participantCount',
      'scheduledAt',
      'tournamentRoundId',
      'versions',
    ]);
    expect(groups[0].tournamentRoundId).toBe(round.id);
    const page = expectOk(
      await c.api({ url: `/api/v1/groups?roundId=${round.id}&pageSize=1&pageNumber=2` }),
    );
    expect(page).toMatchObject({ totalCount: 2, pageNumber: 2, pageSize: 1, totalPages: 2 });
    expect(page.items[0].groupName).toBe('Group B');
    const detail = expectOk(await c.api({ url: `/api/v1/groups/${groups[0].id}` }));
    expect(Object.keys(detail).sort()).toEqual([
      'groupName',
      'id',
      'maxParticipants',
      'participantCount',
      'scheduledAt',
      'tournamentId',
      'tournamentRoundId',
      'tournamentRoundName',
      'version',
      'versions',
    ]);
    expect(detail).toMatchObject({ tournamentRoundName: 'Main', version: 1 });
    const board = await c.groupStandings(groups[0].id);
    // Serpentine split: seed 1 and 4 share group A, seeds 2 and 3 group B.
    expect(new Set(board.standings.map((l: any) => l.participantId))).toEqual(
      new Set([teams[0]!.teamId, teams[3]!.teamId, teams[4]!.teamId, teams[6]!.teamId]),
    );
    expect(
      board.standings.every(
        (l: any) => l.points === 0 && l.bestPlacement === null && l.matchesPlayed === 0,
      ),
    ).toBe(true);
  });

  it('scores placements, finishes and knocks, replaces a re-posted match and breaks ties', async () => {
    const { tournament, teams, round, groups } = await ffa(4, { matchesPerGroup: 2 });
    const [a, b, cc, d] = teams.map((x) => x.teamId) as [string, string, string, string];
    const group = groups[0].id;
    expectOk(
      await c.groupResults(group, {
        matchNumber: 1,
        placements: [line(a, 4, 0, 0), line(b, 3, 0, 0), line(cc, 2, 0, 0), line(d, 1, 0, 0)],
      }),
    );
    // Re-posting match 1 replaces it.
    expectOk(
      await c.groupResults(group, {
        matchNumber: 1,
        placements: [line(a, 1, 2, 1), line(b, 2, 0, 0), line(cc, 3, 3, 0), line(d, 4, 1, 2)],
      }),
    );
    expect((await c.round(round.id)).status).toBe(2);
    const board = expectOk(
      await c.groupResults(group, {
        matchNumber: 2,
        placements: [line(a, 4, 0, 0), line(b, 1, 1, 0), line(cc, 2, 0, 1), line(d, 3, 4, 0)],
      }),
    );
    expect(board.groupId).toBe(group);
    expect(Object.keys(board.standings[0]).sort()).toEqual([
      'bestPlacement',
      'finishes',
      'knocks',
      'matchesPlayed',
      'participantId',
      'participantName',
      'points',
      'rank',
      'tiebreakers',
    ]);
    expect(
      board.standings.map((l: any) => [
        l.participantId,
        l.points,
        l.finishes,
        l.knocks,
        l.bestPlacement,
        l.matchesPlayed,
        l.rank,
      ]),
    ).toEqual([
      [b, 17, 1, 0, 1, 2, 1],
      [cc, 13.5, 3, 1, 2, 2, 2],
      [a, 12.5, 2, 1, 1, 2, 3],
      [d, 10, 5, 2, 3, 2, 4],
    ]);
    expect(board.standings[0].participantName).toBe(teams[1]!.name);
    expect(await c.groupStandings(group)).toEqual(board);
    expect((await c.round(round.id)).status).toBe(3);
    expect(await c.tournamentRow(tournament.id)).toMatchObject({
      status: 3,
      winnerTeamId: b,
      winnerTeamName: teams[1]!.name,
    });
    expect(expectOk(await c.api({ url: `/api/v1/groups/${group}` }))).toMatchObject({
      version: 4,
      versions: [1, 2, 3, 4],
    });
  });

  it('breaks equal points by finishes, then best placement', async () => {
    const { teams, groups } = await ffa(3);
    const [x, y, z] = teams.map((team) => team.teamId) as [string, string, string];
    const board = expectOk(
      await c.groupResults(groups[0].id, {
        matchNumber: 1,
        placements: [line(x, 1, 2, 0), line(y, 2, 2, 8), line(z, 3, 8, 0)],
      }),
    );
    expect(board.standings.map((l: any) => [l.participantId, l.points])).toEqual([
      [z, 12],
      [x, 12],
      [y, 12],
    ]);
  });

  it('validates placements and the match number', async () => {
    const { teams, groups } = await ffa(4, { maxParticipants: 2 });
    const group = groups[0].id;
    const members = (await c.groupStandings(group)).standings.map((l: any) => l.participantId);
    const outsider = teams.map((x) => x.teamId).find((id) => !members.includes(id))!;
    expectFieldError(
      await c.groupResults(group, {
        matchNumber: 1,
        placements: [line(members[0], 1, 0, 0), line(outsider, 2, 0, 0)],
      }),
      'placements.1.participantId',
    );
    expectFieldError(
      await c.groupResults(group, {
        matchNumber: 1,
        placements: [line(members[0], 1, 0, 0), line(members[1], 1, 0, 0)],
      }),
      'placements.1.placement',
    );
    expectFieldError(
      await c.groupResults(group, { matchNumber: 1, placements: [line(members[0], 3, 0, 0)] }),
      'placements.0.placement',
    );
    expectFieldError(
      await c.groupResults(group, {
        matchNumber: 1,
        placements: [line(members[0], 1, 0, 0), line(members[0], 2, 0, 0)],
      }),
      'placements.1.participantId',
    );
    expectFieldError(
      await c.groupResults(group, { matchNumber: 2, placements: [line(members[0], 1, 0, 0)] }),
      'matchNumber',
    );
    expectFieldError(await c.groupResults(group, { matchNumber: 1, placements: [] }), 'placements');
    expectFieldError(
      await c.groupResults(group, {
        matchNumber: 1,
        placements: [{ ...line(members[0], 1, 0, 0), finishes: -1 }],
      }),
      'placements.0.finishes',
    );
    expectFieldError(
      await c.groupResults('x', { matchNumber: 1, placements: [line(members[0], 1, 0, 0)] }),
      'groupId',
    );
  });

  it('refuses FFA results on a duel group', async () => {
    const { tournament, teams } = await setup(t, 2);
    const round = await c.createRound(tournament.id, { roundType: 1 });
    expectOk(await c.generate(round.id));
    const [group] = (await c.groups(round.id)).items;
    expect(group).toMatchObject({ groupName: 'Main', participantCount: 2 });
    expectRule(
      await c.groupResults(group.id, {
        matchNumber: 1,
        placements: [line(teams[0]!.teamId, 1, 0, 0)],
      }),
      'NOT_AN_FFA_GROUP',
    );
    expectRule(await c.api({ url: `/api/v1/groups/${group.id}/standings` }), 'NOT_AN_FFA_GROUP');
  });
});

describe('GET /tournaments/{tournamentId}/ffa/assigned-details', () => {
  it("lists the FFA rounds and groups of the user's teams", async () => {
    const { tournament, teams, round, groups } = await ffa(4, {
      maxParticipants: 2,
      numberOfGroups: 2,
      description: 'Heats',
    });
    const me = teams[1]!.owner.externalId;
    const data = expectOk(
      await c.api({
        url: `/api/v1/tournaments/${tournament.id}/ffa/assigned-details?externalUserId=${me}`,
      }),
    );
    expect(data.rounds).toHaveLength(1);
    const [r] = data.rounds;
    expect(Object.keys(r).sort()).toEqual([
      'assignedGroups',
      'description',
      'endDate',
      'id',
      'matchesPerGroup',
      'numberOfGroups',
      'numberOfMatches',
      'roundName',
      'roundNumber',
      'roundType',
      'startDate',
      'status',
      'teamCount',
      'tournamentId',
    ]);
    expect(r).toMatchObject({
      id: round.id,
      tournamentId: tournament.id,
      description: 'Heats',
      roundNumber: 1,
      numberOfGroups: 2,
      teamCount: 4,
      numberOfMatches: 2,
      roundType: 5,
      status: 2,
    });
    // Seed 2 lands in group B.
    expect(r.assignedGroups).toEqual([
      {
        id: groups[1].id,
        tournamentRoundId: round.id,
        groupName: 'Group B',
        maxParticipants: 2,
        groupVersion: 1,
        scheduledAt: null,
      },
    ]);
    const stranger = await import('../helpers/factories.js').then((f) =>
      f.newUser(t.database.db, t.tenant.tenantId),
    );
    expect(
      expectOk(
        await c.api({
          url: `/api/v1/tournaments/${tournament.id}/ffa/assigned-details?externalUserId=${stranger.externalId}`,
        }),
      ),
    ).toEqual({ rounds: [] });
    expectError(
      await c.api({
        url: `/api/v1/tournaments/${tournament.id}/ffa/assigned-details?externalUserId=nobody`,
      }),
      404,
    );
    expectFieldError(
      await c.api({ url: `/api/v1/tournaments/${tournament.id}/ffa/assigned-details` }),
      'externalUserId',
    );
    const other = await t.newTenant();
    expectError(
      await c.api({
        key: other.apiKey,
        url: `/api/v1/tournaments/${tournament.id}/ffa/assigned-details?externalUserId=${me}`,
      }),
      404,
    );
  });
});
