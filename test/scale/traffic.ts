import { randomBytes } from 'node:crypto';
import { inParallel, type ApiClient } from './processes.js';

/** The API process to send the i-th request of a step to: tests alternate between them. */
export type Via = (i: number) => ApiClient;

export const TEAMS = 30;
export const MEMBERS_PER_TEAM = 2; // besides the owner
export const USERS = TEAMS * (1 + MEMBERS_PER_TEAM);
export const REGISTERED = 8;
const APPROVED = 4;
/** The events the traffic below makes, by name. */
export const EXPECTED_EVENTS = {
  'team.created': TEAMS,
  'team.member_joined': TEAMS * MEMBERS_PER_TEAM,
  'tournament.updated': 1,
  'registration.created': REGISTERED,
  'registration.updated': APPROVED,
};
/** The external ids of team i's members after joinTeams, owner first. */
export const membersOf = (team: number) => [
  `u-${team}`,
  ...Array.from({ length: MEMBERS_PER_TEAM }, (_, j) => `u-${TEAMS + team + j * TEAMS}`),
];

export interface Tenant {
  apiKey: string;
  gameId: string;
  currencyId: string;
}

/** Through the operator API: a tenant with an integration + manage key, a game, a currency. */
export async function setUpTenant(
  via: Via,
  adminToken: string,
  name = 'Scale Out',
): Promise<Tenant> {
  const key = `admin:${adminToken}`;
  const tenant = await via(0).call('POST', '/admin/tenants', { key, body: { name } });
  const { apiKey } = await via(1).call('POST', `/admin/tenants/${tenant.tenantId}/api-keys`, {
    key,
    body: { name: 'scale', scopes: ['integration', 'manage'] },
  });
  const game = await via(0).call('POST', '/admin/games', {
    key,
    body: { name: `${name} Arena` },
  });
  const currency = await via(1).call('POST', '/admin/currencies', {
    key,
    body: { code: `S${randomBytes(3).toString('hex')}`, name: 'Scale Coin', symbol: 'S' },
  });
  return { apiKey, gameId: game.id, currencyId: currency.currencyId };
}

/** USERS users with an in-game id, and TEAMS teams owned by the first ones; the team ids. */
export async function createUsersAndTeams(via: Via, { apiKey, gameId }: Tenant) {
  await inParallel(USERS, 8, async (i) => {
    await via(i).call('POST', '/external/users', {
      key: apiKey,
      body: { externalId: `u-${i}`, username: `user_${i}` },
    });
    await via(i + 1).call('POST', `/external/user-game-ids?externalUserId=u-${i}`, {
      key: apiKey,
      body: { gameId, userGameId: `player#${i}` },
    });
  });
  const teamIds: string[] = [];
  await inParallel(TEAMS, 8, async (i) => {
    const team = await via(i).call('POST', `/teams?externalId=team-${i}&externalUserId=u-${i}`, {
      key: apiKey,
      body: { name: `Team ${i}`, gameId },
    });
    teamIds[i] = team.teamId;
  });
  return teamIds;
}

/** Every other user joins a team through an invite, issued by one process and used on the other. */
export async function joinTeams(via: Via, { apiKey }: Tenant, teamIds: string[]) {
  await inParallel(TEAMS * MEMBERS_PER_TEAM, 8, async (k) => {
    const team = k % TEAMS;
    const invite = await via(k).call(
      'POST',
      `/teams/${teamIds[team]}/invites?externalUserId=u-${team}`,
      { key: apiKey, body: {} },
    );
    await via(k + 1).call(
      'POST',
      `/teams/invites/${invite.token}/join?externalUserId=u-${TEAMS + k}`,
      { key: apiKey },
    );
  });
}

/** A tournament, published, with REGISTERED teams registered and APPROVED of them approved. */
export async function runTournament(via: Via, tenant: Tenant, teamIds: string[]) {
  const { apiKey, gameId, currencyId } = tenant;
  const tournament = await via(0).call('POST', '/tournaments', {
    key: apiKey,
    body: {
      tournamentName: 'Scale Cup',
      gameId,
      enrollmentLimit: 16,
      minTeamMembers: 1,
      maxTeamMembers: 5,
      startTime: '2031-05-10T12:00:00Z',
      endTime: '2031-05-12T12:00:00Z',
      registrationDeadline: '2031-05-09T12:00:00Z',
      matchType: 1,
      teamType: '3v3',
      color: '#1A2B3C',
      entryFeeCurrencyId: currencyId,
      prizePoolCurrencyId: currencyId,
    },
  });
  const id = tournament.tournamentId as string;
  await via(1).call('POST', `/tournaments/${id}/status`, { key: apiKey, body: { status: 1 } });
  const registrations: string[] = [];
  await inParallel(REGISTERED, 4, async (i) => {
    const r = await via(i).call(
      'POST',
      `/tournaments/${id}/registrations/teams/${teamIds[i]}?externalUserId=u-${i}`,
      { key: apiKey, body: {} },
    );
    registrations[i] = r.registrationId;
  });
  await inParallel(APPROVED, 4, async (i) => {
    await via(i + 1).call('POST', `/tournaments/${id}/registrations/${registrations[i]}/approve`, {
      key: apiKey,
      body: { seed: i + 1 },
    });
  });
}
