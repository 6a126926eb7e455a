import type { FastifyBaseLogger } from 'fastify';
import type { EventPosition } from '../../db/commit-order.js';
import type { DbHandle } from '../../db/create-db.js';
import { AppError } from '../../errors.js';
import {
  eventsAfter,
  latestEvent,
  positionOf,
  type StreamedEvent,
} from './event-log.repository.js';
import { isPublicEvent, publicPayload } from './public-events.js';
import { SseBody, sseMessage, sseRetry } from './sse.js';
import { StreamHub } from './stream-hub.js';

export interface StreamSettings {
  maxConnections: number;
  maxPublicPerAddress: number;
  heartbeatMs: number;
  pollMs: number;
}

/** Whose stream it is: the tournament, and for a public stream the client's address. */
export interface StreamTarget {
  tenantId: string;
  tournamentId: string;
  /** Public streams carry only public events, reduced to public fields, and count per address. */
  publicAddress?: string;
}

/** How long a client waits before reconnecting (the `retry:` hint). */
const RETRY_MS = 3000;
/** Past this many missed events a resume starts over with a reset instead. */
const MAX_CATCH_UP = 500;
const RETRY_AFTER_SECONDS = 5;
/** Messages kept by event id: a catch-up's worth for a few tournaments at once. */
const KEPT_MESSAGES = 4 * MAX_CATCH_UP;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isAfter = (a: EventPosition, b: EventPosition) =>
  a.txid > b.txid || (a.txid === b.txid && a.seq > b.seq);

interface Start {
  reset: { id?: string; reason: 'UNKNOWN_EVENT_ID' | 'TOO_FAR_BEHIND' } | null;
  /** Where the client stands: nothing at or before it is sent again. */
  after: EventPosition;
  missed: StreamedEvent[];
}

/**
 * The process's event streams: how many are open (bounded, with a 503 past the bound), the hub
 * that feeds them, and how one opens: the missed events of a resume, then live ones, each once
 * and in commit order.
 */
export class EventStreams {
  private readonly open = new Set<SseBody>();
  private readonly perAddress = new Map<string, number>();
  private readonly hub: StreamHub;
  /** The latest events' messages by event id, oldest first (see `messageOf`). */
  private readonly messages = new Map<string, { full?: Buffer; public?: Buffer }>();
  private reserved = 0;
  private closing = false;
  /** Catch-up reads not begun yet, by where they start: see `startOf`. */
  private readonly startsAsked = new Map<string, Promise<Start>>();

  constructor(
    private readonly database: DbHandle,
    log: FastifyBaseLogger,
    private readonly settings: StreamSettings,
  ) {
    this.hub = new StreamHub(database, log, { pollMs: settings.pollMs });
  }

  /** Streams open or opening. */
  get openCount() {
    return this.reserved;
  }

  /**
   * Opens a stream: throws the 503 past the bounds before anything is written. `pending` is how
   * much output the connection has not sent yet (a client that stops reading is cut off).
   */
  async openStream(
    target: StreamTarget,
    lastEventId: string | undefined,
    pending: () => number,
  ): Promise<SseBody> {
    const release = this.reserve(target.publicAddress);
    let live = false;
    let last: EventPosition | null = null;
    const buffered: StreamedEvent[] = [];
    let body: SseBody | null = null;
    const deliver = (events: StreamedEvent[]) => {
      for (const event of events) {
        if (last && !isAfter(event.position, last)) continue;
        last = event.position;
        const message = this.messageOf(event, target);
        if (message) body?.write(message);
      }
    };
    let unlisten: (() => void) | null = null;
    try {
      unlisten = await this.hub.listen(target.tournamentId, (events) => {
        if (live) deliver(events);
        else buffered.push(...events);
      });
      // After listening: whatever settles from here on reaches the hub's listener.
      const start = lastEventId === undefined ? null : await this.startOf(target, lastEventId);
      const stop = unlisten;
      const opened = new SseBody(this.settings.heartbeatMs, pending, () => {
        stop();
        release();
        this.open.delete(opened);
      });
      body = opened;
      this.open.add(opened);
      opened.write(sseRetry(RETRY_MS));
      if (start?.reset) {
        const { id, reason } = start.reset;
        opened.write(sseMessage({ id, event: 'reset', data: JSON.stringify({ reason }) }));
      }
      // The hub may have passed on events at or before where the client stands (on PostgreSQL
      // an event settles only once every transaction begun before it has ended): never again.
      last = start?.after ?? null;
      deliver(start?.missed ?? []);
      deliver(buffered.splice(0));
      live = true;
      return opened;
    } catch (error) {
      if (body) body.close();
      else {
        unlisten?.();
        release();
      }
      throw error;
    }
  }

  /** Ends every stream and stops reading (server shutdown). */
  closeAll() {
    this.closing = true;
    this.hub.stop();
    for (const body of [...this.open]) body.close();
  }

  /**
   * The event as a stream sends it. The hub hands the same event to every stream of its
   * tournament, and after a restart every viewer catches up on the same missed events, each
   * read by a query of its own: so each form is made once per event id, not once per open page,
   * as one buffer that every stream writes. A string would be copied into a buffer of its own by
   * each stream, a standings message times every viewer of a final.
   */
  private messageOf(event: StreamedEvent, target: StreamTarget): Buffer | null {
    let made = this.messages.get(event.id);
    if (!made) {
      this.messages.set(event.id, (made = {}));
      if (this.messages.size > KEPT_MESSAGES)
        this.messages.delete(this.messages.keys().next().value!);
    }
    if (target.publicAddress === undefined)
      return (made.full ??= Buffer.from(
        sseMessage({ id: event.id, event: event.event, data: event.payload }),
      ));
    // A private event moves the stream on without being shown: its id is never sent.
    if (!isPublicEvent(event.event)) return null;
    return (made.public ??= Buffer.from(
      sseMessage({ id: event.id, event: event.event, data: publicPayload(event.payload) }),
    ));
  }

  /**
   * Where a resume starts: after the client's last event, or over from the latest one. After a
   * restart thousands of viewers of one final resume from the same event within moments: the
   * resumes asked for during one turn of the event loop share one read, begun in the next turn.
   * A resume joins only a read not begun yet, which sees every event settled before the resume
   * listened (the hub passes on every later one).
   */
  private startOf(target: StreamTarget, lastEventId: string): Promise<Start> {
    const id = lastEventId.trim().toLowerCase();
    const key = `${target.tenantId} ${target.tournamentId} ${id}`;
    let start = this.startsAsked.get(key);
    if (!start) {
      start = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.startsAsked.delete(key);
        return this.readStart(target, id);
      });
      this.startsAsked.set(key, start);
    }
    return start;
  }

  private async readStart(target: StreamTarget, id: string): Promise<Start> {
    const { db, engine } = this.database;
    const { tenantId, tournamentId } = target;
    const position = UUID.test(id) ? await positionOf(db, tenantId, tournamentId, id) : undefined;
    if (position) {
      const missed = await eventsAfter(db, engine, [tournamentId], position, MAX_CATCH_UP + 1);
      if (missed.length <= MAX_CATCH_UP) return { reset: null, after: position, missed };
    }
    const latest = await latestEvent(db, engine, tenantId, tournamentId);
    const from = latest?.position ?? { txid: 0, seq: 0 };
    return {
      reset: { id: latest?.id, reason: position ? 'TOO_FAR_BEHIND' : 'UNKNOWN_EVENT_ID' },
      after: from,
      // Settled since the latest was read: the hub may have passed them before listening.
      missed: await eventsAfter(db, engine, [tournamentId], from, MAX_CATCH_UP),
    };
  }

  /** Takes a slot, or refuses with the 503 the contract's envelope carries. */
  private reserve(address: string | undefined): () => void {
    const refuse = (message: string) =>
      new AppError('UNAVAILABLE', message, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
        reason: 'TOO_MANY_STREAMS',
      });
    if (this.closing) throw refuse('The server is shutting down; reconnect');
    if (this.reserved >= this.settings.maxConnections)
      throw refuse('This server has as many open event streams as it serves; retry later');
    const count = address === undefined ? 0 : (this.perAddress.get(address) ?? 0);
    if (address !== undefined && count >= this.settings.maxPublicPerAddress)
      throw refuse('Too many open public streams from this address; close one or retry later');
    this.reserved++;
    if (address !== undefined) this.perAddress.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.reserved--;
      if (address === undefined) return;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
