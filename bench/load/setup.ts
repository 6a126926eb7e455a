/**
 * What the writes need that a data set does not hold, made through the API as an integrator
 * and an organiser would, so every table and event the server keeps stays consistent:
 * teams with open places and an invite each (joins), and ongoing round-robin tournaments whose
 * matches are all scheduled (result reports).
 */
import { send } from './capture.js';

interface Api {
  url: string;
  apiKey: string;
}

async function call<T>(api: Api, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await send(api.url, api.apiKey, { method, path: `/api/v1${path}`, body });
  const text = res.bytes.toString('utf8');
  if (res.status >= 300)
    throw new Error(`setup: ${method} ${path} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Runs `task` over `items`, `concurrency` at a time, keeping their order. */
async function inTurn<T, R>(
  items: T[],
  concurrency: number,
  task: (item: T, i: number) => Promise<R>,
) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

/** `count` teams of 100 places owned by `owners[k]`, each with a 30-day invite. */
export async function createJoinTeams(
  api: Api,
  token: string,
  gameId: string,
  owners: string[],
  count: number,
) {
  return inTurn(
    Array.from({ length: count }, (_, k) => k),
    4,
    async (k) => {
      const owner = (k * 7) % owners.length;
      const ownerId = owners[owner] as string;
      const team = await call<{ teamId: string }>(
        api,
        'POST',
        `/teams?externalId=bench-${token}-join-${k}&externalUserId=${ownerId}`,
        { name: `Open Squad ${k}`, gameId, teamSize: 100 },
      );
      const invite = await call<{ token: string }>(
        api,
        'POST',
        `/teams/${team.teamId}/invites?externalUserId=${ownerId}`,
        { expiresInHours: 720 },
      );
      return { teamId: team.teamId, token: invite.token, owner };
    },
  );
}

const DAY = 86_400_000;

/**
 * How the leagues a run sets up are named. They stay in the data set after the run; the read
 * plan leaves them out (`planReads` reads this run's own), so URLs do not pile up run after run.
 */
export const RESULT_LEAGUE_NAME = 'Bench League';

/**
 * `count` ongoing tournaments, each a single-leg round robin (best of 1) of `teams` teams:
 * created, published, registered, approved, generated. Returns their ids and the scheduled
 * matches, taken from each tournament in turn so that consecutive reports hit different ones;
 * the last `keepUnplayed` of each are left out, so that no league completes (and locks).
 */
export async function createResultTournaments(
  api: Api,
  token: string,
  gameId: string,
  teamIds: string[],
  count: number,
  teams = 16,
  keepUnplayed = 0,
) {
  const now = Date.now();
  const tournaments = await inTurn(
    Array.from({ length: count }, (_, k) => k),
    2,
    async (k) => {
      const { tournamentId } = await call<{ tournamentId: string }>(api, 'POST', '/tournaments', {
        tournamentName: `${RESULT_LEAGUE_NAME} ${token} #${k + 1}`,
        gameId,
        matchType: 1,
        teamType: '5v5',
        color: '#2B6CB0',
        enrollmentLimit: teams,
        minTeamMembers: 1,
        maxTeamMembers: 5,
        startTime: new Date(now + 2 * DAY).toISOString(),
        endTime: new Date(now + 9 * DAY).toISOString(),
        registrationDeadline: new Date(now + DAY).toISOString(),
        rules: { checkIn: '15 minutes before' },
      });
      await call(api, 'POST', `/tournaments/${tournamentId}/status`, { status: 1 });
      const field = Array.from(
        { length: teams },
        (_, i) => teamIds[(k * teams + i) % teamIds.length] as string,
      );
      for (const [seed, teamId] of field.entries()) {
        const { registrationId } = await call<{ registrationId: string }>(
          api,
          'POST',
          `/tournaments/${tournamentId}/registrations/teams/${teamId}`,
          { applicationMessage: 'League entry' },
        );
        await call(
          api,
          'POST',
          `/tournaments/${tournamentId}/registrations/${registrationId}/approve`,
          {
            seed: seed + 1,
          },
        );
      }
      const round = await call<{ id: string }>(api, 'POST', `/tournaments/${tournamentId}/rounds`, {
        roundName: 'League',
        roundType: 3,
        legs: 1,
        bestOf: 1,
        startDate: new Date(now + 2 * DAY).toISOString(),
        endDate: new Date(now + 9 * DAY).toISOString(),
      });
      await call(api, 'POST', `/rounds/${round.id}/generate`, {});
      const matchIds: string[] = [];
      for (let page = 1; ; page++) {
        const data = await call<{ matches: { matchId: string }[]; totalPages: number }>(
          api,
          'GET',
          `/matches/duel?tournamentId=${tournamentId}&matchStatus=1&pageSize=100&pageNumber=${page}`,
        );
        matchIds.push(...data.matches.map((m) => m.matchId));
        if (page >= data.totalPages) break;
      }
      return { tournamentId, matchIds: matchIds.slice(0, matchIds.length - keepUnplayed) };
    },
  );
  const matchIds: string[] = [];
  const longest = Math.max(0, ...tournaments.map((t) => t.matchIds.length));
  for (let i = 0; i < longest; i++)
    for (const t of tournaments) if (i < t.matchIds.length) matchIds.push(t.matchIds[i] as string);
  return { tournamentIds: tournaments.map((t) => t.tournamentId), matchIds };
}
