import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ANNOUNCE_CHANNEL } from './migrations/0036-announced-read-versions.js';
import { batchedVersionReader, type VersionReader } from './read-versions.js';
import type { Executor } from './database.js';

/**
 * How old the versions held in memory may be: past this long since the last confirmation that
 * every announcement before it arrived, reads ask the database again.
 */
export const STALE_BOUND_MS = 1000;
/** How often the listener confirms it still hears announcements. */
const HEARTBEAT_MS = 250;
/** How long to wait before listening again after the listening connection was lost. */
const RECONNECT_MS = 1000;
/** Every tournament, team and user read; past this many, start again. */
const MAX_REMEMBERED = 100_000;

export interface AnnouncedVersions {
  readVersions: VersionReader;
  /** Resolves once the versions served include every commit made before the call. */
  caughtUp(): Promise<void>;
  /** A statement that may have written finished on this process's pool. */
  noteWrite(): void;
  stop(): Promise<void>;
}

interface Fence {
  /** Writes noted before it was sent: each committed before the fence did. */
  covers: number;
  sentAt: number;
  heard: Promise<boolean>;
  settle(heard: boolean): void;
}

/** Where a process says that its cached reads stopped, or started again, relying on announcements. */
export interface VersionsLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * PostgreSQL read versions held in memory and kept current by the versions each commit announces
 * (migration 0036-announced-read-versions), so that a cached read costs no round trip to the
 * database. Two things bound how old they may be:
 *
 * - A write made through this process is seen by the reads that start after it: such a read first
 *   waits for a fence, a notification this process sends itself after the write; PostgreSQL
 *   delivers notifications in commit order, so every announcement of an earlier commit has
 *   arrived by then.
 * - A write made through another process is seen within `STALE_BOUND_MS`: a fence goes out every
 *   `HEARTBEAT_MS`, and when none sent within the bound has come back (the connection is lost,
 *   the database is slow, a pooler in front of it does not pass notifications on), every read
 *   asks the database, as `batchedVersionReader` does, until listening works again.
 */
export function announcedVersionReader(
  db: Executor,
  openListener: () => pg.Client,
  logger?: VersionsLogger,
): AnnouncedVersions {
  const checked = batchedVersionReader(db);
  const instance = randomBytes(8).toString('hex');
  const known = new Map<string, number>();
  /** Moves when `known` starts again: versions read before then are not kept. */
  let generation = 0;
  let listener: pg.Client | undefined;
  let started = false;
  let heardBefore = false;
  let stopped = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;

  let writesNoted = 0;
  let writesFenced = 0;
  /** When the latest fence heard was sent: every announcement before then has arrived. */
  let confirmedAt = 0;
  let nextToken = 0;
  const fences = new Map<number, Fence>();
  let latestFence: Fence | undefined;
  let sending: Promise<void> = Promise.resolve();

  const forget = () => {
    known.clear();
    generation++;
  };
  // Versions only grow; announcements and reads that arrive out of order must not lower one.
  const raise = (key: string, version: number) => {
    const current = known.get(key);
    if (current === undefined || version > current) known.set(key, version);
  };

  function heard(payload: string) {
    if (payload === 'reset') return forget();
    if (payload.startsWith('fence ')) {
      const [, from, token] = payload.split(' ');
      if (from === instance) return settleFencesUpTo(Number(token));
      return;
    }
    if (known.size > MAX_REMEMBERED) forget();
    for (const [key, version] of Object.entries(JSON.parse(payload) as Record<string, number>))
      raise(key, version);
  }

  // Notifications arrive in the order they were sent: a fence heard means the earlier ones were.
  function settleFencesUpTo(token: number) {
    for (const [t, fence] of fences) {
      if (t > token) break;
      fences.delete(t);
      writesFenced = Math.max(writesFenced, fence.covers);
      confirmedAt = Math.max(confirmedAt, fence.sentAt);
      fence.settle(true);
    }
  }

  function sendFence(client: pg.Client): Fence {
    const token = ++nextToken;
    let settle!: (heard: boolean) => void;
    const heardIt = new Promise<boolean>((resolve) => (settle = resolve));
    const fence: Fence = { covers: writesNoted, sentAt: Date.now(), heard: heardIt, settle };
    fences.set(token, fence);
    latestFence = fence;
    // One statement at a time on the connection: pg queues them, but will stop doing so.
    sending = sending
      .then(() =>
        client.query(`select pg_notify(${ANNOUNCE_CHANNEL}, $1)`, [`fence ${instance} ${token}`]),
      )
      .then(
        () => undefined,
        (error: Error) => void lost(client, error.message),
      );
    return fence;
  }

  const listening = () => listener !== undefined && Date.now() - confirmedAt < STALE_BOUND_MS;

  /** Waits until the writes noted so far are known to have been announced here. */
  async function fenceWrites(): Promise<boolean> {
    if (!listener) return false;
    const fence =
      latestFence && fences.size > 0 && latestFence.covers >= writesNoted
        ? latestFence
        : sendFence(listener);
    return fence.heard;
  }

  function lost(client: pg.Client, reason: string) {
    if (listener !== client) return;
    listener = undefined;
    latestFence = undefined;
    for (const fence of fences.values()) fence.settle(false);
    fences.clear();
    client.removeAllListeners('notification');
    const ended = client.end().catch(() => undefined);
    if (stopped) return ended;
    logger?.warn({ reason }, 'read versions: not listening, cached reads check the database');
    listenLater();
    return ended;
  }

  function listenLater() {
    reconnect = setTimeout(() => void listen(), RECONNECT_MS);
    reconnect.unref();
  }

  async function listen() {
    if (stopped) return;
    const client = openListener();
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'connection ended'));
    try {
      await client.connect();
      const { rows } = await client.query<{ channel: string }>(
        `select ${ANNOUNCE_CHANNEL} as channel`,
      );
      client.on('notification', (message) => {
        if (listener === client && message.payload !== undefined) heard(message.payload);
      });
      await client.query(`listen "${rows[0]!.channel}"`);
    } catch (error) {
      client.end().catch(() => undefined);
      if (stopped) return;
      logger?.warn({ reason: (error as Error).message }, 'read versions: cannot listen');
      return listenLater();
    }
    if (stopped) return void client.end().catch(() => undefined);
    // Announcements made while nobody listened were missed.
    forget();
    if (heardBefore) logger?.info({}, 'read versions: listening again');
    heardBefore = true;
    listener = client;
    sendFence(client);
  }

  function start() {
    started = true;
    void listen();
    heartbeat = setInterval(() => {
      if (!listener) return;
      const oldest = fences.values().next().value;
      if (oldest && Date.now() - oldest.sentAt > STALE_BOUND_MS)
        void lost(listener, 'no announcement within the bound');
      else sendFence(listener);
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  const readVersions: VersionReader = async (keys, options) => {
    if (keys.length === 0) return [];
    if (!started) start();
    if (!options?.again && writesNoted > writesFenced && !(await fenceWrites()))
      return checked(keys);
    if (!listening()) return checked(keys);
    const versions = keys.map((k) => known.get(k));
    const missing = keys.filter((_, i) => versions[i] === undefined);
    if (missing.length === 0) return versions as number[];
    const readIn = generation;
    const read = await checked(missing);
    if (generation === readIn) missing.forEach((k, i) => raise(k, read[i]!));
    const fresh = new Map(missing.map((k, i) => [k, read[i]!]));
    return keys.map((k, i) => versions[i] ?? fresh.get(k)!);
  };

  return {
    readVersions,
    // Not listening: reads check the database, so they are caught up already.
    caughtUp: async () => void (listener && (await sendFence(listener).heard)),
    noteWrite: () => void writesNoted++,
    // A connection still being opened is closed once it opens.
    async stop() {
      stopped = started = true;
      clearInterval(heartbeat);
      clearTimeout(reconnect);
      if (listener) await lost(listener, 'stopped');
    },
  };
}

const WRITES = /^\s*(insert|update|delete|commit|with|merge|truncate|copy)\b/i;

/** Calls `noted` after each statement on the pool that may have written, once it has finished. */
export function noteWritesOf(pool: pg.Pool, noted: () => void) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      const result = query(config, ...rest);
      // Only the promise form is used for statements; a cursor or callback query is a read.
      if (text !== undefined && WRITES.test(text) && result instanceof Promise)
        result.then(noted, noted);
      return result;
    }) as typeof client.query;
  });
}
