import { StringDecoder } from 'node:string_decoder';

/** One dispatched Server-Sent Events message: `event` is `message` when the stream named none. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * An incremental parser of `text/event-stream` as the HTML standard's "interpreting an event
 * stream" reads it (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
 * lines end at CRLF, LF or CR, even across chunks; a blank line dispatches; `:` starts a comment;
 * `retry` takes digits only. The last event id persists across messages, as a browser keeps it.
 */
export class SseParser {
  private readonly decoder = new StringDecoder('utf8');
  private buffer = '';
  private sawCr = false;
  private first = true;
  private data: string[] = [];
  private event = '';
  lastEventId: string | undefined;
  retryMs: number | undefined;

  constructor(private readonly dispatch: (event: SseEvent) => void) {}

  push(chunk: Buffer) {
    let text = this.decoder.write(chunk);
    if (this.first && text.length > 0) {
      this.first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    // A CR ending the previous chunk already ended its line: an LF opening this one is its pair.
    if (this.sawCr && text.startsWith('\n')) text = text.slice(1);
    this.sawCr = false;
    this.buffer += text;
    let start = 0;
    for (;;) {
      const lf = this.buffer.indexOf('\n', start);
      const cr = this.buffer.indexOf('\r', start);
      const end = cr >= 0 && (lf < 0 || cr < lf) ? cr : lf;
      if (end < 0) break;
      this.line(this.buffer.slice(start, end));
      if (end === cr) {
        if (end + 1 === this.buffer.length) this.sawCr = true;
        else if (this.buffer[end + 1] === '\n') start = end + 2;
        else start = end + 1;
        if (this.sawCr) start = end + 1;
      } else start = end + 1;
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string) {
    if (line === '') return this.flush();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
  }

  private flush() {
    const event = this.event;
    const data = this.data;
    this.event = '';
    this.data = [];
    if (data.length === 0) return;
    this.dispatch({ id: this.lastEventId, event: event || 'message', data: data.join('\n') });
  }
}
