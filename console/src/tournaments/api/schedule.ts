import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';

export type AutoScheduleBody = Schemas['AutoScheduleRequest'];

/** A time changes the round's matches or groups, and the tournament's reads that show them. */
function useRefreshSchedule(roundId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['rounds', roundId] });
}

/** Sets or clears one duel match's time. */
export function useScheduleMatch(roundId: string) {
  const refresh = useRefreshSchedule(roundId);
  return useMutation({
    mutationFn: (input: { matchId: string; scheduledAt: string | null }) =>
      unwrap(
        api.PUT('/api/v1/matches/{matchId}/schedule', {
          params: { path: { matchId: input.matchId } },
          body: { scheduledAt: input.scheduledAt },
        }),
      ),
    onSuccess: refresh,
  });
}

/** Sets or clears an FFA group's start. */
export function useScheduleGroup(roundId: string) {
  const refresh = useRefreshSchedule(roundId);
  return useMutation({
    mutationFn: (input: { groupId: string; scheduledAt: string | null }) =>
      unwrap(
        api.PUT('/api/v1/groups/{groupId}/schedule', {
          params: { path: { groupId: input.groupId } },
          body: { scheduledAt: input.scheduledAt },
        }),
      ),
    onSuccess: refresh,
  });
}

/** Plans every unplayed match of the round. */
export function useAutoSchedule(roundId: string) {
  const refresh = useRefreshSchedule(roundId);
  return useMutation({
    mutationFn: (body: AutoScheduleBody) =>
      unwrap(
        api.POST('/api/v1/rounds/{roundId}/schedule', { params: { path: { roundId } }, body }),
      ),
    onSuccess: refresh,
  });
}
