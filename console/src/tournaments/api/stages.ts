import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';

export type Stage = Schemas['Stage'];
export type StageInput = Schemas['StageInput'];

const stageKeys = {
  ofTournament: (tournamentId: string) => ['tournaments', 'stages', tournamentId] as const,
};

export function useStages(tournamentId: string) {
  return useQuery({
    queryKey: stageKeys.ofTournament(tournamentId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{id}/stages', { params: { path: { id: tournamentId } } }),
      ),
  });
}

export function useDeclareStages(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stages: StageInput[]) =>
      unwrap(
        api.PUT('/api/v1/tournaments/{id}/stages', {
          params: { path: { id: tournamentId } },
          body: { stages },
        }),
      ),
    onSuccess: (list) => {
      queryClient.setQueryData(stageKeys.ofTournament(tournamentId), list);
      // Stages are rounds: the rounds tab shows them too.
      return queryClient.invalidateQueries({ queryKey: ['tournaments', 'rounds', tournamentId] });
    },
  });
}
