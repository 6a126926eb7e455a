import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantOf } from './auth.js';
import { resolveComponent } from './components.js';
import { entityTagOfParts } from './conditional-requests.js';
import { meta, type Meta } from './envelope.js';
import type { VersionReader } from '../db/read-versions.js';
import { SharedReads } from '../db/shared-reads.js';

interface Entry {
  /** The versions of the answer's read keys, read before its data. */
  versions: readonly number[];
  /** The keys of what the answer lists (`CachedRead.memberKeys`), found after `versions`. */
  members: readonly string[];
  /** Their versions, read before the data or with it (`CachedRead.membersRead`). */
  memberVersions: readonly number[];
  /** The `data` member of the envelope, serialized by the route's response schema. */
  json: Buffer;
  /** When a time-dependent field (e.g. a registration deadline) changes, in ms since epoch. */
  expiresAt: number;
  /** Its answer's ETag, made at its first hit and served with every later one. */
  tag?: string;
}

interface StoredEntry extends Entry {
  /** Found out of date: never served again, its memory kept for the key's next answer. */
  stale: boolean;
}

// What an entry costs beyond its key and bytes: the Map slot, the entry object, the Buffer
// object and its backing store's header. Without it a million tiny answers (empty pages) would
// be counted as a few megabytes.
const ENTRY_OVERHEAD_BYTES = 300;

// Shared values are list pages (up to a page size of rows each, and their serialized text):
// the pages viewers open most, a few filters and their first pages, fit well within this many.
// A list seen by a user is answered from them on every read.
const SHARED_PAGES = 128;
// A viewer's facts about one page's tournaments: a few booleans each, for many viewers.
const SHARED_VIEWERS = 1024;

/** Whether `current`, from `from` to its end, holds exactly `versions`. */
function versionsMatch(versions: readonly number[], current: readonly number[], from = 0) {
  if (current.length - from !== versions.length) return false;
  for (let i = 0; i < versions.length; i++) if (versions[i] !== current[from + i]) return false;
  return true;
}

const sizeOf = (key: string, members: readonly string[], bytes: number) =>
  members.reduce((sum, member) => sum + member.length, key.length) + bytes + ENTRY_OVERHEAD_BYTES;

/** What a kept entry costs: its answer's memory may be larger than the answer (see `ownBytes`). */
const storedSizeOf = (key: string, { members, json }: Entry) =>
  sizeOf(key, members, json.buffer.byteLength);

/**
 * A buffer that owns its memory. Node cuts small buffers out of shared 8 KiB slabs: keeping one
 * would keep its whole slab alive, up to 8 KiB for an answer counted as a few bytes.
 *
 * The memory of the answer it replaces is reused when the new one fits and fills more than half
 * of it: an answer is usually replaced by the same page read again after a write, and a dropped
 * one stays allocated until V8's next full collection. Under 50 writes/s at a million matches,
 * the answers dropped and not yet collected took half as much memory again as the cache's own.
 */
function ownBytes(json: Buffer, replaced: Buffer | undefined): Buffer {
  const room = replaced?.buffer.byteLength ?? 0;
  if (replaced && json.byteLength <= room && json.byteLength * 2 > room) {
    const reused = Buffer.from(replaced.buffer, 0, json.byteLength);
    json.copy(reused);
    return reused;
  }
  if (json.byteOffset === 0 && json.buffer.byteLength === json.byteLength) return json;
  const own = Buffer.allocUnsafeSlow(json.byteLength);
  json.copy(own);
  return own;
}

/**
 * Serialized read responses, per tenant and URL, bounded by their total size (least recently
 * used first out). An entry is served only while its read keys keep the versions they had
 * before it was read: a committed write to anything the answer is built from, in this process
 * or another, makes it a miss, and writes to anything else leave it served.
 */
export class ReadCache {
  private readonly entries = new Map<string, StoredEntry>();
  private bytes = 0;
  /**
   * Data several answers share, kept under the same rule (none when the cache is off): list
   * pages as everyone sees them, and viewers' facts about the tournaments of a page.
   */
  readonly shared: { pages: SharedReads; viewers: SharedReads };

  constructor(private readonly maxBytes: number) {
    const on = maxBytes > 0;
    this.shared = {
      pages: new SharedReads(on ? SHARED_PAGES : 0),
      viewers: new SharedReads(on ? SHARED_VIEWERS : 0),
    };
  }

  get enabled() {
    return this.maxBytes > 0;
  }

  /** The entry as it is, stale or not, without counting it as used. */
  peek(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** The entry while its read keys keep `versions` and its time lasts; its members are the caller's to check. */
  get(key: string, versions: readonly number[], now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.stale) return undefined;
    if (!versionsMatch(entry.versions, versions) || entry.expiresAt <= now) {
      entry.stale = true;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: Entry) {
    // One page must not flush the rest.
    if (sizeOf(key, entry.members, entry.json.byteLength) > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= storedSizeOf(key, previous);
    }
    // Field by field: node 20's V8 writes each property after a spread through its slow path.
    const own: StoredEntry = {
      versions: entry.versions,
      members: entry.members,
      memberVersions: entry.memberVersions,
      json: ownBytes(entry.json, previous?.json),
      expiresAt: entry.expiresAt,
      tag: undefined,
      stale: false,
    };
    this.entries.set(key, own);
    this.bytes += storedSizeOf(key, own);
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= storedSizeOf(oldKey, old);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** A route's serializer of the envelope's `data`. */
export type Serializer = (data: unknown) => string;

/** Serialized JSON in pieces, written one after another into the answer. */
export type JsonChunks = readonly (Buffer | string)[];

export interface CachedRead<T> {
  /**
   * The read keys (`readKey`) of everything the answer is built from. An answer with none is
   * never cached: it could not tell when it turns stale.
   */
  keys: readonly string[] | Promise<readonly string[]>;
  /**
   * The read keys of what the answer lists (e.g. the tournaments on a list page), found by a
   * cheap query: for answers whose members change on their own (a registration changes one
   * listed tournament's count) while `keys` say which members there are (a list's key moves
   * with any tournament row, never with a registration). They are found after the versions of
   * `keys` are read and their own versions are read before the data, so a cached answer is
   * served only while `keys` and the members it was read with keep their versions.
   */
  memberKeys?: (readVersions: VersionReader) => Promise<readonly string[]>;
  /**
   * Instead of `memberKeys`: the keys of what the answer lists with the versions they had when
   * the data was read, in the statement that read it (`userKeyVersion`), for answers whose
   * members cost as much to find as the data itself (a deep page of a leaderboard). A change
   * committed after that statement gives its key a newer version, so it is never missed.
   */
  membersRead?: (data: T) => { keys: readonly string[]; versions: readonly number[] };
  /**
   * Reads the data on a miss. `readVersions` reads versions for this request from the moment of
   * its first read on (see `VersionReader`): for data shared between answers.
   */
  load: (readVersions: VersionReader) => Promise<T>;
  /**
   * Serializes the data read on a miss, given the route's serializer for the envelope's `data`:
   * for answers the route can put together from parts it serialized before (the same bytes).
   */
  serialize?: (data: T, serializer: Serializer) => JsonChunks;
  /** When the data turns stale by the clock alone, if it can; else it lasts until a write. */
  expiresAt?: (data: T, now: number) => number;
  /** Whose answer it is: the caller's tenant unless given (`public` for keyless reads). */
  scope?: string;
}

const ENVELOPE_HEAD = Buffer.from('{"success":true,"message":"OK","data":');

/** The route's serializer for the envelope's `data`, compiled once per route. */
function dataSerializer(reply: FastifyReply): Serializer {
  const envelope = resolveComponent(
    (reply.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[200] as
      { properties?: { data?: object } } | undefined,
  );
  const dataSchema = envelope?.properties?.data;
  if (!dataSchema) throw new Error(`Route ${reply.routeOptions.url} has no 200 envelope schema`);
  return reply.compileSerializationSchema(dataSchema as Record<string, unknown>) as Serializer;
}

/**
 * Answers a tenant read with the success envelope, from the cache when nothing it is built from
 * has changed since the data was read. The envelope's `meta` is made for each request; hits and
 * misses serialize `data` with the same response schema, so both send the same bytes.
 */
export async function cachedOk<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { keys, memberKeys, membersRead, load, serialize, expiresAt, scope }: CachedRead<T>,
): Promise<void> {
  const cache = request.server.readCache;
  const { database } = request.server.deps;
  const readKeys = cache.enabled ? await keys : [];
  const caching = readKeys.length > 0;
  // After this request's first read, its later ones need not wait for a read made after them.
  const readLater: VersionReader = caching
    ? (of) => database.readVersions(of, { again: true })
    : database.readVersions;
  const key = `${scope ?? tenantOf(request)} ${request.url}`;
  // The members an entry was read with are worth checking only while `keys` keep their
  // versions; they are read with `keys`, at the same moment, in one read.
  const seen = caching ? cache.peek(key) : undefined;
  // Versions are read before the data: a write in between only costs a later miss.
  const current = caching
    ? await database.readVersions([...readKeys, ...(seen?.members ?? [])])
    : [];
  const versions = current.slice(0, readKeys.length);
  const now = Date.now();
  const entry = caching ? cache.get(key, versions, now) : undefined;
  let json =
    entry && entry === seen && versionsMatch(entry.memberVersions, current, readKeys.length)
      ? entry.json
      : undefined;
  reply.header('x-cache', json === undefined ? 'miss' : 'hit');
  if (entry && json !== undefined) {
    // The same bytes as a miss's answer before its meta: the same tag, hashed once.
    reply.header('etag', (entry.tag ??= entityTagOfParts([ENVELOPE_HEAD, json])));
  }
  if (json === undefined) {
    const members = caching && memberKeys ? await memberKeys(readLater) : [];
    const memberVersions = members.length === 0 ? [] : await readLater(members);
    const data = await load(readLater);
    const serializer = dataSerializer(reply);
    json = serialize ? joined(serialize(data, serializer)) : Buffer.from(serializer(data));
    if (caching) {
      const read = membersRead?.(data);
      cache.set(key, {
        versions,
        members: read?.keys ?? members,
        memberVersions: read?.versions ?? memberVersions,
        json,
        expiresAt: expiresAt ? expiresAt(data, now) : Number.POSITIVE_INFINITY,
      });
    }
  }
  await sendEnvelope(request, reply, [json]);
}

/** What an answer put together on every request from values kept in memory is read and made from. */
export interface AssembledRead<T> {
  /**
   * Reads the data, from values that several answers share (`SharedReads`) as far as they are
   * kept. `readVersions` reads versions for this request from its first read on.
   */
  load: (readVersions: VersionReader) => Promise<T>;
  /** Whether the data came from the kept values alone (the answer's `x-cache: hit`). */
  fromMemory: (data: T) => boolean;
  /** The envelope's `data`, given the route's serializer for it. */
  serialize: (data: T, serializer: Serializer) => JsonChunks;
}

/**
 * Answers a tenant read with the success envelope, put together on every request from shared
 * values that are kept under the response cache's rule (and read again when they are not), and
 * kept in no entry of its own: for answers that are many views of one value (a list page seen by
 * each of its viewers), which would all turn stale together whenever that value changes.
 */
export async function assembledOk<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { load, fromMemory, serialize }: AssembledRead<T>,
): Promise<void> {
  const { database } = request.server.deps;
  // The request's first read must be made after it arrived; its later ones may share it.
  let later = false;
  const data = await load((of) => {
    const again = later;
    later = true;
    return database.readVersions(of, { again });
  });
  reply.header('x-cache', request.server.readCache.enabled && fromMemory(data) ? 'hit' : 'miss');
  await sendEnvelope(request, reply, serialize(data, dataSerializer(reply)));
}

/** The pieces as one buffer, for keeping. */
const joined = (chunks: JsonChunks) =>
  chunks.length === 1 && Buffer.isBuffer(chunks[0])
    ? chunks[0]
    : Buffer.concat(chunks.map((chunk) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))));

/**
 * Sends the success envelope around serialized `data`. Bytes are sent as they are, past the
 * route's serializer (the cached part is not encoded again); awaiting the reply resolves once it
 * has been sent.
 */
async function sendEnvelope(request: FastifyRequest, reply: FastifyReply, data: JsonChunks) {
  await reply
    .type('application/json; charset=utf-8')
    .send(envelopeBytes(data, meta(request, reply)));
}

/**
 * The success envelope around serialized `data`, in one buffer written once: the answer is
 * copied a single time, not into a concatenation of copies.
 */
function envelopeBytes(data: JsonChunks, { traceId, elapsedMs, serverTimestamp }: Meta): Buffer {
  // As JSON.stringify writes `meta`, member by member: a finite number and an ISO date need no
  // escaping, and the trace id is escaped on its own.
  const tail = `,"meta":{"traceId":${JSON.stringify(traceId)},"elapsedMs":${elapsedMs},"serverTimestamp":"${serverTimestamp}"}}`;
  let length = ENVELOPE_HEAD.length + Buffer.byteLength(tail);
  for (const chunk of data)
    length += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
  const bytes = Buffer.allocUnsafe(length);
  bytes.set(ENVELOPE_HEAD, 0);
  let at = ENVELOPE_HEAD.length;
  for (const chunk of data) {
    if (typeof chunk === 'string') at += bytes.write(chunk, at);
    else {
      bytes.set(chunk, at);
      at += chunk.length;
    }
  }
  bytes.write(tail, at);
  return bytes;
}
