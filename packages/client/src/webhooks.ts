/**
 * Verifying Tourney webhook deliveries on the receiving side, with the Web Crypto API (Node 20+,
 * Deno, Bun, browsers and edge runtimes alike). `crypto.subtle.verify` compares in constant time.
 *
 * Always verify the RAW request body, the exact bytes received, before any JSON parsing.
 */

type HeaderValue = string | string[] | undefined | null;
/** A Fetch `Headers` object or Node's `req.headers`. */
export type WebhookHeaders = { get(name: string): string | null } | Record<string, HeaderValue>;

export interface VerifyWebhookInput {
  /** The configuration's `secretKey`. */
  secret: string;
  /** The raw request body. */
  body: string | Uint8Array;
  headers: WebhookHeaders;
  /** Largest accepted distance between `webhook-timestamp` and now, in seconds. Default 300. */
  toleranceSeconds?: number;
  now?: Date;
}

/**
 * True when the delivery was signed with `secret`. With the Standard Webhooks headers
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`), which every signed delivery carries,
 * those are checked, the timestamp included (replay protection); a request with only
 * `X-Webhook-Signature: sha256=<hex>` is checked on that. Never throws: false on any bad input.
 */
export async function verifyWebhook(input: VerifyWebhookInput): Promise<boolean> {
  try {
    const { secret, body, headers, toleranceSeconds = 300, now = new Date() } = input;
    if (typeof secret !== 'string' || secret.length === 0) return false;
    if (typeof body !== 'string' && !(body instanceof Uint8Array)) return false;
    // A copy: Web Crypto takes no view of a SharedArrayBuffer.
    const bodyBytes = typeof body === 'string' ? encoder.encode(body) : new Uint8Array(body);
    const key = await hmacKey(secret);

    const standardSignatures = readHeader(headers, 'webhook-signature');
    if (standardSignatures !== undefined) {
      const id = readHeader(headers, 'webhook-id');
      const timestamp = readHeader(headers, 'webhook-timestamp');
      if (!id || !timestamp || !/^\d{1,15}$/.test(timestamp)) return false;
      if (!(Math.abs(now.getTime() / 1000 - Number(timestamp)) <= toleranceSeconds)) return false;
      const signed = concat(encoder.encode(`${id}.${timestamp}.`), bodyBytes);
      for (const entry of standardSignatures.split(' ')) {
        const signature = entry.startsWith('v1,') ? fromBase64(entry.slice(3)) : undefined;
        if (signature && (await crypto.subtle.verify('HMAC', key, signature, signed))) return true;
      }
      return false;
    }

    const tourneySignature = readHeader(headers, 'x-webhook-signature')?.trim();
    const hex = tourneySignature?.match(/^sha256=([0-9a-f]{64})$/)?.[1];
    return hex !== undefined && (await crypto.subtle.verify('HMAC', key, fromHex(hex), bodyBytes));
  } catch {
    return false;
  }
}

/** The event names a webhook (and the tournament stream) carries. */
export type WebhookEventName =
  | 'team.created'
  | 'team.updated'
  | 'team.deleted'
  | 'team.member_joined'
  | 'team.member_left'
  | 'registration.created'
  | 'registration.updated'
  | 'registration.checked_in'
  | 'registration.waitlisted'
  | 'tournament.updated'
  | 'match.updated'
  | 'match.scheduled'
  | 'match.reported'
  | 'match.disputed'
  | 'standings.updated'
  | 'stage.completed'
  | 'user.erased'
  | 'test.ping';

/** The body of a delivery. `data` is the resource as the read API returns it. */
export interface WebhookEvent<T = unknown> {
  event: WebhookEventName;
  /** The same for every configuration that receives the event: dedupe on it. */
  eventId: string;
  timestamp: string;
  tenantId: string;
  data: T;
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/** Verifies a delivery, then parses its body; throws `WebhookVerificationError` if unsigned. */
export async function parseWebhookEvent<T = unknown>(
  input: VerifyWebhookInput,
): Promise<WebhookEvent<T>> {
  if (!(await verifyWebhook(input))) {
    throw new WebhookVerificationError('The webhook signature does not match its body');
  }
  const text = typeof input.body === 'string' ? input.body : new TextDecoder().decode(input.body);
  return JSON.parse(text) as WebhookEvent<T>;
}

const encoder = new TextEncoder();

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
}

function concat(a: Uint8Array, b: Uint8Array) {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function fromHex(hex: string) {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

function fromBase64(text: string) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (headers == null || typeof headers !== 'object') return undefined;
  if (typeof headers.get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Record<string, HeaderValue>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}
