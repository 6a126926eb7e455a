import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';
import { newTeam, registerTeam } from '../helpers/tournament-factories.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';
import { outboxPayloads } from '../helpers/outbox.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

const events = (name: string) => outboxPayloads(t, name);

async function bracket(n: number, body: Record<string, unknown>, matchType = 1) {
  const { tournament, teams } = await setup(t, n, matchType);
  const round = await c.createRound(tournament.id, body);
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, teams, round };
}

const disqualify = (tournamentId: string, participantId: string, key?: string) =>
  c.api({
    method: 'POST',
    url: `/api/v1/tournaments/${tournamentId}/participants/${participantId}/disqualify`,
    key,
  });

const plays = (m: any, id: string) =>
  m.duelDetail.participant1Id === id || m.duelDetail.participant2Id === id;

/** Reports participant-1 wins on every ready match until none is left. */
async function playOut(tournamentId: string, roundId: string) {
  for (;;) {
    const ready = (await c.matches(tournamentId, roundId)).filter((m) => m.matchStatus === 1);
    if (ready.length === 0) return;
    for (const m of ready) expectOk(await c.report(m.matchId, { games: gamesFor(1) }));
  }
}

describe('disqualifying a participant', () => {
  it('forfeits its ready match, marks its registration and tells integrators', async () => {
    const { tournament, teams, round } = await bracket(4, { roundType: 1 });
    const out = teams[0]!.teamId;
    const before = (await events('match.updated')).length;
    const reg = expectOk(await disqualify(tournament.id, out));
    expect(reg).toMatchObject({ participantId: out, status: 2, disqualified: true });
    expect(new Date(reg.disqualifiedAt).toISOString()).toBe(reg.disqualifiedAt);

    const semi = (await c.matches(tournament.id, round.id)).find(
      (m) => m.bracket.round === 1 && plays(m, out),
    );
    const outSlot = semi.duelDetail.participant1Id === out ? 1 : 2;
    expect(semi).toMatchObject({ matchStatus: 3, matchResult: outSlot === 1 ? 2 : 1 });
    expect(semi.duelDetail.winnerTeamId).not.toBe(out);
    const final = (await c.matches(tournament.id, round.id)).find((m) => m.bracket.round === 2);
    expect([final.duelDetail.participant1Id, final.duelDetail.participant2Id]).toContain(
      semi.duelDetail.winnerTeamId,
    );

    const updates = (await events('match.updated')).slice(before);
    expect(updates.map((e) => e.matchId)).toEqual(
      expect.arrayContaining([semi.matchId, final.matchId]),
    );
    expect(await events('standings.updated')).toContainEqual(
      expect.objectContaining({ matchId: semi.matchId }),
    );
    expect(await events('registration.updated')).toContainEqual(
      expect.objectContaining({
        participantId: out,
        status: 2,
        disqualified: true,
        disqualifiedAt: reg.disqualifiedAt,
      }),
    );
    const list = expectOk(
      await c.api({ url: `/api/v1/tournaments/${tournament.id}/registrations` }),
    );
    expect(list.items.find((r: any) => r.participantId === out)).toMatchObject({
      disqualified: true,
    });
    expect(list.items.find((r: any) => r.participantId !== out)).toMatchObject({
      disqualified: false,
      disqualifiedAt: null,
    });
  });

  it('forfeits a match it is waiting in as soon as its opponent arrives', async () => {
    const { tournament, teams, round } = await bracket(4, { roundType: 1 });
    const [semiA, semiB] = (await c.matches(tournament.id, round.id)).filter(
      (m) => m.bracket.round === 1,
    );
    expectOk(await c.report(semiA.matchId, { games: gamesFor(1) }));
    const finalist = semiA.duelDetail.participant1Id;
    expectOk(await disqualify(tournament.id, finalist));
    const waiting = (await c.matches(tournament.id, round.id)).find((m) => m.bracket.round === 2);
    expect(waiting.matchStatus).toBe(5);
    expectOk(await c.report(semiB.matchId, { games: gamesFor(2) }));
    const final = (await c.matches(tournament.id, round.id)).find((m) => m.bracket.round === 2);
    expect(final.matchStatus).toBe(3);
    expect(final.duelDetail.winnerTeamId).toBe(semiB.duelDetail.participant2Id);
    const row = await c.tournamentRow(tournament.id);
    expect(row).toMatchObject({ status: 3, winnerTeamId: semiB.duelDetail.participant2Id });
    expect(teams.map((x) => x.teamId)).toContain(finalist);
  });

  it('in double elimination forfeits its losers-bracket matches too', async () => {
    const { tournament, teams, round } = await bracket(8, { roundType: 2, grandFinal: 'single' });
    const out = teams[0]!.teamId;
    expectOk(await disqualify(tournament.id, out));
    await playOut(tournament.id, round.id);
    const all = await c.matches(tournament.id, round.id);
    const its = all.filter((m) => plays(m, out));
    expect(its.map((m) => m.bracket.side)).toEqual(['winners', 'losers']);
    for (const m of its) {
      expect(m.matchStatus).toBe(3);
      expect(m.duelDetail.winnerTeamId).not.toBe(out);
    }
    expect(all.every((m) => m.matchStatus === 3 || m.matchStatus === 4)).toBe(true);
    expect((await c.tournamentRow(tournament.id)).winnerTeamId).not.toBe(out);
  });

  it('in round robin turns every unplayed match into a forfeit loss', async () => {
    const { tournament, teams, round } = await bracket(4, { roundType: 3 });
    const out = teams[1]!.teamId;
    const played = (await c.matches(tournament.id, round.id)).find((m) => plays(m, out));
    const winsPlayed = played.duelDetail.participant1Id === out ? 1 : 2;
    expectOk(await c.report(played.matchId, { games: gamesFor(winsPlayed) }));
    expectOk(await disqualify(tournament.id, out));
    const its = (await c.matches(tournament.id, round.id)).filter((m) => plays(m, out));
    expect(its).toHaveLength(3);
    expect(its.filter((m) => m.duelDetail.winnerTeamId === out)).toHaveLength(1);
    expect(its.every((m) => m.matchStatus === 3)).toBe(true);
    const line = (await c.standings(tournament.id)).standings.find(
      (l: any) => l.participantId === out,
    );
    expect(line).toMatchObject({ wins: 1, losses: 2, matchCount: 3 });
  });

  it('in Swiss forfeits its pairing of each later stage', async () => {
    const { tournament, teams, round } = await bracket(6, { roundType: 4, swissStages: 3 });
    const out = teams[2]!.teamId;
    expectOk(await disqualify(tournament.id, out));
    await playOut(tournament.id, round.id);
    expectOk(await c.nextStage(round.id));
    const stage2 = (await c.matches(tournament.id, round.id)).filter((m) => m.bracket.round === 2);
    const its = stage2.find((m) => plays(m, out));
    expect(its).toMatchObject({ matchStatus: 3 });
    expect(its.duelDetail.winnerTeamId).not.toBe(out);
  });

  it('leaves it out of rounds generated afterwards', async () => {
    const { tournament, teams, round } = await bracket(4, { roundType: 3 });
    const out = teams[3]!.teamId;
    const next = await c.createRound(tournament.id, { roundType: 1, roundName: 'Playoff' });
    expectOk(await disqualify(tournament.id, out));
    await playOut(tournament.id, round.id);
    expectOk(await c.generate(next.id));
    const playoff = await c.matches(tournament.id, next.id);
    expect(playoff.some((m) => plays(m, out))).toBe(false);
    expect(expectOk(await c.api({ url: `/api/v1/rounds/${next.id}` })).teamCount).toBe(3);
  });

  it('in FFA keeps its placements and takes no new one', async () => {
    const { tournament, teams, round } = await bracket(4, { roundType: 5, matchesPerGroup: 2 }, 2);
    const [group] = (await c.groups(round.id)).items;
    const placements = teams.map((team, i) => ({
      participantId: team.teamId,
      placement: i + 1,
      finishes: i === 0 ? 40 : 1,
      knocks: 0,
    }));
    expectOk(await c.groupResults(group.id, { matchNumber: 1, placements }));
    expectOk(await disqualify(tournament.id, teams[0]!.teamId));
    expectRule(
      await c.groupResults(group.id, { matchNumber: 2, placements }),
      'PARTICIPANT_DISQUALIFIED',
    );
    const rest = placements.slice(1).map((p, i) => ({ ...p, placement: i + 1 }));
    expectOk(await c.groupResults(group.id, { matchNumber: 2, placements: rest }));
    const board = await c.groupStandings(group.id);
    expect(board.standings[0].participantId).toBe(teams[0]!.teamId);
    // The round is over and the leader is out: the next one wins the tournament.
    expect((await c.tournamentRow(tournament.id)).winnerTeamId).toBe(
      board.standings[1].participantId,
    );
  });
});

describe('refusals', () => {
  it('each with its own reason or status, writing nothing', async () => {
    const { tournament, teams } = await bracket(4, { roundType: 1 });
    const upcoming = await setup(t, 2);
    expectRule(
      await disqualify(upcoming.tournament.id, upcoming.teams[0]!.teamId),
      'TOURNAMENT_NOT_RUNNING',
    );

    const stranger = await newTeam(t.database.db, t.tenant.tenantId, tournament.gameId);
    expectError(await disqualify(tournament.id, stranger.teamId), 404);
    await registerTeam(t.database.db, t.tenant.tenantId, tournament.id, stranger, 1);
    expectRule(await disqualify(tournament.id, stranger.teamId), 'NOT_A_PARTICIPANT');
    expectError(await disqualify(tournament.id, upcoming.teams[1]!.teamId), 404);

    const other = await t.newTenant();
    expectError(await disqualify(tournament.id, teams[0]!.teamId, other.apiKey), 404);
    const reader = await t.newTenant(['integration']);
    expectError(await disqualify(tournament.id, teams[0]!.teamId, reader.apiKey), 403);
    expectError(await disqualify(tournament.id, 'not-a-uuid'), 400);

    expectOk(await disqualify(tournament.id, teams[0]!.teamId));
    const count = (await events('match.updated')).length;
    expectRule(await disqualify(tournament.id, teams[0]!.teamId), 'ALREADY_DISQUALIFIED');
    expect((await events('match.updated')).length).toBe(count);

    const done = await bracket(2, { roundType: 1 });
    const [final] = await c.matches(done.tournament.id, done.round.id);
    expectOk(await c.report(final.matchId, { games: gamesFor(1) }));
    expectRule(
      await disqualify(done.tournament.id, done.teams[0]!.teamId),
      'TOURNAMENT_NOT_RUNNING',
    );
  });
});
