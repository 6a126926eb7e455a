import { describe, expect, it } from 'vitest';
import { createSseReader, parseSse, readSseMessages, type SseMessage } from '../src/sse.js';

const message = (id: string | undefined, event: string, data: string): SseMessage => ({
  id,
  event,
  data,
});

/** What a reader heard from `chunks`, fed one after the other. */
function read(...chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const reader = createSseReader({
    onMessage: (m) => messages.push(m),
    onRetry: (ms) => retries.push(ms),
    onComment: (c) => comments.push(c),
  });
  for (const chunk of chunks) reader.feed(chunk);
  return { messages, retries, comments };
}

/** The same text fed one character at a time: the result must not depend on chunk bounds. */
const readCharByChar = (text: string) => read(...text);

// The examples of the HTML specification, "Interpreting an event stream" (9.2.6).
describe('createSseReader: the specification examples', () => {
  const stockTicker = 'data: YHOO\ndata: +2\ndata: 10\n\n';
  it('joins the data lines of one block with newlines', () => {
    expect(read(stockTicker).messages).toEqual([message(undefined, 'message', 'YHOO\n+2\n10')]);
  });

  const withIds =
    ': test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n';
  it('skips comments, keeps the id for later messages, and resets it with an empty id', () => {
    const { messages, comments } = read(withIds);
    expect(comments).toEqual(['test stream']);
    expect(messages).toEqual([
      message('1', 'message', 'first event'),
      message('', 'message', 'second event'),
      // Only the one space after the colon is dropped; and no id: the empty one stays.
      message('', 'message', ' third event'),
    ]);
  });

  const emptyData = 'data\n\ndata\ndata\n\ndata:';
  it('dispatches empty data, a lone newline, and not a block left without its blank line', () => {
    expect(read(emptyData).messages).toEqual([
      message(undefined, 'message', ''),
      message(undefined, 'message', '\n'),
    ]);
  });

  const spaces = 'data:test\n\ndata: test\n\n';
  it('reads a field with or without the space after its colon alike', () => {
    expect(read(spaces).messages).toEqual([
      message(undefined, 'message', 'test'),
      message(undefined, 'message', 'test'),
    ]);
  });

  it('gives the same messages however the text is split into chunks', () => {
    for (const text of [stockTicker, withIds, emptyData, spaces]) {
      expect(readCharByChar(text)).toEqual(read(text));
    }
  });
});

describe('createSseReader: the rest of the interpretation rules', () => {
  it('keeps the last event id across messages that send none, and across chunks', () => {
    expect(read('id: 41\nevent: a\ndata: x\n\n', 'event: b\ndata: y\n\n').messages).toEqual([
      message('41', 'a', 'x'),
      message('41', 'b', 'y'),
    ]);
  });

  it('dispatches no block without data, and forgets its event name', () => {
    // The specification also keeps the id of such a block; eventsource-parser drops it. The
    // server never sends an id without data, so a resume never depends on it.
    const { messages } = read('event: reset\n\nid: 7\n\nevent: reset\ndata: {}\n\ndata: x\n\n');
    expect(messages).toEqual([
      message(undefined, 'reset', '{}'),
      message(undefined, 'message', 'x'),
    ]);
  });

  it('reports a retry hint of digits only, and ignores unknown fields and ids holding NUL', () => {
    const { messages, retries } = read('retry: 1500\nretry: soon\nfoo: bar\nid: a\0b\ndata: z\n\n');
    expect(retries).toEqual([1500]);
    expect(messages).toEqual([message(undefined, 'message', 'z')]);
  });

  it('accepts CRLF, CR and LF line ends, a CRLF split across chunks included', () => {
    expect(
      read('id:1\r\nevent:a\r\ndata:x\r\n\r', '\nid: 2\revent: b\rdata: y\r\r\n').messages,
    ).toEqual([message('1', 'a', 'x'), message('2', 'b', 'y')]);
  });
});

describe('parseSse (deprecated)', () => {
  it('reads the complete blocks and returns the incomplete one as the rest', () => {
    const text =
      'id: 41\nevent: match.updated\ndata: {"id":"m1"}\n\nretry: 900\nid: 43\nevent: match.upd';
    expect(parseSse(text)).toEqual({
      messages: [message('41', 'match.updated', '{"id":"m1"}')],
      rest: 'retry: 900\nid: 43\nevent: match.upd',
      retryMs: undefined,
    });
    expect(parseSse('id: 1\r\ndata: x\r\n\r').rest).toBe('id: 1\r\ndata: x\r\n\r');
    expect(parseSse('retry: 900\ndata: x\r\n\r\n')).toEqual({
      messages: [message(undefined, 'message', 'x')],
      rest: '',
      retryMs: 900,
    });
  });
});

describe('readSseMessages', () => {
  it('yields the messages of a body arriving in arbitrary chunks, multi-byte characters split', async () => {
    const bytes = new TextEncoder().encode(
      ': ping\n\nid: 1\nevent: team.updated\ndata: {"name":"Équipe ✓"}\n\ndata: {}\n\n',
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 3) controller.enqueue(bytes.slice(at, at + 3));
        controller.close();
      },
    });
    const received: SseMessage[] = [];
    for await (const item of readSseMessages(body)) received.push(item);
    expect(received).toEqual([
      message('1', 'team.updated', '{"name":"Équipe ✓"}'),
      message('1', 'message', '{}'),
    ]);
  });
});
