/**
 * Every write the benchmark sends, as the i-th request of its kind: one home for the
 * per-endpoint runs (lists for wrk) and for the paced writer of the mixed workload. Each one
 * is a real change: new users and teams get ids of their own, registrations and joins never
 * repeat a pair, and a result reported again (once every match of the pool had one) is a
 * correction to the other winner, never a no-op.
 */
import type { PlannedRequest } from './wrk.js';

export const WRITE_KINDS = [
  'user upsert',
  'team creation',
  'team join',
  'team registration',
  'duel result report',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** What the writes draw on: the data set's ids and what `setup.ts` created through the API. */
export interface WritePools {
  /** Keeps this run's new user and team ids apart from every other run's. */
  token: string;
  existingUserExternalIds: string[];
  /** Users with an in-game id for `gameId`: team owners and joiners. */
  gameUserExternalIds: string[];
  gameId: string;
  /** Upcoming tournaments with room for every team of `teamIds`. */
  registration: { tournamentIds: string[]; teamIds: string[] };
  /** Teams with room for 99 members, an invite each; `owner` indexes `gameUserExternalIds`. */
  joinTeams: { teamId: string; token: string; owner: number }[];
  /** Scheduled round-robin matches of ongoing tournaments (best of 1). */
  resultMatchIds: string[];
}

/** Joins per team: distinct users, none of them the owner, within the team's 100 places. */
export const JOINS_PER_TEAM = 50;

/** How the ceiling recognises each kind's requests (path and query). */
export const WRITE_PATTERNS: Record<WriteKind, RegExp> = {
  'user upsert': /^\/api\/v1\/external\/users$/,
  'team creation': /^\/api\/v1\/teams\?/,
  'team join': /^\/api\/v1\/teams\/invites\/[^/]+\/join/,
  'team registration': /^\/api\/v1\/tournaments\/[^/]+\/registrations\/teams\//,
  'duel result report': /^\/api\/v1\/matches\/[^/]+\/result$/,
};

const at = <T>(items: readonly T[], n: number): T => {
  if (items.length === 0) throw new Error('empty write pool');
  return items[n % items.length] as T;
};
const base = '/api/v1';

export function writeRequest(kind: WriteKind, i: number, p: WritePools): PlannedRequest {
  switch (kind) {
    case 'user upsert': {
      // Half new users, half updates of existing ones. Names carry the run's token, so a run
      // repeated on the same data set sends the same writes as the first: a new user's username
      // is derived from its name (one an earlier run took would take the clash path), and an
      // update to the name an earlier run gave would change nothing.
      const externalId =
        i % 2 === 0 ? `bench-${p.token}-${i}` : at(p.existingUserExternalIds, i >> 1);
      const body =
        i % 2 === 0
          ? { externalId, displayName: `Bench ${p.token} ${i}`, email: `bench${i}@example.com` }
          : { externalId, displayName: `Renamed ${p.token} ${i}` };
      return {
        method: 'POST',
        path: `${base}/external/users`,
        status: 200,
        expect: `"externalId":"${externalId}"`,
        body,
      };
    }
    case 'team creation': {
      const externalId = `bench-${p.token}-${i}`;
      return {
        method: 'POST',
        path: `${base}/teams?externalId=${externalId}&externalUserId=${at(p.gameUserExternalIds, i)}`,
        status: 200,
        expect: `"externalId":"${externalId}"`,
        body: {
          name: `Bench Team ${i}`,
          gameId: p.gameId,
          description: 'Made by the load benchmark',
        },
      };
    }
    case 'team join': {
      const team = at(p.joinTeams, Math.floor(i / JOINS_PER_TEAM));
      const user = at(p.gameUserExternalIds, team.owner + 1 + (i % JOINS_PER_TEAM));
      return {
        method: 'POST',
        path: `${base}/teams/invites/${team.token}/join?externalUserId=${user}`,
        status: 200,
        expect: `"teamId":"${team.teamId}"`,
      };
    }
    case 'team registration': {
      const { tournamentIds, teamIds } = p.registration;
      const tournamentId = at(tournamentIds, i);
      const teamId = at(teamIds, Math.floor(i / tournamentIds.length));
      return {
        method: 'POST',
        path: `${base}/tournaments/${tournamentId}/registrations/teams/${teamId}`,
        status: 200,
        expect: `"participantId":"${teamId}"`,
        body: { applicationMessage: 'Load benchmark' },
      };
    }
    case 'duel result report': {
      const matchId = at(p.resultMatchIds, i);
      // Each pass over the pool reports the other winner: a correction, never the same result.
      const p1Wins = (i + Math.floor(i / p.resultMatchIds.length)) % 2 === 0;
      return {
        method: 'POST',
        path: `${base}/matches/${matchId}/result`,
        status: 200,
        expect: `"matchId":"${matchId}"`,
        body: {
          games: [
            p1Wins
              ? { participant1Score: 13, participant2Score: 7 + (i % 5), mapName: 'Mirage' }
              : { participant1Score: 6 + (i % 5), participant2Score: 13, mapName: 'Inferno' },
          ],
        },
      };
    }
  }
}

/** The n-th write of a stream that takes the kinds in turn; `n` counts across a whole run. */
export function mixedWrite(n: number, p: WritePools): PlannedRequest & { kind: WriteKind } {
  const kind = WRITE_KINDS[n % WRITE_KINDS.length] as WriteKind;
  return { ...writeRequest(kind, Math.floor(n / WRITE_KINDS.length), p), kind };
}
