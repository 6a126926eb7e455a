import { Agent, fetch, type Headers } from 'undici';

/** One message of a stream as a client parses it; a comment line stands alone. */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

function parse(block: string): SseMessage {
  const message: SseMessage = {};
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const [field, value] = [line.slice(0, at), line.slice(at + 1).replace(/^ /, '')];
    if (field === 'id') message.id = value;
    else if (field === 'event') message.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') message.retry = Number(value);
  }
  if (data.length) message.data = data.join('\n');
  return message;
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
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          messages.push(parse(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
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
