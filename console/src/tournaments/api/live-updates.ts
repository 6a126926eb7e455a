import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Every event a tournament's stream sends, and `reset` (refetch everything). */
const STREAM_EVENTS = [
  'tournament.updated',
  'match.updated',
  'match.reported',
  'match.disputed',
  'match.scheduled',
  'standings.updated',
  'stage.completed',
  'registration.created',
  'registration.updated',
  'registration.checked_in',
  'registration.waitlisted',
  'reset',
] as const;

// A result brings a burst of events (the match, the next ones, the standings): one refetch.
const SETTLE_MS = 200;

/**
 * The queries a tournament's events may change: those keyed by its id, and every round's
 * (round keys hold the round id only, and a tournament page shows its own rounds alone).
 */
const concernsTournament = (tournamentId: string) => (query: Query) =>
  query.queryKey.includes(tournamentId) || query.queryKey[0] === 'rounds';

/**
 * Follows the tournament's event stream while the page is open and refetches what an event may
 * have changed, so results reported elsewhere (by players, another organiser, the API) show
 * without a reload. The browser sends the session cookie and reconnects, resuming, by itself.
 */
export function useLiveTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tournamentId || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `/api/v1/tournaments/${encodeURIComponent(tournamentId)}/stream`,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ predicate: concernsTournament(tournamentId) }),
        SETTLE_MS,
      );
    };
    for (const name of STREAM_EVENTS) source.addEventListener(name, refetch);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [tournamentId, queryClient]);
}
