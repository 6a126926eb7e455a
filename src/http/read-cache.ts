import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantOf } from './auth.js';
import { resolveComponent } from './components.js';
import { meta } from './envelope.js';

interface Entry {
  /** The versions of the answer's read keys, read before its data. */
  versions: string;
  /** The `data` member of the envelope, serialized by the route's response schema. */
  json: Buffer;
  /** When a time-dependent field (e.g. a registration deadline) changes, in ms since epoch. */
  expiresAt: number;
}

// What an entry costs beyond its key and bytes: the Map slot, the entry object, the Buffer
// object and its backing store's header. Without it a million tiny answers (empty pages) would
// be counted as a few megabytes.
const ENTRY_OVERHEAD_BYTES = 300;

const sizeOf = (key: string, json: Buffer) => key.length + json.byteLength + ENTRY_OVERHEAD_BYTES;

/**
 * A buffer that owns its memory. Node cuts small buffers out of shared 8 KiB slabs: keeping one
 * would keep its whole slab alive, up to 8 KiB for an answer counted as a few bytes.
 */
function ownBytes(json: Buffer): Buffer {
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
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled() {
    return this.maxBytes > 0;
  }

  get(key: string, versions: string, now: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.versions !== versions || entry.expiresAt <= now) {
      this.bytes -= sizeOf(key, entry.json);
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.json;
  }

  set(key: string, entry: Entry) {
    if (sizeOf(key, entry.json) > this.maxBytes / 8) return; // one page must not flush the rest
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= sizeOf(key, previous.json);
    }
    const json = ownBytes(entry.json);
    this.entries.set(key, { ...entry, json });
    this.bytes += sizeOf(key, json);
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(oldKey, old.json);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface CachedRead<T> {
  /**
   * The read keys (`readKey`) of everything the answer is built from. An answer with none is
   * never cached: it could not tell when it turns stale.
   */
  keys: readonly string[] | Promise<readonly string[]>;
  /** Reads the data on a miss. */
  load: () => Promise<T>;
  /** When the data turns stale by the clock alone, if it can; else it lasts until a write. */
  expiresAt?: (data: T, now: number) => number;
  /** Whose answer it is: the caller's tenant unless given (`public` for keyless reads). */
  scope?: string;
}

type Serializer = (data: unknown) => string;

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
  { keys, load, expiresAt, scope }: CachedRead<T>,
): Promise<void> {
  const cache = request.server.readCache;
  const readKeys = cache.enabled ? await keys : [];
  const caching = readKeys.length > 0;
  // Versions are read before the data: a write in between only costs a later miss.
  const versions = caching
    ? (await request.server.deps.database.readVersions(readKeys)).join(',')
    : '';
  const key = `${scope ?? tenantOf(request)} ${request.url}`;
  const now = Date.now();
  let json = caching ? cache.get(key, versions, now) : undefined;
  reply.header('x-cache', json === undefined ? 'miss' : 'hit');
  if (json === undefined) {
    const data = await load();
    json = Buffer.from(dataSerializer(reply)(data));
    if (caching) {
      cache.set(key, {
        versions,
        json,
        expiresAt: expiresAt ? expiresAt(data, now) : Number.POSITIVE_INFINITY,
      });
    }
  }
  // Bytes are sent as they are, past the route's serializer (the cached part is not encoded
  // again); awaiting the reply resolves once it has been sent.
  const tail = Buffer.from(`,"meta":${JSON.stringify(meta(request, reply))}}`);
  await reply
    .type('application/json; charset=utf-8')
    .send(
      Buffer.concat([ENVELOPE_HEAD, json, tail], ENVELOPE_HEAD.length + json.length + tail.length),
    );
}
