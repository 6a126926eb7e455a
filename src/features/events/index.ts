/** The outbox: every feature records its events through it, in its own transaction. */
export { recordEvent, recordEvents } from './outbox.js';
export type { EventName } from './outbox.js';
export type { OutboxEvent } from './outbox.js';
