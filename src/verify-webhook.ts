/**
 * Verifying Tourney webhook deliveries on the receiving side.
 *
 * Dependency-free (only `node:crypto`): copy this file into your project or import it.
 * Always verify over the RAW request body — the exact bytes received, before any JSON parsing —
 * and answer 401 when verification fails.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { verifyWebhookSignature } from './verify-webhook.js';
 *
 * const secret = process.env.TOURNEY_WEBHOOK_SECRET!;
 * createServer((req, res) => {
 *   const chunks: Buffer[] = [];
 *   req.on('data', (chunk: Buffer) => chunks.push(chunk));
 *   req.on('end', () => {
 *     const rawBody = Buffer.concat(chunks);
 *     if (!verifyWebhookSignature(rawBody, req.headers['x-webhook-signature'] as string, secret)) {
 *       res.writeHead(401).end();
 *       return;
 *     }
 *     const event = JSON.parse(rawBody.toString('utf8'));
 *     // dedupe on event.eventId: delivery is at least once
 *     res.writeHead(204).end();
 *   });
 * }).listen(8080);
 * ```
 *
 * Standard Webhooks receivers call `verifyStandardWebhook(rawBody, req.headers, secret)` instead;
 * it also rejects timestamps more than five minutes away from now (replay protection).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

type HeaderValue = string | string[] | undefined | null;
export type WebhookHeaders = { get(name: string): string | null } | Record<string, HeaderValue>;

export interface StandardVerifyOptions {
  /** Largest accepted distance between webhook-timestamp and now, in seconds. Default 300. */
  toleranceSeconds?: number;
  now?: Date;
}

/** Checks `X-Webhook-Signature: sha256=<hex>`. Returns false (never throws) on any bad input. */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined | null,
  secret: string,
): boolean {
  try {
    if (typeof signatureHeader !== 'string' || !isUsableSecret(secret)) return false;
    const expected = `sha256=${hmac(secret, [toBytes(rawBody)]).toString('hex')}`;
    return constantTimeEqual(signatureHeader.trim(), expected);
  } catch {
    return false;
  }
}

/**
 * Checks the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` (space-separated `v1,<base64>` entries; any one matching is enough).
 * The HMAC key is the UTF-8 bytes of the Tourney secretKey. Returns false, never throws.
 */
export function verifyStandardWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: StandardVerifyOptions = {},
): boolean {
  try {
    const { toleranceSeconds = 300, now = new Date() } = options;
    if (!isUsableSecret(secret)) return false;
    const id = readHeader(headers, 'webhook-id');
    const timestamp = readHeader(headers, 'webhook-timestamp');
    const signatures = readHeader(headers, 'webhook-signature');
    if (!id || !timestamp || !signatures || !/^\d{1,15}$/.test(timestamp)) return false;

    const ageSeconds = Math.abs(now.getTime() / 1000 - Number(timestamp));
    if (!(ageSeconds <= toleranceSeconds)) return false;

    const signedContent = [Buffer.from(`${id}.${timestamp}.`, 'utf8'), toBytes(rawBody)];
    const expected = `v1,${hmac(secret, signedContent).toString('base64')}`;
    return signatures
      .split(' ')
      .filter((entry) => entry.length > 0)
      .some((entry) => constantTimeEqual(entry, expected));
  } catch {
    return false;
  }
}

function hmac(secret: string, parts: Uint8Array[]): Buffer {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'));
  for (const part of parts) mac.update(part);
  return mac.digest();
}

function toBytes(rawBody: string | Uint8Array): Uint8Array {
  if (typeof rawBody === 'string') return Buffer.from(rawBody, 'utf8');
  if (rawBody instanceof Uint8Array) return rawBody;
  throw new TypeError('rawBody must be a string or bytes');
}

// An empty key is a misconfiguration, and anyone could forge a signature made with it.
function isUsableSecret(secret: unknown): secret is string {
  return typeof secret === 'string' && secret.length > 0;
}

// timingSafeEqual throws on different lengths, so the length is compared first; the length of a
// signature is public anyway.
function constantTimeEqual(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
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
