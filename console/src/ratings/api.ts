import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { currentLanguage } from '../i18n/i18n';

export type LeaderboardEntry = Schemas['RatingLeaderboardEntry'];
export type RatingChange = Schemas['RatingChange'];

const ratingKeys = {
  leaderboard: (gameId: string, page: number, minMatches: number) =>
    ['ratings', 'leaderboard', gameId, page, minMatches] as const,
  player: (externalId: string) => ['ratings', 'player', externalId] as const,
  history: (externalId: string, gameId: string) =>
    ['ratings', 'history', externalId, gameId] as const,
  tournament: (tournamentId: string) => ['ratings', 'tournament', tournamentId] as const,
};

const LEADERBOARD_PAGE_SIZE = 25;

export function useLeaderboard(gameId: string | null, pageNumber: number, minMatches: number) {
  return useQuery({
    queryKey: ratingKeys.leaderboard(gameId ?? '', pageNumber, minMatches),
    enabled: gameId !== null,
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/games/{gameId}/leaderboard', {
          params: {
            path: { gameId: gameId as string },
            query: { pageNumber, pageSize: LEADERBOARD_PAGE_SIZE, minMatches },
          },
        }),
      ),
  });
}

export function usePlayerRatings(externalId: string) {
  return useQuery({
    queryKey: ratingKeys.player(externalId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/external/users/{externalId}/ratings', {
          params: { path: { externalId } },
        }),
      ),
  });
}

// A chart of the last hundred changes: the largest page the API gives.
const HISTORY_PAGE = { pageNumber: 1, pageSize: 100 };

export function useRatingHistory(externalId: string, gameId: string | null) {
  return useQuery({
    queryKey: ratingKeys.history(externalId, gameId ?? ''),
    enabled: gameId !== null,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/external/users/{externalId}/ratings/{gameId}/history', {
          params: { path: { externalId, gameId: gameId as string }, query: HISTORY_PAGE },
        }),
      ),
  });
}

export function useTournamentRatings(tournamentId: string) {
  return useQuery({
    queryKey: ratingKeys.tournament(tournamentId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/tournaments/{tournamentId}/ratings', {
          params: { path: { tournamentId } },
        }),
      ),
  });
}

/** A rating as the pages write it: one decimal. */
/** A rating to one decimal, as the reader's language writes numbers ("25.3", "25,3"). */
export const formatRating = (rating: number) =>
  rating.toLocaleString(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function useSetTournamentRated(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rated: boolean) =>
      unwrap(
        api.PUT('/api/v1/tournaments/{tournamentId}/ratings', {
          params: { path: { tournamentId } },
          body: { rated },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(ratingKeys.tournament(tournamentId), data),
  });
}
