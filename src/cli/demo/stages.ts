import type { DemoApi } from './api-client.js';
import type { DemoTeam } from './community.js';
import { createTournament, type DemoCatalogue } from './tournaments.js';

/**
 * A staged cup: two round-robin groups whose top two go into single-elimination playoffs. The
 * groups are played out, so the playoffs show the qualifiers seeded A1–B2, B1–A2 and wait for
 * their first result.
 */
export async function createStagedCup(api: DemoApi, catalogue: DemoCatalogue, teams: DemoTeam[]) {
  const id = await createTournament(api, catalogue, {
    gameId: catalogue.duel,
    matchType: 1,
    name: 'CS2 Groups to Playoffs',
    teams: teams.slice(0, 8),
    approve: 8,
    startsInDays: -2,
  });
  const { stages } = await api.tenant<{ stages: { roundId: string }[] }>(
    'PUT',
    `/tournaments/${id}/stages`,
    {
      stages: [
        {
          name: 'Group stage',
          roundType: 3,
          groupCount: 2,
          tiebreakers: ['headToHead', 'scoreDifference'],
          qualifiers: { perGroup: 2 },
        },
        { name: 'Playoffs', roundType: 1, bestOf: 3, thirdPlaceMatch: true },
      ],
    },
  );
  const groups = stages[0]!.roundId;
  await api.tenant('POST', `/rounds/${groups}/generate`, {
    seeding: { mode: 'random', randomSeed: 2027 },
  });
  const { matches } = await api.tenant<{ matches: { matchId: string }[] }>(
    'GET',
    `/matches/duel?tournamentId=${id}&roundId=${groups}&matchStatus=1&pageSize=100`,
  );
  for (const [i, match] of matches.entries()) {
    const upset = i % 5 === 4;
    await api.tenant('POST', `/matches/${match.matchId}/result`, {
      games: [{ participant1Score: upset ? 8 : 13, participant2Score: upset ? 13 : 8 - (i % 4) }],
    });
  }
  return id;
}
