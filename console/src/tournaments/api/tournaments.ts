import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';

export type Tournament = Schemas['Tournament'];
export type CreateTournamentBody = Schemas['CreateTournamentRequest'];
export type UpdateTournamentBody = Schemas['UpdateTournamentRequest'];

export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (filter: TournamentListFilter) => ['tournaments', 'list', filter] as const,
  detail: (id: string) => ['tournaments', 'detail', id] as const,
};

export interface TournamentListFilter {
  status?: Schemas['TournamentStatus'];
  search?: string;
  pageNumber: number;
  pageSize: number;
}

export function useTournamentList(filter: TournamentListFilter) {
  return useQuery({
    queryKey: tournamentKeys.list(filter),
    queryFn: () => {
      const { status, search, pageNumber, pageSize } = filter;
      // The organiser sees drafts too; `status` 0 then lists them alone.
      const query = {
        pageNumber,
        pageSize,
        includeDrafts: true,
        ...(status !== undefined ? { status } : {}),
        ...(search ? { search } : {}),
      };
      return unwrap(api.GET('/api/v1/tournaments', { params: { query } }));
    },
    placeholderData: keepPreviousData,
  });
}

export function useTournament(id: string) {
  return useQuery({
    queryKey: tournamentKeys.detail(id),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{id}', {
          params: { path: { id }, query: { includeDrafts: true } },
        }),
      ),
  });
}

/** Every write answers with the detail: the page shows the server's version at once. */
function useStoreDetail() {
  const queryClient = useQueryClient();
  return (tournament: Tournament) => {
    queryClient.setQueryData(tournamentKeys.detail(tournament.tournamentId), tournament);
    void queryClient.invalidateQueries({ queryKey: ['tournaments', 'list'] });
  };
}

export function useCreateTournament() {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: (body: CreateTournamentBody) => unwrap(api.POST('/api/v1/tournaments', { body })),
    onSuccess: store,
  });
}

export function useUpdateTournament(id: string) {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: (body: UpdateTournamentBody) =>
      unwrap(api.PUT('/api/v1/tournaments/{id}', { params: { path: { id } }, body })),
    onSuccess: store,
  });
}

export function useChangeTournamentStatus(id: string) {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: (status: Schemas['TournamentStatus']) =>
      unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/status', {
          params: { path: { tournamentId: id } },
          body: { status },
        }),
      ),
    onSuccess: store,
  });
}
