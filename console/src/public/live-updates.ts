import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { noteLiveEvent, publicTournamentKey } from './public-data';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** The events of the public stream that change what the page shows (`reset`: refetch all). */
const PUBLIC_EVENTS = [
  'match.updated',
  'match.reported',
  'match.disputed',
  'match.scheduled',
  'standings.updated',
  'tournament.updated',
  'stage.completed',
  'reset',
] as const;

/** Waits for a burst of events (a result moves a winner and updates standings) to end. */
export const REFETCH_DELAY_MS = 300;

/** Calls `run` once, `delayMs` after the last of a burst of `trigger()` calls. */
export function debounce(run: () => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** What the stream's state means for the indicator: EventSource retries by itself while CONNECTING. */
export function liveStateOf(readyState: number): LiveState {
  if (readyState === 1) return 'live';
  if (readyState === 0) return 'reconnecting';
  return 'offline';
}

/**
 * Follows `/t/{shareSlug}/stream` and refetches the page's data after its events. EventSource
 * reconnects by itself and resumes with Last-Event-ID, so a dropped connection loses nothing.
 */
export function useLiveUpdates(shareSlug: string): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refetch = debounce(
      () => void queryClient.invalidateQueries({ queryKey: publicTournamentKey(shareSlug) }),
      REFETCH_DELAY_MS,
    );
    const source = new EventSource(`/t/${encodeURIComponent(shareSlug)}/stream`);
    let opened = false;
    source.onopen = () => {
      // Events missed while away are replayed, but a refetch after a long gap costs little.
      if (opened) refetch.trigger();
      opened = true;
      setState('live');
    };
    source.onerror = () => setState(liveStateOf(source.readyState));
    const onEvent = (event: MessageEvent) => {
      noteLiveEvent(shareSlug, event.lastEventId);
      refetch.trigger();
    };
    for (const name of PUBLIC_EVENTS) source.addEventListener(name, onEvent);
    source.onmessage = onEvent;
    return () => {
      refetch.cancel();
      source.close();
    };
  }, [queryClient, shareSlug]);
  return state;
}
