/**
 * The organiser runs a tournament from start to champion: it creates it, lets teams in, draws the
 * bracket and reports results. Its key needs the `manage` scope (and `integration`, which this
 * example also uses to create the players and their teams an integrator would bring).
 * Run it with `TOURNEY_URL=… TOURNEY_API_KEY=… TOURNEY_GAME_ID=… npx tsx organiser.ts`.
 */
import { fileURLToPath } from 'node:url';
import { createClient, type TourneyClient } from '@tourney/client';

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

/** Runs a single-elimination tournament of `teamCount` teams to its champion. */
export async function runTournament(
  tourney: TourneyClient,
  {
    gameId,
    teamCount = 4,
    log = console.log,
  }: { gameId: string; teamCount?: number; log?: (line: string) => void },
): Promise<{ tournamentId: string; champion: string }> {
  const run = Date.now().toString(36);
  const tournament = await tourney.call('createTournament', {
    body: {
      tournamentName: `Example Cup ${run}`,
      gameId,
      matchType: 1,
      teamType: '1v1',
      enrollmentLimit: teamCount,
      minTeamMembers: 1,
      maxTeamMembers: 1,
      color: '#2B6CB0',
      registrationDeadline: days(6),
      startTime: days(7),
      endTime: days(8),
    },
  });
  const tournamentId = tournament.tournamentId;
  await tourney.call('changeTournamentStatus', {
    params: { path: { tournamentId } },
    body: { status: 1 }, // Draft → Upcoming: open for registrations
  });
  log(`Created and opened ${tournament.tournamentName}`);

  for (let seed = 1; seed <= teamCount; seed++) {
    const owner = `example-${run}-player-${seed}`;
    await tourney.call('registerUser', {
      body: { externalId: owner, displayName: `Player ${seed}` },
    });
    await tourney.call('linkUserGameId', {
      params: { query: { externalUserId: owner } },
      body: { gameId, userGameId: `player${seed}#${run}` },
    });
    const team = await tourney.call('createTeam', {
      params: { query: { externalId: `example-${run}-team-${seed}`, externalUserId: owner } },
      body: { name: `Team ${seed} ${run}`, gameId },
    });
    const { registrationId } = await tourney.call('registerTeam', {
      params: { path: { tournamentId, teamId: team.teamId }, query: { externalUserId: owner } },
      body: {},
    });
    await tourney.call('approveRegistration', {
      params: { path: { tournamentId, registrationId } },
      body: { seed },
    });
  }
  log(`${teamCount} teams registered and approved`);

  const round = await tourney.call('createRound', {
    params: { path: { tournamentId } },
    body: { roundName: 'Playoffs', roundType: 1, startDate: days(7), endDate: days(8) },
  });
  await tourney.call('generateRound', { params: { path: { roundId: round.id } }, body: {} });
  log('Bracket drawn');

  // Each result advances the bracket; the final's completes the tournament.
  for (;;) {
    const { winnerTeamName } = await tourney.call('getTournament', {
      params: { path: { id: tournamentId } },
    });
    if (winnerTeamName) return { tournamentId, champion: winnerTeamName };
    const playable = await tourney.call('listDuelMatches', {
      params: { query: { tournamentId, matchStatus: 1, pageSize: 100 } },
    });
    if (playable.matches.length === 0) throw new Error('No match left to play, and no champion');
    for (const match of playable.matches) {
      await tourney.call('reportMatchResult', {
        params: { path: { matchId: match.matchId } },
        body: { games: [{ participant1Score: 13, participant2Score: 9, mapName: 'Harbour' }] },
      });
      log(`${match.duelDetail.participant1Name} beat ${match.duelDetail.participant2Name}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tourney = createClient({
    baseUrl: process.env.TOURNEY_URL ?? 'http://127.0.0.1:3000',
    apiKey: process.env.TOURNEY_API_KEY,
  });
  const { champion } = await runTournament(tourney, { gameId: process.env.TOURNEY_GAME_ID! });
  console.log(`Champion: ${champion}`);
}
