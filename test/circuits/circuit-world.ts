import { newTeam, newTournament, registerTeam } from '../helpers/tournament-factories.js';
import { expectOk, type TestApp } from '../helpers/test-app.js';
import { client, playAll } from '../property/bracket-client.js';
import { newGame } from '../helpers/factories.js';

export type Team = { teamId: string; name: string };

/**
 * A single-elimination tournament of `seeds` (seed order), played to the end with the team
 * earlier in `strength` winning every match. Four teams: 1st, 2nd and a shared 3rd–4th.
 */
export async function playedCup(
  t: TestApp,
  gameId: string,
  seeds: readonly Team[],
  strength: readonly Team[],
  { play = true } = {},
) {
  const c = client(t);
  const { tenantId } = t.tenant;
  const tournament = await newTournament(t.database.db, tenantId, { gameId });
  for (const team of seeds) await registerTeam(t.database.db, tenantId, tournament.id, team);
  const round = await c.createRound(tournament.id, { roundType: 1 });
  const explicit = Object.fromEntries(seeds.map((team, i) => [team.teamId, i + 1]));
  expectOk(await c.generate(round.id, { seeding: { mode: 'explicit', seeds: explicit } }));
  const rank = new Map(strength.map((team, i) => [team.teamId, i]));
  const finish = () =>
    playAll(c, tournament.id, round.id, (m) =>
      rank.get(m.duelDetail.participant1Id)! < rank.get(m.duelDetail.participant2Id)! ? 1 : 2,
    );
  if (play) await finish();
  return { tournamentId: tournament.id, finish };
}

/** Four teams of one game of the test tenant. */
export async function fourTeams(t: TestApp) {
  const { gameId } = await newGame(t.database.db);
  const teams: Team[] = [];
  for (let i = 0; i < 4; i++) teams.push(await newTeam(t.database.db, t.tenant.tenantId, gameId));
  return { gameId, teams };
}
