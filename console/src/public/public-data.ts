import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';

/** What `GET /api/v1/public/tournaments/{shareSlug}` answers: a published tournament, nothing private. */
export type PublicTournamentPage = Schemas['PublicTournamentPage'];
export type PublicTournamentInfo = Schemas['PublicTournament'];
export type PublicRound = Schemas['PublicRound'];
export type PublicMatch = Schemas['PublicMatch'];

export const publicTournamentKey = (shareSlug: string) => ['public-tournament', shareSlug];

// The id of the last live event seen, per page: a refetch after an event asks for a URL no CDN
// has kept from before it (`after`), the same URL for every viewer of that event.
const lastEventIds = new Map<string, string>();

export function noteLiveEvent(shareSlug: string, eventId: string) {
  if (eventId) lastEventIds.set(shareSlug, eventId);
}

export function usePublicTournament(shareSlug: string) {
  return useQuery({
    queryKey: publicTournamentKey(shareSlug),
    queryFn: () =>
      unwrap<PublicTournamentPage>(
        api.GET('/api/v1/public/tournaments/{shareSlug}', {
          params: { path: { shareSlug }, query: { after: lastEventIds.get(shareSlug) } },
          // The answer allows caches stale-while-revalidate: a refetch after a live event must
          // not be answered from the browser's own copy.
          cache: 'no-cache',
        }),
      ),
    // A live update refetches; keep showing the bracket meanwhile.
    placeholderData: (previous) => previous,
  });
}
