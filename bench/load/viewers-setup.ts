/**
 * The viewers benchmark's data, made through the operator and integration APIs as an operator
 * and an organiser would: a tenant, a game, users with in-game ids, teams, and one published
 * round robin whose scheduled matches the run reports, one after another.
 */
import { createResultTournaments } from './setup.js';

export interface ViewedTournament {
  apiKey: string;
  tournamentId: string;
  shareSlug: string;
  /** The scheduled matches, in the order the run reports them. */
  matchIds: string[];
}

async function call<T>(
  url: string,
  auth: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300)
    throw new Error(`setup: ${method} ${path} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A round robin of `teams` teams: teams × (teams − 1) / 2 results to report. */
export async function setUpViewedTournament(
  url: string,
  adminToken: string,
  teams: number,
): Promise<ViewedTournament> {
  const admin = { authorization: `Bearer ${adminToken}` };
  const token = Date.now().toString(36);
  const tenant = await call<{ tenantId: string }>(url, admin, 'POST', '/admin/tenants', {
    name: 'Viewers Bench',
  });
  const { apiKey } = await call<{ apiKey: string }>(
    url,
    admin,
    'POST',
    `/admin/tenants/${tenant.tenantId}/api-keys`,
    { name: 'bench', scopes: ['integration', 'manage'] },
  );
  const game = await call<{ id: string }>(url, admin, 'POST', '/admin/games', { name: 'Arena' });
  const key = { 'x-api-key': apiKey };
  const teamIds: string[] = [];
  for (let i = 0; i < teams; i++) {
    await call(url, key, 'POST', '/external/users', {
      externalId: `viewer-owner-${i}`,
      username: `owner_${i}`,
    });
    await call(url, key, 'POST', `/external/user-game-ids?externalUserId=viewer-owner-${i}`, {
      gameId: game.id,
      userGameId: `owner#${i}`,
    });
    const team = await call<{ teamId: string }>(
      url,
      key,
      'POST',
      `/teams?externalId=viewer-team-${i}&externalUserId=viewer-owner-${i}`,
      { name: `Finalist ${i}`, gameId: game.id },
    );
    teamIds.push(team.teamId);
  }
  // One match is left unplayed: a completed league would lock its results.
  const league = await createResultTournaments(
    { url, apiKey },
    token,
    game.id,
    teamIds,
    1,
    teams,
    1,
  );
  const tournamentId = league.tournamentIds[0]!;
  const { shareSlug } = await call<{ shareSlug: string }>(
    url,
    key,
    'PUT',
    `/tournaments/${tournamentId}/publication`,
    { isPublic: true },
  );
  return { apiKey, tournamentId, shareSlug, matchIds: league.matchIds };
}
