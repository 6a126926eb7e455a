import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap, type Schemas } from '../../api/client';
import { debounce, liveStateOf, REFETCH_DELAY_MS, type LiveState } from '../live-updates';

export type PublicCircuitPage = Schemas['PublicCircuitPage'];

const circuitKey = (shareSlug: string) => ['public-circuit', shareSlug];
// The last live event seen: a refetch after it asks for a URL no CDN kept from before.
let lastEventId: string | undefined;

/** `/c/{shareSlug}` → the slug. */
export function circuitSlugFromPath(pathname: string): string | null {
  const match = /^\/c\/([^/]+)/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export function usePublicCircuit(shareSlug: string) {
  return useQuery({
    queryKey: circuitKey(shareSlug),
    queryFn: () =>
      unwrap<PublicCircuitPage>(
        api.GET('/api/v1/public/circuits/{shareSlug}', {
          params: { path: { shareSlug }, query: { after: lastEventId } },
          cache: 'no-cache',
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

/** Follows `/c/{shareSlug}/stream` and refetches the standings after each of its events. */
export function useCircuitLiveUpdates(shareSlug: string): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refetch = debounce(
      () => void queryClient.invalidateQueries({ queryKey: circuitKey(shareSlug) }),
      REFETCH_DELAY_MS,
    );
    const source = new EventSource(`/c/${encodeURIComponent(shareSlug)}/stream`);
    source.onopen = () => setState('live');
    source.onerror = () => setState(liveStateOf(source.readyState));
    const onEvent = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      refetch.trigger();
    };
    for (const name of ['circuit.standings_updated', 'reset'])
      source.addEventListener(name, onEvent);
    return () => {
      refetch.cancel();
      source.close();
    };
  }, [queryClient, shareSlug]);
  return state;
}
