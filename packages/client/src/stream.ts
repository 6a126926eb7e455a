import { ConnectionError, errorFromResponse, TourneyError } from './errors.js';
import { backoffDelayMs, outcomeOf, retryDelayMs, sleep } from './retry.js';
import { readSseMessages } from './sse.js';
import type { Transport } from './transport.js';
import type { WebhookEventName } from './webhooks.js';

export interface StreamOptions {
  /** Resume after this event: the events since then come first. */
  lastEventId?: string;
  /** Ends the stream: the iteration then finishes without an error. */
  signal?: AbortSignal;
  /**
   * Called each time a connection opens (the first and every reconnection). Without
   * `lastEventId`, fetch the state you show after this, so no change falls in between.
   */
  onOpen?: () => void;
}

/**
 * One event of a tournament's stream: `id` is the outbox event id (what a resume starts
 * after), `event` its name and `data` its payload, the same as a webhook's `data`. `reset` says
 * the resume id was unknown to the server: refetch what you show, then carry on.
 */
export interface StreamEvent<T = unknown> {
  id: string | undefined;
  event: WebhookEventName | 'reset' | (string & {});
  data: T;
}

/**
 * The events of `GET /api/v1/tournaments/{tournamentId}/stream`. A dropped connection is
 * opened again with `Last-Event-ID` (after the server's `retry:` hint), so no event is missed;
 * a refusal the server will repeat (401, 403, 404) ends the iteration with a `TourneyError`, as
 * do too many failed reconnections in a row.
 */
export async function* tournamentStream(
  transport: Transport,
  tournamentId: string,
  { lastEventId, signal, onOpen }: StreamOptions,
): AsyncGenerator<StreamEvent> {
  const url = `${transport.baseUrl}/api/v1/tournaments/${encodeURIComponent(tournamentId)}/stream`;
  let resumeFrom = lastEventId;
  let failuresInARow = 0;
  let reconnectDelayMs = transport.policy.baseDelayMs;
  // Aborts the open connection when the caller stops iterating (break, return, throw).
  const connection = new AbortController();
  const stop = () => connection.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    while (!connection.signal.aborted) {
      let failure: TourneyError | undefined;
      try {
        const response = await transport.fetch(url, {
          headers: {
            ...transport.headers,
            accept: 'text/event-stream',
            ...(resumeFrom === undefined ? {} : { 'last-event-id': resumeFrom }),
          },
          signal: connection.signal,
        });
        if (!response.ok || !response.body) {
          const text = await response.text();
          const body = response.headers.get('content-type')?.includes('json')
            ? safeJson(text)
            : undefined;
          failure = errorFromResponse(
            response.status,
            body,
            response.headers,
            'streamTournamentEvents',
          );
        } else {
          failuresInARow = 0;
          onOpen?.();
          const messages = readSseMessages(response.body, (ms) => (reconnectDelayMs = ms));
          for await (const message of messages) {
            if (message.id !== undefined) resumeFrom = message.id;
            yield { id: message.id, event: message.event, data: safeJson(message.data) };
          }
        }
      } catch (cause) {
        if (connection.signal.aborted) return;
        failure = new ConnectionError({
          status: 0,
          code: 'CONNECTION',
          message: `The stream of tournament ${tournamentId} broke: ${(cause as Error).message}`,
          operationId: 'streamTournamentEvents',
          cause,
        });
      }
      if (connection.signal.aborted) return;
      if (failure === undefined) {
        // The server ended a stream that was open: reconnect as EventSource does.
        await sleep(reconnectDelayMs, connection.signal);
        continue;
      }
      const context = { method: 'GET', hasIdempotencyKey: false, retriesSoFar: failuresInARow };
      const delayMs = retryDelayMs(outcomeOf(failure), context, transport.policy);
      if (delayMs === undefined) throw failure;
      failuresInARow += 1;
      await sleep(
        Math.max(delayMs, backoffDelayMs(failuresInARow, transport.policy)),
        connection.signal,
      );
    }
  } catch (error) {
    if (!connection.signal.aborted) throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    connection.abort();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
