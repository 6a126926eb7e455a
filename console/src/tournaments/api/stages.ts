import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
        api.GET('/api/v1/tournaments/{tournamentId}/stages', {
          params: { path: { tournamentId } },
        }),
      ),
  });
}

export function useDeclareStages(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stages: StageInput[]) =>
      unwrap(
        api.PUT('/api/v1/tournaments/{tournamentId}/stages', {
          params: { path: { tournamentId } },
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

export type StagePreview = Schemas['StagePreview'];

/** Declares a new tournament's stages (outside its page, where the hook above lives). */
export const declareStages = (tournamentId: string, stages: StageInput[]) =>
  unwrap(
    api.PUT('/api/v1/tournaments/{tournamentId}/stages', {
      params: { path: { tournamentId } },
      body: { stages },
    }),
  );

/** What the plan makes of `teamCount` teams, as the server counts it; nothing is written. */
export function useStagePreview(teamCount: number, stages: StageInput[]) {
  return useQuery({
    queryKey: ['stages', 'preview', teamCount, stages],
    queryFn: () => unwrap(api.POST('/api/v1/stages/preview', { body: { teamCount, stages } })),
    enabled: stages.length > 0 && Number.isInteger(teamCount),
    // The last answer stays on screen while the next one is on its way.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
