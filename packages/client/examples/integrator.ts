/**
 * The integrator connects a game, a community site or a launcher to Tourney: its users, their
 * teams, registrations, and what happens in the tournaments they play. Its key needs the
 * `integration` scope. Run it with
 * `TOURNEY_URL=… TOURNEY_API_KEY=… TOURNEY_GAME_ID=… npx tsx integrator.ts`.
 */
import { fileURLToPath } from 'node:url';
import { createClient, TourneyError, type TourneyClient } from '@tourney/client';

/**
 * Signs a player up with a team, and registers the team for the first upcoming tournament of the
 * game that still takes teams. Resolves to that tournament's name, or undefined when none does.
 */
export async function signUpAndRegister(
  tourney: TourneyClient,
  { gameId, player }: { gameId: string; player: string },
): Promise<string | undefined> {
  // Your user id is the externalId: Tourney keeps its own ids out of your way.
  await tourney.call('registerUser', { body: { externalId: player, displayName: player } });
  // A team of a game needs its owner's account in that game.
  await tourney.call('linkUserGameId', {
    params: { query: { externalUserId: player } },
    body: { gameId, userGameId: `${player}#1` },
  });
  const team = await tourney.call('createTeam', {
    params: { query: { externalId: `${player}-team`, externalUserId: player } },
    body: { name: `${player}'s team`, gameId },
  });

  // Every page of upcoming tournaments of the game, one item at a time.
  const upcoming = tourney.items('listTournaments', {
    params: { query: { gameId, status: 1, externalUserId: player } },
  });
  for await (const tournament of upcoming) {
    try {
      await tourney.call('registerTeam', {
        params: {
          path: { tournamentId: tournament.tournamentId, teamId: team.teamId },
          query: { externalUserId: player },
        },
        body: { applicationMessage: 'Ready to play' },
      });
      return tournament.tournamentName;
    } catch (error) {
      // A full tournament, a closed registration…: the rule's reason says which. Try the next.
      if (!(error instanceof TourneyError) || error.status !== 409) throw error;
      console.warn(`${tournament.tournamentName}: ${error.reason ?? error.message}`);
    }
  }
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tourney = createClient({
    baseUrl: process.env.TOURNEY_URL ?? 'http://127.0.0.1:3000',
    apiKey: process.env.TOURNEY_API_KEY,
  });
  const player = `example-player-${Date.now().toString(36)}`;
  const registered = await signUpAndRegister(tourney, {
    gameId: process.env.TOURNEY_GAME_ID!,
    player,
  });
  console.log(registered ? `${player} registered for ${registered}` : 'No tournament takes teams');
}
