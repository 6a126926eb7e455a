import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectOk, type TestApp } from '../helpers/test-app.js';
import { client, gamesFor, setup, type Client } from '../property/bracket-client.js';
import { reportableBracket } from '../helpers/match-reports.js';
import { getDuelStandings } from '../../src/features/brackets/standings/standings.service.js';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t);
});
afterAll(() => t.close());

/** A generated round of `n` seeded in registration order. */
async function bracket(n: number, body: Record<string, unknown>) {
  const { tournament, teams } = await setup(t, n);
  const round = await c.createRound(tournament.id, body);
  const seeds = Object.fromEntries(teams.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds } }));
  return { tournament, teams, round, matches: await c.matches(tournament.id, round.id) };
}

const tally = (data: any) =>
  data.standings.map((l: any) => [l.participantId, l.wins, l.losses, l.draws, l.rank]);

/** The same read once the stored lines are gone, so they are computed again from the matches. */
async function recomputed(tournamentId: string, query = '') {
  await t.database.db
    .deleteFrom('duel_standings')
    .where('tournamentId', '=', tournamentId)
    .execute();
  return c.standings(tournamentId, query);
}

describe('stored duel standings', () => {
  it('follow every result and correction, for the round and for all rounds', async () => {
    const { tournament, teams, round, matches } = await bracket(4, { roundType: 1 });
    const [first, second] = matches;
    const ofRound = `?roundId=${round.id}`;
    expect(tally(await c.standings(tournament.id)).map((l: any[]) => l.slice(1))).toEqual(
      Array.from({ length: 4 }, () => [0, 0, 0, 1]),
    );
    expectOk(await c.report(first.matchId, { games: gamesFor(1) }));
    const winner = first.duelDetail.participant1Id;
    for (const query of ['', ofRound]) {
      const lines = tally(await c.standings(tournament.id, query));
      expect(lines[0]).toEqual([winner, 1, 0, 0, 1]);
      expect(lines.filter((l: any[]) => l[2] === 1)).toEqual([
        // Last: it shares no win with the others and lost on game score.
        [first.duelDetail.participant2Id, 0, 1, 0, 4],
      ]);
    }
    // A correction moves the win to the other side at once.
    expectOk(await c.report(first.matchId, { games: gamesFor(2) }));
    expect(tally(await c.standings(tournament.id))[0]).toEqual([
      first.duelDetail.participant2Id,
      1,
      0,
      0,
      1,
    ]);
    expectOk(await c.report(second.matchId, { games: gamesFor(1) }));
    const stored = await c.standings(tournament.id, ofRound);
    expect(stored.standings.map((l: any) => l.wins).sort()).toEqual([0, 0, 1, 1]);
    expect(await recomputed(tournament.id, ofRound)).toEqual(stored);
    expect(new Set(stored.standings.map((l: any) => l.participantId))).toEqual(
      new Set(teams.map((team) => team.teamId)),
    );
  });

  it('count a later round in all rounds but not in the earlier round', async () => {
    const { tournament } = await setup(t, 3);
    const round = await c.createRound(tournament.id, { roundType: 3 });
    // Created first: the league is then not the final round, and does not complete the tournament.
    const playoff = await c.createRound(tournament.id, { roundType: 1, roundName: 'Playoff' });
    expectOk(await c.generate(round.id));
    for (const m of await c.matches(tournament.id, round.id))
      expectOk(await c.report(m.matchId, { games: gamesFor(1) }));
    const leagueOnly = tally(await c.standings(tournament.id, `?roundId=${round.id}`));
    expect(tally(await c.standings(tournament.id))).toEqual(leagueOnly);
    expectOk(await c.generate(playoff.id));
    const final = (await c.matches(tournament.id, playoff.id)).find((m) => m.matchStatus === 1);
    expectOk(await c.report(final.matchId, { games: gamesFor(2) }));
    const all = await c.standings(tournament.id);
    const winsOf = (data: any, id: string) =>
      data.standings.find((l: any) => l.participantId === id).wins;
    const champion = final.duelDetail.participant2Id;
    const before = leagueOnly.find((l: any[]) => l[0] === champion)[1];
    expect(winsOf(all, champion)).toBe(before + 1);
    expect(tally(await c.standings(tournament.id, `?roundId=${round.id}`))).toEqual(leagueOnly);
    expect(await recomputed(tournament.id)).toEqual(all);
  });

  it('read current team names, not the ones of the last result', async () => {
    const { tournament, teams, matches } = await bracket(2, { roundType: 1 });
    expectOk(await c.report(matches[0].matchId, { games: gamesFor(1) }));
    await t.database.db
      .updateTable('teams')
      .set({ name: 'Renamed Since' })
      .where('id', '=', teams[0]!.teamId)
      .execute();
    const line = (await c.standings(tournament.id)).standings.find(
      (l: any) => l.participantId === teams[0]!.teamId,
    );
    expect(line.participantName).toBe('Renamed Since');
  });

  it('read names stored with the lines while nothing changed, and computed again when rows predate them', async () => {
    const { tournament, teams, matches } = await bracket(2, { roundType: 1 });
    expectOk(await c.report(matches[0].matchId, { games: gamesFor(1) }));
    const first = await c.standings(tournament.id);
    const rows = () =>
      t.database.db
        .selectFrom('duel_standings')
        .select(['scope', 'lines', 'participants'])
        .where('tournamentId', '=', tournament.id)
        .execute();
    const names = (participants: string | null) =>
      (JSON.parse(participants ?? 'null') as [string][] | null)?.map(([name]) => name);
    for (const row of await rows())
      expect(names(row.participants)?.sort()).toEqual(teams.map((team) => team.name).sort());
    // Rows stored before participants were kept (same read version) are computed again.
    await t.database.db
      .updateTable('duel_standings')
      .set({ participants: null })
      .where('tournamentId', '=', tournament.id)
      .execute();
    // Read past the HTTP answer cache, as the first read after an upgrade does.
    const read = await getDuelStandings(t.database.db, t.tenant.tenantId, tournament.id, {});
    expect(read.standings).toEqual(first.standings.map((l: any) => ({ ...l, isMe: false })));
    for (const row of await rows()) expect(row.participants).not.toBeNull();
  });

  it("read a solo participant's new display name", async () => {
    const { tournament } = await reportableBracket(t, 2, true);
    const before = (await c.standings(tournament.id)).standings[0];
    await t.database.db
      .updateTable('users')
      .set({ displayName: 'Renamed Player' })
      .where('id', '=', before.participantId)
      .execute();
    const read = await getDuelStandings(t.database.db, t.tenant.tenantId, tournament.id, {});
    const line = read.standings.find((l) => l.participantId === before.participantId);
    expect(line?.participantName).toBe('Renamed Player');
  });
});
