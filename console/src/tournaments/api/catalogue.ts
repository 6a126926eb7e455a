import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

// The catalogue is the operator's and changes rarely: one page of the largest size covers it.
const CATALOGUE_PAGE = { pageNumber: 1, pageSize: 100 };

export function useGames() {
  return useQuery({
    queryKey: ['catalogue', 'games'],
    queryFn: () => unwrap(api.GET('/api/v1/games', { params: { query: CATALOGUE_PAGE } })),
    staleTime: 5 * 60_000,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: ['catalogue', 'currencies'],
    queryFn: () => unwrap(api.GET('/api/v1/currencies', { params: { query: CATALOGUE_PAGE } })),
    staleTime: 5 * 60_000,
  });
}
