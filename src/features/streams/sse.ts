import { PassThrough } from 'node:stream';

/**
 * The Server-Sent Events wire format (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * fields `id`, `event`, `data`, one per line, a blank line ending each message; a line starting
 * with `:` is a comment. `data` is split at line breaks so a value holding one stays one message.
 */
export function sseMessage(message: { id?: string; event: string; data: string }): string {
  const id = message.id === undefined ? '' : `id: ${message.id}\n`;
  const data = message.data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('');
  return `${id}event: ${message.event}\n${data}\n`;
}

const sseComment = (text: string) => `: ${text}\n\n`;
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;

/** A client that reads slower than this much pending output is cut off; it may resume. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

/**
 * The body of one open stream. Sends a heartbeat comment while idle, and ends when closed: by
 * the server (shutdown), by a client that went away, or by one that no longer keeps up.
 */
export class SseBody {
  readonly stream = new PassThrough();
  private heartbeat: NodeJS.Timeout;
  private ended = false;

  constructor(
    heartbeatMs: number,
    private readonly pending: () => number,
    private readonly onClose: () => void,
  ) {
    this.heartbeat = setInterval(() => this.write(sseComment('ping')), heartbeatMs);
    this.stream.on('close', () => this.close());
  }

  write(text: string | Buffer) {
    if (this.ended) return;
    if (this.pending() + this.stream.writableLength > MAX_PENDING_BYTES) {
      this.close();
      return;
    }
    this.stream.write(text);
  }

  get closed() {
    return this.ended;
  }

  close() {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.stream.end();
    this.onClose();
  }
}
