/**
 * Reading Server-Sent Events (https://html.spec.whatwg.org/multipage/server-sent-events.html)
 * with `eventsource-parser`, which follows the specification's parsing rules; this module adds
 * what the specification keeps in the EventSource object: the last event id.
 */
import { createParser } from 'eventsource-parser';

/** One dispatched message, as an EventSource `MessageEvent` describes it. */
export interface SseMessage {
  /**
   * The last event id when the message was dispatched: set by an `id:` field and kept for the
   * following messages until another `id:` replaces it (an empty `id:` resets it to `''`).
   * `undefined` until the stream sent an id.
   */
  id: string | undefined;
  /** `message` when the block named no event. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

export interface SseReaderCallbacks {
  onMessage(message: SseMessage): void;
  /** A `retry:` hint, in milliseconds. */
  onRetry?(ms: number): void;
  /** A comment line (`: ping`), without its colon and first space. */
  onComment?(comment: string): void;
}

/** A parser of one connection's text, fed as it arrives; it keeps the last event id. */
export interface SseReader {
  feed(text: string): void;
}

export function createSseReader(callbacks: SseReaderCallbacks): SseReader {
  let lastEventId: string | undefined;
  const parser = createParser({
    onEvent: ({ id, event, data }) => {
      if (id !== undefined) lastEventId = id;
      callbacks.onMessage({ id: lastEventId, event: event ?? 'message', data });
    },
    onRetry: (ms) => callbacks.onRetry?.(ms),
    onComment: (comment) => callbacks.onComment?.(comment.replace(/^ /, '')),
  });
  return { feed: (text) => parser.feed(text) };
}

export interface SseParseResult {
  messages: SseMessage[];
  /** The start of a block not complete yet: parse it again with the next text appended. */
  rest: string;
  /** The last `retry:` hint in milliseconds, when the text held one. */
  retryMs: number | undefined;
}

/**
 * The messages of the complete blocks of `text`, and the rest.
 *
 * @deprecated Re-parses the unfinished block on every call and forgets the last event id
 * between calls: read a connection with {@link createSseReader} instead.
 */
export function parseSse(text: string): SseParseResult {
  const messages: SseMessage[] = [];
  let retryMs: number | undefined;
  const end = endOfLastBlock(text);
  const reader = createSseReader({
    onMessage: (message) => messages.push(message),
    onRetry: (ms) => (retryMs = ms),
  });
  reader.feed(text.slice(0, end));
  return { messages, rest: text.slice(end), retryMs };
}

// A block ends with an empty line. A final CR may be the first half of a CRLF split across
// two chunks, so it ends nothing yet.
function endOfLastBlock(text: string): number {
  const searched = text.endsWith('\r') ? text.slice(0, -1) : text;
  const blankLine = /(?:\r\n|\r(?!\n)|\n)(?:\r\n|\r(?!\n)|\n)/g;
  let end = 0;
  for (let match = blankLine.exec(searched); match; match = blankLine.exec(searched)) {
    end = match.index + match[0].length;
  }
  return end;
}

/** The messages of an event-stream body as they arrive; `onRetry` hears `retry:` hints. */
export async function* readSseMessages(
  body: ReadableStream<Uint8Array>,
  onRetry: (ms: number) => void = () => undefined,
): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const received: SseMessage[] = [];
  const sse = createSseReader({ onMessage: (message) => received.push(message), onRetry });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      sse.feed(decoder.decode(value, { stream: true }));
      yield* received.splice(0);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
