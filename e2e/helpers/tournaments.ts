import { apiData, seedCatalogue, unique } from './server.js';

/** A draft tournament of the key's tenant, made through the API. */
export async function createTournament(key: string, name = unique('Cup')) {
  const { gameId } = await seedCatalogue();
  const day = 24 * 3600 * 1000;
  const start = Date.now() + 30 * day;
  return apiData('POST', '/tournaments', {
    key,
    body: {
      tournamentName: name,
      gameId,
      enrollmentLimit: 8,
      minTeamMembers: 1,
      maxTeamMembers: 5,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + day).toISOString(),
      registrationDeadline: new Date(start - day).toISOString(),
      matchType: 1,
      teamType: '5v5',
      color: '#2B6CB0',
    },
  }) as Promise<{ id: string; tournamentName: string }>;
}
