import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantOf } from './auth.js';
import { resolveComponent } from './components.js';
import { meta } from './envelope.js';

interface Entry {
  /** The database's data version when the data was read. */
  version: string;
  /** The `data` member of the envelope, serialized by the route's response schema. */
  json: Buffer;
  /** When a time-dependent field (e.g. a registration deadline) changes, in ms since epoch. */
  expiresAt: number;
}

/**
 * Serialized read responses, per tenant and URL, bounded by their total size (least recently
 * used first out). An entry is served only while the database's data version is the one it was
 * read under, so any committed write, in this process or another, makes every entry a miss.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled() {
    return this.maxBytes > 0;
  }

  get(key: string, version: string, now: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version || entry.expiresAt <= now) {
      this.bytes -= entry.json.byteLength;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.json;
  }

  set(key: string, entry: Entry) {
    if (entry.json.byteLength > this.maxBytes / 8) return; // one page must not flush the rest
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.json.byteLength;
    }
    this.entries.set(key, entry);
    this.bytes += entry.json.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.json.byteLength;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export interface CachedRead<T> {
  /** Reads the data on a miss. */
  load: () => Promise<T>;
  /** When the data turns stale by the clock alone, if it can; else it lasts until a write. */
  expiresAt?: (data: T, now: number) => number;
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
 * Answers a tenant read with the success envelope, from the cache when the database has not
 * changed since the data was read. The envelope's `meta` is made for each request; hits and
 * misses serialize `data` with the same response schema, so both send the same bytes.
 */
export async function cachedOk<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { load, expiresAt }: CachedRead<T>,
): Promise<void> {
  const cache = request.server.readCache;
  // The version is read before the data: a write in between only costs a later miss.
  const version = cache.enabled ? await request.server.deps.database.dataVersion() : '';
  const key = `${tenantOf(request)} ${request.url}`;
  const now = Date.now();
  let json = cache.enabled ? cache.get(key, version, now) : undefined;
  reply.header('x-cache', json === undefined ? 'miss' : 'hit');
  if (json === undefined) {
    const data = await load();
    json = Buffer.from(dataSerializer(reply)(data));
    if (cache.enabled) {
      cache.set(key, {
        version,
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
