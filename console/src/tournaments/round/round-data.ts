import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';
import { useTournament } from '../api/tournaments';

/** Query hooks of the round page: the round, its matches or lobbies, standings and seeds. */

export type ApiMatch = Schemas['Match'];
export type ApiRound = Schemas['Round'];

// Same prefix as the round's own query elsewhere in the section, so one invalidation covers both.
const roundDataKeys = {
  round: (roundId: string) => ['rounds', roundId] as const,
  matches: (roundId: string) => ['rounds', roundId, 'matches'] as const,
  standings: (roundId: string) => ['rounds', roundId, 'standings'] as const,
  groups: (roundId: string) => ['rounds', roundId, 'groups'] as const,
  seeds: (tournamentId: string) => ['tournaments', 'seeds', tournamentId] as const,
};

const PAGE_SIZE = 100;

/** Every page of a paginated list, one after another (a 256-team bracket is three pages). */
async function allPages<T>(
  page: (pageNumber: number) => Promise<{ items: T[]; totalPages: number }>,
) {
  const first = await page(1);
  const items = [...first.items];
  for (let pageNumber = 2; pageNumber <= first.totalPages; pageNumber++) {
    items.push(...(await page(pageNumber)).items);
  }
  return items;
}

export function useRound(roundId: string) {
  return useQuery({
    queryKey: roundDataKeys.round(roundId),
    queryFn: () => unwrap(api.GET('/api/v1/rounds/{roundId}', { params: { path: { roundId } } })),
  });
}

export function useRoundMatches(tournamentId: string, roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: roundDataKeys.matches(roundId),
    enabled,
    queryFn: () =>
      allPages(async (pageNumber) => {
        const page = await unwrap(
          api.GET('/api/v1/matches/duel', {
            params: { query: { tournamentId, roundId, pageNumber, pageSize: PAGE_SIZE } },
          }),
        );
        return { items: page.matches, totalPages: page.totalPages };
      }),
  });
}

export function useRoundStandings(tournamentId: string, roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: roundDataKeys.standings(roundId),
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{tournamentId}/duel/standings', {
          params: { path: { tournamentId }, query: { roundId } },
        }),
      ),
  });
}

/** Each lobby of an FFA round with its leaderboard. */
export function useRoundGroups(roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: roundDataKeys.groups(roundId),
    enabled,
    queryFn: async () => {
      const groups = await allPages((pageNumber) =>
        unwrap(
          api.GET('/api/v1/groups', {
            params: { query: { roundId, pageNumber, pageSize: PAGE_SIZE } },
          }),
        ),
      );
      return Promise.all(
        groups.map(async (group) => ({
          group,
          standings: await unwrap(
            api.GET('/api/v1/groups/{groupId}/standings', {
              params: { path: { groupId: group.id } },
            }),
          ),
        })),
      );
    },
  });
}

/** Seeds of the approved registrations, shown on the cards; the drawing works without them. */
export function useSeeds(tournamentId: string) {
  return useQuery({
    queryKey: roundDataKeys.seeds(tournamentId),
    queryFn: async () => {
      const registrations = await allPages((pageNumber) =>
        unwrap(
          api.GET('/api/v1/tournaments/{tournamentId}/registrations', {
            params: {
              path: { tournamentId },
              query: { status: 2, pageNumber, pageSize: PAGE_SIZE },
            },
          }),
        ),
      );
      return new Map(registrations.map((r) => [r.participantId, r.seed]));
    },
  });
}

/** The maps of the tournament's game, in the catalogue's order, to offer when entering a result. */
export function useGameMapNames(tournamentId: string) {
  const gameId = useTournament(tournamentId).data?.gameId;
  return useQuery({
    queryKey: ['games', gameId, 'maps'],
    enabled: gameId !== undefined,
    queryFn: async () => {
      const maps = await unwrap(
        api.GET('/api/v1/games/{gameId}/maps', { params: { path: { gameId: gameId! } } }),
      );
      return maps.map((map) => map.name);
    },
    // The catalogue changes rarely, and only through the operator.
    staleTime: 5 * 60_000,
  });
}

/** After a result the bracket, the standings and the tournament (winner, status) may change. */
export function useRefreshRound(roundId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['rounds', roundId] }),
      queryClient.invalidateQueries({ queryKey: ['tournaments'] }),
    ]);
}

export function usePairNextStage(roundId: string) {
  const refresh = useRefreshRound(roundId);
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/v1/rounds/{roundId}/next-stage', { params: { path: { roundId } } })),
    onSuccess: refresh,
  });
}
