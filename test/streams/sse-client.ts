import { Agent, fetch, type Headers } from 'undici';
import { createSseReader } from '../../packages/client/src/sse.js';

/** One message of a stream as a client parses it; a comment line and a retry hint stand alone. */
interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/**
 * A stream read over a real connection: messages arrive in `messages` as they are parsed, and
 * `next` waits for the next one matching a predicate.
 */
export interface SseConnection {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal (not a stream). */
  json(): Promise<any>;
  messages: SseMessage[];
  /** Resolves with the first message from `from` on that matches; rejects after `timeoutMs`. */
  next(match?: (m: SseMessage) => boolean, timeoutMs?: number, from?: number): Promise<SseMessage>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  // A connection of its own, gone with the stream: no pooled socket outlives the test.
  const dispatcher = new Agent({ connections: 1, pipelining: 0 });
  const res = await fetch(url, { headers, signal: abort.signal, dispatcher });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  let read = 0;
  const isStream = res.ok && res.headers.get('content-type')?.startsWith('text/event-stream');
  const ended = (async () => {
    if (!isStream || !res.body) return;
    const decoder = new TextDecoder();
    const reader = createSseReader({
      onMessage: ({ id, event, data }) => messages.push({ id, event, data }),
      onRetry: (retry) => messages.push({ retry }),
      onComment: (comment) => messages.push({ comment }),
    });
    try {
      for await (const chunk of res.body) {
        reader.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
        notify();
      }
    } catch {
      // Aborted by the test.
    }
  })();
  const connection: SseConnection = {
    status: res.status,
    headers: res.headers,
    json: () => res.json(),
    messages,
    ended,
    close: () => {
      abort.abort();
      void dispatcher.destroy();
    },
    next: (match = () => true, timeoutMs = 5000, from = read) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const index = messages.findIndex((m, i) => i >= from && match(m));
          if (index < 0) return false;
          read = index + 1;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages[index]!);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
  return connection;
}

/** The events (not comments nor the retry hint) received so far. */
export const eventsOf = (c: SseConnection) => c.messages.filter((m) => m.event !== undefined);
