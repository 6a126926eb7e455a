import type { FastifyBaseLogger } from 'fastify';
import type { EventPosition } from '../../db/commit-order.js';
import { settledHead } from '../../db/commit-order.js';
import type { DbHandle } from '../../db/create-db.js';
import { eventsAfter, type StreamedEvent } from './event-log.repository.js';

export type EventListener = (events: StreamedEvent[]) => void;

export interface HubOptions {
  pollMs: number;
  /** Events read per query; a full batch is followed by another query at once. */
  batchSize?: number;
}

/**
 * The process's one reader of the outbox for its streams. While anyone listens it polls, in one
 * query for every tournament listened to, the events settled after the last one it read, and
 * hands each tournament's events to its listeners. It reads the database, not memory, so it
 * sees the events of every API process and worker alike.
 */
export class StreamHub {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private cursor: EventPosition | null = null;
  private starting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private stopped = false;

  constructor(
    private readonly database: DbHandle,
    private readonly log: FastifyBaseLogger,
    private readonly options: HubOptions,
  ) {}

  /**
   * Listens to a tournament's events from the next poll on. Resolves once the hub has its
   * starting point, so an event recorded after that reaches the listener. Returns the
   * unsubscribe function.
   */
  async listen(tournamentId: string, listener: EventListener): Promise<() => void> {
    let set = this.listeners.get(tournamentId);
    if (!set) this.listeners.set(tournamentId, (set = new Set()));
    set.add(listener);
    const remove = () => this.remove(tournamentId, listener);
    try {
      await this.start();
    } catch (error) {
      remove();
      throw error;
    }
    return remove;
  }

  /** Stops polling for good (server shutdown). */
  stop() {
    this.stopped = true;
    this.listeners.clear();
    this.idle();
  }

  get listenerCount() {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private remove(tournamentId: string, listener: EventListener) {
    const set = this.listeners.get(tournamentId);
    set?.delete(listener);
    if (set?.size === 0) this.listeners.delete(tournamentId);
    if (this.listeners.size === 0) this.idle();
  }

  /** No one listens: no polling, and the next listener starts from the head again. */
  private idle() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.polling) this.cursor = null;
  }

  private start(): Promise<void> {
    if (this.cursor) return Promise.resolve();
    this.starting ??= settledHead(this.database.db, this.database.engine)
      .then((head) => {
        this.cursor = head;
        this.schedule(this.options.pollMs);
      })
      .finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  private schedule(delayMs: number) {
    if (this.stopped || this.timer || this.polling || this.listeners.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, delayMs);
  }

  private async poll() {
    const cursor = this.cursor;
    if (!cursor || this.listeners.size === 0) return;
    this.polling = true;
    const limit = this.options.batchSize ?? 500;
    let full = false;
    try {
      const { db, engine } = this.database;
      const events = await eventsAfter(db, engine, [...this.listeners.keys()], cursor, limit);
      full = events.length === limit;
      if (events.length > 0) {
        this.cursor = events[events.length - 1]!.position;
        this.fanOut(events);
      }
    } catch (err) {
      // The next poll tries again from the same place: nothing is skipped.
      this.log.warn({ err }, 'event stream poll failed');
    } finally {
      this.polling = false;
    }
    if (this.listeners.size === 0) this.cursor = null;
    else this.schedule(full ? 0 : this.options.pollMs);
  }

  private fanOut(events: StreamedEvent[]) {
    const byTournament = new Map<string, StreamedEvent[]>();
    for (const event of events) {
      const list = byTournament.get(event.tournamentId);
      if (list) list.push(event);
      else byTournament.set(event.tournamentId, [event]);
    }
    for (const [tournamentId, list] of byTournament) {
      for (const listener of this.listeners.get(tournamentId) ?? []) {
        try {
          listener(list);
        } catch (err) {
          this.log.warn({ err }, 'event stream listener failed');
        }
      }
    }
  }
}
