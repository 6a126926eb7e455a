import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';

export type Round = Schemas['Round'];
export type CreateRoundBody = Schemas['CreateRoundRequest'];
export type Seeding = NonNullable<Schemas['GenerateRoundRequest']['seeding']>;

const roundKeys = {
  ofTournament: (tournamentId: string) => ['tournaments', 'rounds', tournamentId] as const,
  detail: (roundId: string) => ['rounds', roundId] as const,
};

const fetchRound = (roundId: string) =>
  unwrap(api.GET('/api/v1/rounds/{roundId}', { params: { path: { roundId } } }));

export function useTournamentRounds(tournamentId: string) {
  return useQuery({
    queryKey: roundKeys.ofTournament(tournamentId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{tournamentId}/rounds', {
          params: { path: { tournamentId }, query: { includeDrafts: true } },
        }),
      ),
  });
}

export function useRound(roundId: string) {
  return useQuery({ queryKey: roundKeys.detail(roundId), queryFn: () => fetchRound(roundId) });
}

export function useCreateRound(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoundBody) =>
      unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/rounds', {
          params: { path: { tournamentId } },
          body,
        }),
      ),
    onSuccess: (round) => {
      queryClient.setQueryData(roundKeys.detail(round.id), round);
      return queryClient.invalidateQueries({ queryKey: roundKeys.ofTournament(tournamentId) });
    },
  });
}

export function useGenerateRound(tournamentId: string, roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // No seeding: the server's default order (the seeds given on approval, then registration order).
    mutationFn: (seeding?: Seeding) =>
      unwrap(
        api.POST('/api/v1/rounds/{roundId}/generate', {
          params: { path: { roundId } },
          body: seeding ? { seeding } : {},
        }),
      ),
    onSuccess: (round) => {
      queryClient.setQueryData(roundKeys.detail(round.id), round);
      return queryClient.invalidateQueries({ queryKey: roundKeys.ofTournament(tournamentId) });
    },
  });
}

export function useDuelStandings(tournamentId: string, roundId: string | null) {
  return useQuery({
    queryKey: ['tournaments', 'standings', tournamentId, roundId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{tournamentId}/duel/standings', {
          params: { path: { tournamentId }, query: roundId ? { roundId } : {} },
        }),
      ),
  });
}
