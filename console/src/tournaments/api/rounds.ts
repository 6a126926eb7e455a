import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';

export type Round = Schemas['Round'];
export type CreateRoundBody = Schemas['CreateRoundRequest'];
export type Seeding = NonNullable<Schemas['GenerateRoundRequest']['seeding']>;

const roundKeys = {
  ofTournament: (tournamentId: string) => ['tournaments', 'rounds', tournamentId] as const,
  detail: (roundId: string) => ['rounds', roundId] as const,
};

// The API has no list of a tournament's rounds yet: the console remembers the rounds it created.
const storageKey = (tournamentId: string) => `tourney.rounds.${tournamentId}`;

function rememberedRoundIds(tournamentId: string): string[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(storageKey(tournamentId)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberRound(tournamentId: string, roundId: string) {
  const ids = rememberedRoundIds(tournamentId);
  if (!ids.includes(roundId)) ids.push(roundId);
  localStorage.setItem(storageKey(tournamentId), JSON.stringify(ids));
}

const fetchRound = (roundId: string) =>
  unwrap(api.GET('/api/v1/rounds/{roundId}', { params: { path: { roundId } } }));

export function useTournamentRounds(tournamentId: string) {
  return useQuery({
    queryKey: roundKeys.ofTournament(tournamentId),
    queryFn: () => Promise.all(rememberedRoundIds(tournamentId).map(fetchRound)),
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
        api.POST('/api/v1/tournaments/{id}/rounds', {
          params: { path: { id: tournamentId } },
          body,
        }),
      ),
    onSuccess: (round) => {
      rememberRound(tournamentId, round.id);
      queryClient.setQueryData(roundKeys.detail(round.id), round);
      return queryClient.invalidateQueries({ queryKey: roundKeys.ofTournament(tournamentId) });
    },
  });
}

export function useGenerateRound(tournamentId: string, roundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seeding: Seeding) =>
      unwrap(
        api.POST('/api/v1/rounds/{roundId}/generate', {
          params: { path: { roundId } },
          body: { seeding },
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
