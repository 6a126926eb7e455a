import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';
import { ApiError } from '../../api/errors';
import { useRefreshRegistrations } from './registrations';

export type Participant = Schemas['Participant'];
export type AddParticipantBody = Schemas['AddParticipantRequest'];
export type UpdateParticipantBody = Schemas['UpdateParticipantRequest'];
export type AddedParticipants = Schemas['AddedParticipants'];

const participantKeys = {
  all: (tournamentId: string) => ['tournaments', 'participants', tournamentId] as const,
};

export function useParticipants(tournamentId: string) {
  return useQuery({
    queryKey: participantKeys.all(tournamentId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{tournamentId}/participants', {
          params: { path: { tournamentId } },
        }),
      ),
  });
}

/** After a change the participants, the registrations and the tournament's counts are stale. */
function useRefresh(tournamentId: string) {
  const queryClient = useQueryClient();
  const refreshRegistrations = useRefreshRegistrations(tournamentId);
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: participantKeys.all(tournamentId) }),
      refreshRegistrations(),
    ]);
}

export function useAddParticipant(tournamentId: string) {
  const refresh = useRefresh(tournamentId);
  return useMutation({
    mutationFn: (body: AddParticipantBody) =>
      unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/participants', {
          params: { path: { tournamentId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

/** Adds the pasted lines, or (dry run) answers what they would add. */
export function useAddMany(tournamentId: string) {
  const refresh = useRefresh(tournamentId);
  return useMutation({
    mutationFn: (body: { text: string; dryRun?: boolean }) =>
      unwrap<AddedParticipants>(
        api.POST('/api/v1/tournaments/{tournamentId}/participants/bulk', {
          params: { path: { tournamentId } },
          body,
        }),
      ),
    onSuccess: (_data, body) => (body.dryRun ? undefined : refresh()),
  });
}

export function useImportParticipants(tournamentId: string) {
  const refresh = useRefresh(tournamentId);
  return useMutation({
    mutationFn: (csv: string) =>
      unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/participants/import', {
          params: { path: { tournamentId } },
          body: { csv },
        }),
      ),
    onSuccess: refresh,
  });
}

export function useUpdateParticipant(tournamentId: string) {
  const refresh = useRefresh(tournamentId);
  return useMutation({
    mutationFn: ({ participantId, body }: { participantId: string; body: UpdateParticipantBody }) =>
      unwrap(
        api.PUT('/api/v1/tournaments/{tournamentId}/participants/{participantId}', {
          params: { path: { tournamentId, participantId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

export function useRemoveParticipant(tournamentId: string) {
  const refresh = useRefresh(tournamentId);
  return useMutation({
    mutationFn: (participantId: string) =>
      unwrap(
        api.DELETE('/api/v1/tournaments/{tournamentId}/participants/{participantId}', {
          params: { path: { tournamentId, participantId } },
        }),
      ),
    onSuccess: refresh,
  });
}

/** The CSV the server writes, saved by the browser as `fileName`. */
export async function downloadCsv(
  tournamentId: string,
  what: 'participants' | 'results',
  fileName: string,
) {
  const params = { path: { tournamentId } };
  const { data, error, response } =
    what === 'participants'
      ? await api.GET('/api/v1/tournaments/{tournamentId}/participants/export', {
          params,
          parseAs: 'text',
        })
      : await api.GET('/api/v1/tournaments/{tournamentId}/results/export', {
          params,
          parseAs: 'text',
        });
  if (!response.ok) throw ApiError.from(response.status, error, response.headers);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([data ?? ''], { type: 'text/csv' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
