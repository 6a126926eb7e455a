import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectFieldError,
  expectOk,
  expectRule,
  UUID_RE,
  type TestApp,
} from '../helpers/test-app.js';
import { client, gamesFor, playAll, setup, type Client } from '../property/bracket-client.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const declare = (tournamentId: string, stages: unknown[], apiKey?: string) =>
  c.api({
    method: 'PUT',
    url: `/api/v1/tournaments/${tournamentId}/stages`,
    payload: { stages },
    ...(apiKey ? { key: apiKey } : {}),
  });
const stagesOf = async (tournamentId: string) =>
  expectOk(await c.api({ url: `/api/v1/tournaments/${tournamentId}/stages` }));
const events = (name: string) => outboxPayloads(t, name);

const GROUPS_TO_PLAYOFFS = [
  { name: 'Groups', roundType: 3, groupCount: 2, qualifiers: { perGroup: 2 } },
  { name: 'Playoffs', roundType: 1 },
];

/** Which group each participant played in, from the group stage's matches. */
function groupsFromMatches(matches: any[]) {
  const groupOf = new Map<string, string>();
  for (const m of matches) {
    const { participant1Id: a, participant2Id: b } = m.duelDetail;
    groupOf.set(a, groupOf.get(a) ?? groupOf.get(b) ?? a);
    groupOf.set(b, groupOf.get(a)!);
  }
  return groupOf;
}

/** Plays every ready match of a round once, the better seed (participant 1) winning. */
async function playRound(tournamentId: string, roundId: string) {
  for (const m of (await c.matches(tournamentId, roundId)).filter((x) => x.matchStatus === 1))
    expectOk(await c.report(m.matchId, { games: gamesFor(1) }));
}

describe('declaring stages', () => {
  it('creates one round per stage, shown by every read, and lists them', async () => {
    const { tournament } = await setup(t, 8);
    const data = expectOk(await declare(tournament.id, GROUPS_TO_PLAYOFFS));
    expect(data.tournamentId).toBe(tournament.id);
    expect(data.stages).toHaveLength(2);
    expect(data.stages[0]).toMatchObject({
      stageNumber: 1,
      name: 'Groups',
      roundType: 3,
      status: 1,
      bestOf: 1,
      options: { legs: 1, groupCount: 2 },
      tiebreakers: ['headToHead', 'scoreDifference'],
      qualifiers: { perGroup: 2 },
      teamCount: 0,
      qualified: [],
    });
    expect(data.stages[0].roundId).toMatch(UUID_RE);
    expect(data.stages[1]).toMatchObject({ stageNumber: 2, roundType: 1, qualifiers: null });
    const rounds = expectOk(
      await c.api({ url: `/api/v1/tournaments/${tournament.id}/rounds?includeDrafts=true` }),
    );
    expect(rounds.map((r: any) => [r.roundNumber, r.roundName, r.roundType])).toEqual([
      [1, 'Groups', 3],
      [2, 'Playoffs', 1],
    ]);
    // Declaring again replaces the rounds that were not generated.
    const again = expectOk(
      await declare(tournament.id, [
        { name: 'Swiss', roundType: 4, swissStages: 3, qualifiers: { topN: 4 } },
        { name: 'Final four', roundType: 2 },
      ]),
    );
    expect(again.stages.map((s: any) => s.name)).toEqual(['Swiss', 'Final four']);
    expect(again.stages[0].roundId).not.toBe(data.stages[0].roundId);
    expectRule(
      await c.api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournament.id}/rounds`,
        payload: {
          roundName: 'Extra',
          roundType: 1,
          startDate: '2030-01-01T10:00:00.000Z',
          endDate: '2030-01-02T10:00:00.000Z',
        },
      }),
      'TOURNAMENT_HAS_STAGES',
    );
  });

  it('refuses plans that cannot be played, each with its reason and field', async () => {
    const { tournament } = await setup(t, 8);
    const refused = async (stages: unknown[], reason: string, field: string) => {
      const body = expectRule(await declare(tournament.id, stages), reason);
      expect(body.error.details).toEqual({ field });
    };
    await refused(
      [
        { name: 'Bracket', roundType: 1, qualifiers: { topN: 4 } },
        { name: 'Final', roundType: 3 },
      ],
      'STAGE_CANNOT_QUALIFY',
      'stages.0.roundType',
    );
    await refused(
      [
        { name: 'Swiss', roundType: 4, qualifiers: { perGroup: 2 } },
        { name: 'Final', roundType: 1 },
      ],
      'QUALIFIER_RULE_MISMATCH',
      'stages.0.qualifiers.perGroup',
    );
    await refused(
      [
        { name: 'Swiss', roundType: 4, qualifiers: { topN: 4 } },
        { name: 'League', roundType: 3, qualifiers: { topN: 6 } },
        { name: 'Final', roundType: 1 },
      ],
      'QUALIFIERS_EXCEED_FIELD',
      'stages.1.qualifiers.topN',
    );
    await refused(
      [
        { name: 'Groups', roundType: 3, groupCount: 2, qualifiers: { perGroup: 2 } },
        { name: 'Groups 2', roundType: 3, groupCount: 2, qualifiers: { perGroup: 3 } },
        { name: 'Final', roundType: 1 },
      ],
      'QUALIFIERS_EXCEED_FIELD',
      'stages.1.qualifiers.perGroup',
    );
    await refused(
      [
        { name: 'Swiss', roundType: 4, qualifiers: { topN: 4 } },
        { name: 'Swiss 2', roundType: 4, swissStages: 5 },
      ],
      'STAGE_CANNOT_TAKE_QUALIFIERS',
      'stages.1.roundType',
    );
    await refused(
      [
        { name: 'League', roundType: 3, qualifiers: { topN: 1 } },
        { name: 'Final', roundType: 1 },
      ],
      'STAGE_CANNOT_TAKE_QUALIFIERS',
      'stages.0.qualifiers',
    );
    expectFieldError(
      await declare(tournament.id, [
        { name: 'League', roundType: 3 },
        { name: 'Final', roundType: 1 },
      ]),
      'stages.0.qualifiers',
    );
    expectFieldError(
      await declare(tournament.id, [{ name: 'Final', roundType: 1, qualifiers: { topN: 2 } }]),
      'stages.0.qualifiers',
    );
    expectFieldError(
      await declare(tournament.id, [
        { name: 'League', roundType: 3, thirdPlaceMatch: true, qualifiers: { topN: 4 } },
        { name: 'Final', roundType: 1 },
      ]),
      'stages.0.thirdPlaceMatch',
    );
    expectFieldError(
      await declare(tournament.id, [{ name: 'Lobby', roundType: 5 }]),
      'stages.0.roundType',
    );
    // Nothing was written by the refusals.
    expect((await stagesOf(tournament.id)).stages).toEqual([]);
  });

  it("is another tenant's 404", async () => {
    const { tournament } = await setup(t, 4);
    const other = await t.newTenant();
    expect((await declare(tournament.id, GROUPS_TO_PLAYOFFS, other.apiKey)).statusCode).toBe(404);
    expect(
      (await c.api({ url: `/api/v1/tournaments/${tournament.id}/stages`, key: other.apiKey }))
        .statusCode,
    ).toBe(404);
  });
});

describe('round-robin groups into single elimination, through the API', () => {
  it('seeds group winners against the other group’s runners-up when the groups complete', async () => {
    const { tournament } = await setup(t, 8);
    const [groups, playoffs] = expectOk(await declare(tournament.id, GROUPS_TO_PLAYOFFS)).stages;
    expectRule(await c.generate(playoffs.roundId), 'STAGE_SEEDED_BY_QUALIFIERS');
    const generated = expectOk(await c.generate(groups.roundId));
    expect(generated).toMatchObject({ status: 2, teamCount: 8 });
    const groupMatches = await c.matches(tournament.id, groups.roundId);
    expect(groupMatches).toHaveLength(12); // two groups of four: 6 matches each
    const groupOf = groupsFromMatches(groupMatches);
    expect(new Set(groupOf.values()).size).toBe(2);

    const ready = groupMatches.filter((m) => m.matchStatus === 1);
    for (const m of ready.slice(0, -1)) expectOk(await c.report(m.matchId, { games: gamesFor(1) }));
    expect((await c.round(playoffs.roundId)).status).toBe(1);
    expect(await events('stage.completed')).toHaveLength(0);
    expectOk(await c.report(ready.at(-1).matchId, { games: gamesFor(1) }));

    const listed = await stagesOf(tournament.id);
    expect(listed.stages[0].status).toBe(3);
    expect(listed.stages[1]).toMatchObject({ status: 2, teamCount: 4 });
    const qualified = listed.stages[0].qualified;
    expect(qualified.map((q: any) => q.seed)).toEqual([1, 2, 3, 4]);
    // Each group's top two by its standings, winners seeded first.
    const standings = (await c.standings(tournament.id, `?roundId=${groups.roundId}`)).standings;
    for (const group of new Set(groupOf.values())) {
      const top = standings.filter((l: any) => groupOf.get(l.participantId) === group).slice(0, 2);
      expect(qualified.slice(0, 2).map((q: any) => q.participantId)).toContain(
        top[0].participantId,
      );
      expect(qualified.slice(2).map((q: any) => q.participantId)).toContain(top[1].participantId);
    }
    // A1–B2 and B1–A2: no first-round match between group mates.
    const semis = await c.matches(tournament.id, playoffs.roundId);
    expect(semis.length).toBeGreaterThanOrEqual(2);
    const firstRound = semis.filter(
      (m) => m.duelDetail.participant1Id && m.duelDetail.participant2Id,
    );
    expect(firstRound).toHaveLength(2);
    for (const m of firstRound)
      expect(groupOf.get(m.duelDetail.participant1Id)).not.toBe(
        groupOf.get(m.duelDetail.participant2Id),
      );

    const [event, ...none] = await events('stage.completed');
    expect(none).toHaveLength(0);
    expect(event).toMatchObject({
      tournamentId: tournament.id,
      stage: { roundId: groups.roundId, roundNumber: 1, roundName: 'Groups', roundType: 3 },
      nextStage: { roundId: playoffs.roundId, roundNumber: 2 },
    });
    expect(event.qualifiers.map((q: any) => q.participantId)).toEqual(
      qualified.map((q: any) => q.participantId),
    );
    expect(event.qualifiers[0]).toMatchObject({ seed: 1, groupName: 'Group A' });
    expect(typeof event.qualifiers[0].participantName).toBe('string');

    // The stages are fixed once the second is seeded.
    expectRule(await declare(tournament.id, GROUPS_TO_PLAYOFFS), 'STAGES_LOCKED');
    // A correction in the groups while the playoffs have no result seeds them again.
    const flip = groupMatches.find(
      (m) =>
        qualified.some((q: any) => q.participantId === m.duelDetail.participant1Id) &&
        !qualified.some((q: any) => q.participantId === m.duelDetail.participant2Id),
    );
    expectOk(await c.report(flip.matchId, { games: gamesFor(2) }));
    expect((await stagesOf(tournament.id)).stages[1].status).toBe(2);

    // Playoffs: once one has a result, the groups' results are final.
    await playRound(tournament.id, playoffs.roundId);
    expectRule(await c.report(flip.matchId, { games: gamesFor(1) }), 'NEXT_STAGE_STARTED');
    await playRound(tournament.id, playoffs.roundId);
    const row = await c.tournamentRow(tournament.id);
    expect(row.status).toBe(3);
    expect(row.winnerTeamId).not.toBeNull();
    const last = (await events('stage.completed')).filter(
      (e) => e.stage.roundId === playoffs.roundId,
    );
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({
      stage: { roundId: playoffs.roundId },
      nextStage: null,
      qualifiers: [],
    });
  });

  it('refuses to generate a first stage that cannot yield its qualifiers', async () => {
    const { tournament } = await setup(t, 5);
    const [groups] = expectOk(
      await declare(tournament.id, [
        { name: 'Groups', roundType: 3, groupCount: 2, qualifiers: { perGroup: 3 } },
        { name: 'Playoffs', roundType: 1 },
      ]),
    ).stages;
    const body = expectRule(await c.generate(groups.roundId), 'QUALIFIERS_EXCEED_FIELD');
    expect(body.error.details).toEqual({ field: 'qualifiers.perGroup' });
    expect((await c.round(groups.roundId)).status).toBe(1);
  });
});

describe('a first stage whose group count is known only at generation', () => {
  it('is checked against the next stage then', async () => {
    const { tournament } = await setup(t, 8, 2);
    const [heats] = expectOk(
      await declare(tournament.id, [
        { name: 'Heats', roundType: 5, maxParticipants: 4, qualifiers: { perGroup: 1 } },
        { name: 'Lobbies', roundType: 5, numberOfGroups: 3 },
      ]),
    ).stages;
    const body = expectRule(await c.generate(heats.roundId), 'STAGE_CANNOT_TAKE_QUALIFIERS');
    expect(body.error.details).toEqual({ field: 'qualifiers' });
    expect((await c.round(heats.roundId)).status).toBe(1);
  });
});

describe('Swiss into a top-4 bracket, through the API', () => {
  it('seeds the top 4 by final standing, 1 against 4 and 2 against 3', async () => {
    const { tournament } = await setup(t, 8);
    const [swiss, final] = expectOk(
      await declare(tournament.id, [
        { name: 'Swiss', roundType: 4, swissStages: 3, qualifiers: { topN: 4 } },
        { name: 'Final four', roundType: 1, thirdPlaceMatch: true },
      ]),
    ).stages;
    expectOk(await c.generate(swiss.roundId));
    await playAll(c, tournament.id, swiss.roundId, () => 1);
    const standings = (await c.standings(tournament.id, `?roundId=${swiss.roundId}`)).standings;
    const top4 = standings.slice(0, 4).map((l: any) => l.participantId);
    const listed = await stagesOf(tournament.id);
    expect(listed.stages[0].qualified.map((q: any) => q.participantId)).toEqual(top4);
    const semis = (await c.matches(tournament.id, final.roundId)).filter(
      (m) => m.duelDetail.participant1Id && m.duelDetail.participant2Id,
    );
    const pairs = semis.map(
      (m) => new Set([m.duelDetail.participant1Id, m.duelDetail.participant2Id]),
    );
    expect(pairs).toContainEqual(new Set([top4[0], top4[3]]));
    expect(pairs).toContainEqual(new Set([top4[1], top4[2]]));
    await playAll(c, tournament.id, final.roundId, () => 1);
    expect((await c.tournamentRow(tournament.id)).status).toBe(3);
  });
});

describe('FFA heats into a final lobby, through the API', () => {
  it('sends the top 2 of each heat into one lobby', async () => {
    const { tournament } = await setup(t, 8, 2);
    const [heats, final] = expectOk(
      await declare(tournament.id, [
        { name: 'Heats', roundType: 5, numberOfGroups: 2, qualifiers: { perGroup: 2 } },
        { name: 'Final lobby', roundType: 5, numberOfGroups: 1 },
      ]),
    ).stages;
    expectOk(await c.generate(heats.roundId));
    const expected: string[] = [];
    for (const group of (await c.groups(heats.roundId)).items) {
      const ids = (await c.groupStandings(group.id)).standings.map((l: any) => l.participantId);
      expected.push(...ids.slice(0, 2));
      const placements = ids.map((participantId: string, i: number) => ({
        participantId,
        placement: i + 1,
        finishes: 0,
        knocks: 0,
      }));
      expectOk(await c.groupResults(group.id, { matchNumber: 1, placements }));
    }
    const [lobby, ...others] = (await c.groups(final.roundId)).items;
    expect(others).toHaveLength(0);
    const inLobby = (await c.groupStandings(lobby.id)).standings.map((l: any) => l.participantId);
    expect(new Set(inLobby)).toEqual(new Set(expected));
    const listed = await stagesOf(tournament.id);
    expect(listed.stages[1]).toMatchObject({ status: 2, teamCount: 4 });
    expect(listed.stages[0].qualified).toHaveLength(4);
  });
});
