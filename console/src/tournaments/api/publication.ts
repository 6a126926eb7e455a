import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';

export type Publication = Schemas['TournamentPublication'];

const publicationKey = (id: string) => ['tournaments', 'publication', id] as const;

export function usePublication(id: string) {
  return useQuery({
    queryKey: publicationKey(id),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{tournamentId}/publication', {
          params: { path: { tournamentId: id } },
        }),
      ),
  });
}

/** Both writes answer with the publication: the panel shows the server's version at once. */
function useStorePublication(id: string) {
  const queryClient = useQueryClient();
  return (publication: Publication) => queryClient.setQueryData(publicationKey(id), publication);
}

export function useSetPublication(id: string) {
  const store = useStorePublication(id);
  return useMutation({
    mutationFn: (isPublic: boolean) =>
      unwrap(
        api.PUT('/api/v1/tournaments/{tournamentId}/publication', {
          params: { path: { tournamentId: id } },
          body: { isPublic },
        }),
      ),
    onSuccess: store,
  });
}

export function useRegenerateShareSlug(id: string) {
  const store = useStorePublication(id);
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/publication/slug', {
          params: { path: { tournamentId: id } },
        }),
      ),
    onSuccess: store,
  });
}
