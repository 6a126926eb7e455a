import { apiData, unique } from '../helpers/server.js';
import { registerTeamThroughApi } from './tournament-pages.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Placement 10 / 6 / 4 / 2 points, one per finish, half per knock. */
const POINTS_SYSTEM = {
  pointsPerFinish: 1,
  pointsPerKnock: 0.5,
  placementPoints: { '1': 10, '2': 6, '3': 4, '4': 2 },
};

/**
 * A published tournament whose teams signed up through the integration API and were approved
 * with seeds 1..n in the order given: the state an organiser generates a round from.
 */
export async function publishedTournamentWithTeams(
  key: string,
  gameId: string,
  teamNames: string[],
  matchType: 1 | 2,
) {
  const tournament = await apiData('POST', '/tournaments', {
    key,
    body: {
      tournamentName: unique(matchType === 2 ? 'FFA Night' : 'Double Cup'),
      gameId,
      enrollmentLimit: teamNames.length,
      maxTeamMembers: 3,
      minTeamMembers: 1,
      startTime: inDays(3),
      endTime: inDays(4),
      registrationDeadline: inDays(2),
      matchType,
      teamType: 'squad',
      color: '#3b5bdb',
      pointsSystem: POINTS_SYSTEM,
    },
  });
  const tournamentId = tournament.tournamentId as string;
  await apiData('POST', `/tournaments/${tournamentId}/status`, {
    key,
    expect: 200,
    body: { status: 1 },
  });
  const suffix = unique('').trim();
  const teamIds: string[] = [];
  for (const name of teamNames) {
    teamIds.push(await registerTeamThroughApi(key, gameId, tournamentId, `${name} ${suffix}`));
  }
  const registrations = await apiData(
    'GET',
    `/tournaments/${tournamentId}/registrations?pageSize=100`,
    { key },
  );
  for (const [index, teamId] of teamIds.entries()) {
    const registration = registrations.items.find(
      (r: { participantId: string }) => r.participantId === teamId,
    );
    await apiData(
      'POST',
      `/tournaments/${tournamentId}/registrations/${registration.registrationId}/approve`,
      { key, expect: 200, body: { seed: index + 1 } },
    );
  }
  return { tournamentId, teamIds, suffix };
}

/** Creates a round and generates it with the approved seeds (the tournament starts). */
export async function generatedRound(
  key: string,
  tournamentId: string,
  teamIds: string[],
  body: Record<string, unknown>,
) {
  const round = await apiData('POST', `/tournaments/${tournamentId}/rounds`, {
    key,
    body: { roundName: 'Main stage', startDate: inDays(3), endDate: inDays(4), ...body },
  });
  const seeds = Object.fromEntries(teamIds.map((id, index) => [id, index + 1]));
  await apiData('POST', `/rounds/${round.id}/generate`, {
    key,
    expect: 200,
    body: { seeding: { mode: 'explicit', seeds } },
  });
  return round.id as string;
}
