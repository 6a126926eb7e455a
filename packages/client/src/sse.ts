/**
 * Server-Sent Events parsing (https://html.spec.whatwg.org/multipage/server-sent-events.html),
 * as a pure function over the text received so far.
 */

/** One dispatched message: its `id:` (if it had one), `event:` name and `data:` lines. */
export interface SseMessage {
  id: string | undefined;
  /** `message` when the block named no event. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

export interface SseParseResult {
  messages: SseMessage[];
  /** The start of a block not complete yet: parse it again with the next text appended. */
  rest: string;
  /** The last `retry:` hint in milliseconds, when the text held one. */
  retryMs: number | undefined;
}

/**
 * Splits `text` into the messages of its complete blocks (a block ends with a blank line) and
 * the rest. Comment lines (`: ping`) and unknown fields are skipped; a block with neither
 * data nor an event name is not a message.
 */
export function parseSse(text: string): SseParseResult {
  const messages: SseMessage[] = [];
  let retryMs: number | undefined;
  let consumed = 0;
  let position = 0;
  let block = emptyBlock();
  const lineEnd = /\r\n|\r|\n/g;
  for (let match = lineEnd.exec(text); match; match = lineEnd.exec(text)) {
    // A final CR may be the first half of a CRLF split across two chunks.
    if (match[0] === '\r' && match.index === text.length - 1) break;
    const line = text.slice(position, match.index);
    position = match.index + match[0].length;
    if (line === '') {
      if (block.data.length > 0 || block.event !== undefined) {
        messages.push({
          id: block.id,
          event: block.event ?? 'message',
          data: block.data.join('\n'),
        });
      }
      block = emptyBlock();
      consumed = position;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'data') block.data.push(value);
    else if (field === 'event') block.event = value;
    else if (field === 'id' && !value.includes('\0')) block.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  }
  return { messages, rest: text.slice(consumed), retryMs };
}

function emptyBlock(): { id: string | undefined; event: string | undefined; data: string[] } {
  return { id: undefined, event: undefined, data: [] };
}

/** The messages of an event-stream body as they arrive; `onRetry` hears `retry:` hints. */
export async function* readSseMessages(
  body: ReadableStream<Uint8Array>,
  onRetry: (ms: number) => void = () => undefined,
): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseSse(buffered + decoder.decode(value, { stream: true }));
      buffered = parsed.rest;
      if (parsed.retryMs !== undefined) onRetry(parsed.retryMs);
      yield* parsed.messages;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
