import type { DemoApi } from './api-client.js';
import type { DemoTeam } from './community.js';
import { createTournament, type DemoCatalogue } from './tournaments.js';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/**
 * A full cup starting in an hour, with check-in open and a waitlist: four places for six teams,
 * so two wait; the four approved ones show every check-in state (a member checked in, the owner
 * checked in, the organiser checked one in, one not yet); then a team withdraws and the first on
 * the waitlist takes its place, leaving one team waiting.
 */
export async function createCheckInCup(
  api: DemoApi,
  catalogue: DemoCatalogue,
  duelTeams: DemoTeam[],
) {
  const teams = duelTeams.slice(0, 6);
  const id = await createTournament(api, catalogue, {
    gameId: catalogue.duel,
    matchType: 1,
    name: 'CS2 Night Cup',
    teams,
    approve: 4,
    startsInDays: 1,
    extra: {
      enrollmentLimit: 4,
      waitlistEnabled: true,
      checkInWindowMinutes: 120,
      registrationDeadline: inMinutes(45),
      startTime: inMinutes(60),
      endTime: inMinutes(300),
      prizePool: 0,
      entryFeeCurrencyId: null,
      prizePoolCurrencyId: null,
    },
  });
  const [first, second, third] = teams as [DemoTeam, DemoTeam, DemoTeam];
  const checkIn = (team: DemoTeam, externalUserId: string) =>
    api.tenant(
      'POST',
      `/tournaments/${id}/registrations/teams/${team.teamId}/check-in?externalUserId=${externalUserId}`,
    );
  await checkIn(first, first.memberExternalIds[0] ?? first.ownerExternalId);
  await checkIn(second, second.ownerExternalId);
  const { items } = await api.tenant<{
    items: { registrationId: string; participantId: string }[];
  }>('GET', `/tournaments/${id}/registrations?pageSize=100`);
  const thirdReg = items.find((r) => r.participantId === third.teamId);
  if (thirdReg)
    await api.tenant(
      'POST',
      `/tournaments/${id}/registrations/${thirdReg.registrationId}/check-in`,
    );
  const leaving = teams[3] as DemoTeam;
  await api.tenant(
    'DELETE',
    `/tournaments/${id}/registrations/teams/${leaving.teamId}?externalUserId=${leaving.ownerExternalId}`,
  );
  return id;
}
