import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api/client';
import { tournamentKeys } from './tournaments';

export type Registration = Schemas['Registration'];

export interface RegistrationFilter {
  status?: Schemas['RegistrationStatus'];
  pageNumber: number;
  pageSize: number;
}

const registrationKeys = {
  all: (tournamentId: string) => ['tournaments', 'registrations', tournamentId] as const,
  page: (tournamentId: string, filter: RegistrationFilter) =>
    ['tournaments', 'registrations', tournamentId, filter] as const,
};

function fetchRegistrations(tournamentId: string, filter: RegistrationFilter) {
  const { status, pageNumber, pageSize } = filter;
  const query = { pageNumber, pageSize, ...(status ? { status } : {}) };
  return unwrap(
    api.GET('/api/v1/tournaments/{tournamentId}/registrations', {
      params: { path: { tournamentId }, query },
    }),
  );
}

export function useRegistrations(tournamentId: string, filter: RegistrationFilter) {
  return useQuery({
    queryKey: registrationKeys.page(tournamentId, filter),
    queryFn: () => fetchRegistrations(tournamentId, filter),
    placeholderData: keepPreviousData,
  });
}

/** Every approved registration (the seeding editor needs them all, not one page). */
export function useApprovedRegistrations(tournamentId: string) {
  return useQuery({
    queryKey: [...registrationKeys.all(tournamentId), 'approved-all'],
    queryFn: () => fetchAllWithStatus(tournamentId, 2),
  });
}

type Action = 'approve' | 'reject' | 'confirm-payment';

export function reviewRegistration(
  tournamentId: string,
  registrationId: string,
  action: Action,
  seed?: number,
) {
  const params = { path: { tournamentId, registrationId } };
  switch (action) {
    case 'approve':
      return unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/approve', {
          params,
          body: seed === undefined ? {} : { seed },
        }),
      );
    case 'reject':
      return unwrap(
        api.POST('/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/reject', {
          params,
        }),
      );
    case 'confirm-payment':
      return unwrap(
        api.POST(
          '/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/confirm-payment',
          {
            params,
          },
        ),
      );
  }
}

/** After a review the lists and the tournament's counts are stale. */
export function useRefreshRegistrations(tournamentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.all(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) }),
    ]);
}

export function useReviewRegistration(tournamentId: string) {
  const refresh = useRefreshRegistrations(tournamentId);
  return useMutation({
    mutationFn: (input: { registrationId: string; action: Action; seed?: number }) =>
      reviewRegistration(tournamentId, input.registrationId, input.action, input.seed),
    onSettled: refresh,
  });
}

/** Every registration with one status, all pages (the check-in list and the waitlist show all). */
async function fetchAllWithStatus(tournamentId: string, status: Schemas['RegistrationStatus']) {
  const all: Registration[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await fetchRegistrations(tournamentId, { status, pageNumber, pageSize: 100 });
    all.push(...page.items);
    if (pageNumber >= page.totalPages) return all;
  }
}

/** The waitlist in the order the server promotes it (`waitlistPosition` 1 first). */
export function useWaitlist(tournamentId: string) {
  return useQuery({
    queryKey: [...registrationKeys.all(tournamentId), 'waitlist'],
    queryFn: async () =>
      (await fetchAllWithStatus(tournamentId, 5)).sort(
        (a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0),
      ),
  });
}

/** The organiser checks an approved registration in or out. */
export function useCheckIn(tournamentId: string) {
  const refresh = useRefreshRegistrations(tournamentId);
  return useMutation({
    mutationFn: ({ registrationId, checkedIn }: { registrationId: string; checkedIn: boolean }) => {
      const params = { path: { tournamentId, registrationId } };
      return unwrap(
        checkedIn
          ? api.POST('/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/check-in', {
              params,
            })
          : api.POST(
              '/api/v1/tournaments/{tournamentId}/registrations/{registrationId}/check-out',
              {
                params,
              },
            ),
      );
    },
    onSettled: refresh,
  });
}
