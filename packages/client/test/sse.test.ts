import { describe, expect, it } from 'vitest';
import { parseSse, type SseMessage } from '../src/sse.js';
import { readSseMessages } from '../src/sse.js';

const message = (id: string | undefined, event: string, data: string): SseMessage => ({
  id,
  event,
  data,
});

describe('parseSse', () => {
  it('reads id, event and data of each complete block, and keeps the incomplete one', () => {
    const text =
      'id: 41\nevent: match.updated\ndata: {"id":"m1"}\n\n' +
      'id: 42\nevent: standings.updated\ndata: {"lines":[]}\n\n' +
      'id: 43\nevent: match.upd';
    const { messages, rest } = parseSse(text);
    expect(messages).toEqual([
      message('41', 'match.updated', '{"id":"m1"}'),
      message('42', 'standings.updated', '{"lines":[]}'),
    ]);
    expect(rest).toBe('id: 43\nevent: match.upd');
    expect(parseSse(`${rest}ated\ndata: {}\n\n`).messages).toEqual([
      message('43', 'match.updated', '{}'),
    ]);
  });

  it('skips heartbeat comments, and a block without data or event', () => {
    const { messages, rest } = parseSse(': ping\n\n: ping\n\nid: 7\n\nevent: reset\ndata: {}\n\n');
    expect(messages).toEqual([message(undefined, 'reset', '{}')]);
    expect(rest).toBe('');
  });

  it('joins data lines with newlines, and names an unnamed event "message"', () => {
    expect(parseSse('data: first\ndata: second\ndata\n\n').messages).toEqual([
      message(undefined, 'message', 'first\nsecond\n'),
    ]);
  });

  it('accepts CRLF, CR and LF line ends, and a field without the space after its colon', () => {
    expect(
      parseSse('id:1\r\nevent:a\r\ndata:x\r\n\r\nid: 2\revent: b\rdata: y\r\r\n').messages,
    ).toEqual([message('1', 'a', 'x'), message('2', 'b', 'y')]);
  });

  it('waits for the next chunk when it ends on a CR that may start a CRLF', () => {
    const first = parseSse('id: 1\r\ndata: x\r\n\r');
    expect(first.messages).toEqual([]);
    const second = parseSse(`${first.rest}\nid: 2\r\n`);
    expect(second.messages).toEqual([message('1', 'message', 'x')]);
    expect(second.rest).toBe('id: 2\r\n');
  });

  it('reports the retry hint, and ignores unknown fields and ids holding NUL', () => {
    const { messages, retryMs } = parseSse('retry: 1500\nfoo: bar\nid: a\0b\ndata: z\n\n');
    expect(retryMs).toBe(1500);
    expect(messages).toEqual([message(undefined, 'message', 'z')]);
    expect(parseSse('retry: soon\n\n').retryMs).toBeUndefined();
  });

  it('keeps everything when no block is complete', () => {
    expect(parseSse('id: 9\ndata: {"a"')).toEqual({
      messages: [],
      rest: 'id: 9\ndata: {"a"',
      retryMs: undefined,
    });
  });
});

describe('readSseMessages', () => {
  it('yields the messages of a body arriving in arbitrary chunks, multi-byte characters split', async () => {
    const bytes = new TextEncoder().encode(
      ': ping\n\nid: 1\nevent: team.updated\ndata: {"name":"Équipe ✓"}\n\nid: 2\ndata: {}\n\n',
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
      message('2', 'message', '{}'),
    ]);
  });
});
