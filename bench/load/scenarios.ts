import type { DatasetIds } from '../data/generate.js';

export interface Scenario {
  name: string;
  /** Reads are also measured by `--growth`; writes change the data, so they run after every read. */
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  /** The n-th request of the run; `token` keeps the ids of one run apart from every other run's. */
  request(n: number, token: string): { path: string; body?: unknown };
}

const at = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** Every endpoint the benchmark drives, with requests spread over the generated ids. */
export function scenarios(ids: DatasetIds): Scenario[] {
  const base = '/api/v1';
  const reg = ids.registration;
  return [
    {
      name: 'tournament list',
      kind: 'read',
      method: 'GET',
      request: () => ({ path: `${base}/tournaments?pageSize=20` }),
    },
    {
      name: 'tournament list (externalUserId)',
      kind: 'read',
      method: 'GET',
      request: () => ({
        path: `${base}/tournaments?pageSize=20&externalUserId=${ids.viewerExternalId}`,
      }),
    },
    {
      name: 'tournament detail',
      kind: 'read',
      method: 'GET',
      request: (n) => ({ path: `${base}/tournaments/${at(ids.tournamentIds, n)}` }),
    },
    {
      name: 'duel matches page',
      kind: 'read',
      method: 'GET',
      request: (n) => ({
        path: `${base}/matches/duel?tournamentId=${ids.manyMatchesTournamentId}&pageSize=20&pageNumber=${1 + (n % 10)}`,
      }),
    },
    {
      name: 'duel standings',
      kind: 'read',
      method: 'GET',
      request: () => ({
        path: `${base}/tournaments/${ids.manyMatchesTournamentId}/duel/standings`,
      }),
    },
    {
      name: 'FFA assigned details',
      kind: 'read',
      method: 'GET',
      request: () => ({
        path: `${base}/tournaments/${ids.ffaTournamentId}/ffa/assigned-details?externalUserId=${ids.viewerExternalId}`,
      }),
    },
    {
      name: 'team detail',
      kind: 'read',
      method: 'GET',
      request: (n) => ({ path: `${base}/teams/${at(ids.teamIds, n)}` }),
    },
    {
      // Half new users, half updates of existing ones.
      name: 'user upsert',
      kind: 'write',
      method: 'POST',
      request: (n, token) => ({
        path: `${base}/external/users`,
        body:
          n % 2 === 0
            ? {
                externalId: `bench-${token}-${n}`,
                displayName: `Bench ${n}`,
                email: `bench${n}@example.com`,
              }
            : { externalId: at(ids.existingUserExternalIds, n), displayName: `Renamed ${n}` },
      }),
    },
    {
      name: 'team creation',
      kind: 'write',
      method: 'POST',
      request: (n, token) => ({
        path: `${base}/teams?externalId=bench-${token}-${n}&externalUserId=${at(ids.teamCreation.ownerExternalIds, n)}`,
        body: {
          name: `Bench Team ${n}`,
          gameId: ids.teamCreation.gameId,
          description: 'Made by the load benchmark',
        },
      }),
    },
    {
      // Every (tournament, team) pair once: the pool tournaments are emptied before each run.
      name: 'team registration',
      kind: 'write',
      method: 'POST',
      request: (n) => ({
        path: `${base}/tournaments/${at(reg.tournamentIds, n)}/registrations/teams/${at(reg.teamIds, Math.floor(n / reg.tournamentIds.length))}`,
        body: { applicationMessage: 'Load benchmark' },
      }),
    },
  ];
}
