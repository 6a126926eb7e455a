import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

/**
 * Disqualifies a participant: its registration, the rounds it plays in (forfeits) and the
 * tournament (a forfeit may finish it) all change.
 */
export function useDisqualify(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: string) =>
      unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/participants/{participantId}/disqualify', {
          params: { path: { tournamentId, participantId } },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tournaments'] }),
        queryClient.invalidateQueries({ queryKey: ['rounds'] }),
      ]),
  });
}
