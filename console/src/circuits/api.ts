import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, send, unwrap, type Schemas } from '../api/client';

export type Circuit = Schemas['Circuit'];
export type CircuitBody = Schemas['CreateCircuitRequest'];
export type CircuitPublication = Schemas['CircuitPublication'];

const circuitKeys = {
  all: ['circuits'] as const,
  list: (pageNumber: number) => ['circuits', 'list', pageNumber] as const,
  detail: (id: string) => ['circuits', 'detail', id] as const,
  standings: (id: string) => ['circuits', 'standings', id] as const,
  publication: (id: string) => ['circuits', 'publication', id] as const,
};

const path = (circuitId: string) => ({ params: { path: { circuitId } } });

export function useCircuitList(pageNumber: number) {
  return useQuery({
    queryKey: circuitKeys.list(pageNumber),
    queryFn: () =>
      unwrap(api.GET('/api/v1/circuits', { params: { query: { pageNumber, pageSize: 20 } } })),
  });
}

export function useCircuit(id: string) {
  return useQuery({
    queryKey: circuitKeys.detail(id),
    queryFn: () => unwrap(api.GET('/api/v1/circuits/{circuitId}', path(id))),
  });
}

export function useCircuitStandings(id: string) {
  return useQuery({
    queryKey: circuitKeys.standings(id),
    queryFn: () => unwrap(api.GET('/api/v1/circuits/{circuitId}/standings', path(id))),
  });
}

/** Every write answers with the circuit: the page shows the server's version, standings refetch. */
function useStore() {
  const queryClient = useQueryClient();
  return (circuit: Circuit) => {
    queryClient.setQueryData(circuitKeys.detail(circuit.id), circuit);
    void queryClient.invalidateQueries({ queryKey: circuitKeys.standings(circuit.id) });
    void queryClient.invalidateQueries({ queryKey: ['circuits', 'list'] });
  };
}

export function useSaveCircuit(id?: string) {
  const store = useStore();
  return useMutation({
    mutationFn: (body: CircuitBody) =>
      id
        ? unwrap<Circuit>(api.PUT('/api/v1/circuits/{circuitId}', { ...path(id), body }))
        : unwrap<Circuit>(api.POST('/api/v1/circuits', { body })),
    onSuccess: store,
  });
}

export function useDeleteCircuit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send(api.DELETE('/api/v1/circuits/{circuitId}', path(id))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circuitKeys.all }),
  });
}

export function useMembership(id: string) {
  const store = useStore();
  const params = (tournamentId: string) => ({
    params: { path: { circuitId: id, tournamentId } },
  });
  const url = '/api/v1/circuits/{circuitId}/tournaments/{tournamentId}' as const;
  return {
    add: useMutation({
      mutationFn: (tournamentId: string) => unwrap<Circuit>(api.PUT(url, params(tournamentId))),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: (tournamentId: string) => unwrap<Circuit>(api.DELETE(url, params(tournamentId))),
      onSuccess: store,
    }),
  };
}

export function useCircuitPublication(id: string) {
  const queryClient = useQueryClient();
  const store = (publication: CircuitPublication) =>
    queryClient.setQueryData(circuitKeys.publication(id), publication);
  return {
    query: useQuery({
      queryKey: circuitKeys.publication(id),
      queryFn: () => unwrap(api.GET('/api/v1/circuits/{circuitId}/publication', path(id))),
    }),
    publish: useMutation({
      mutationFn: (isPublic: boolean) =>
        unwrap(
          api.PUT('/api/v1/circuits/{circuitId}/publication', { ...path(id), body: { isPublic } }),
        ),
      onSuccess: store,
    }),
  };
}

/** The tenant's tournaments to pick members from (the latest 100, drafts included). */
export function useTournamentChoices() {
  return useQuery({
    queryKey: ['circuits', 'tournament-choices'],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments', {
          params: { query: { pageNumber: 1, pageSize: 100, includeDrafts: true } },
        }),
      ),
  });
}
