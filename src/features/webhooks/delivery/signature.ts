import { createHmac } from 'node:crypto';

/**
 * Signing of outbound webhook deliveries.
 *
 * Two schemes are sent side by side so receivers can use whichever they already support:
 *
 * - `X-Webhook-Signature: sha256=<lowercase hex>` — HMAC-SHA256 of the raw body keyed with the
 *   configuration's secretKey (the documented Tourney format, identical to GitHub's).
 * - Standard Webhooks (https://www.standardwebhooks.com): `webhook-id`, `webhook-timestamp`,
 *   `webhook-signature: v1,<base64>` over `${id}.${timestamp}.${body}`.
 *
 * Standard Webhooks key derivation: the HMAC key is the UTF-8 bytes of secretKey, exactly as
 * for `X-Webhook-Signature`. Standard Webhooks secrets are written `whsec_<base64 of key bytes>`,
 * so a receiver using an official Standard Webhooks library passes
 * `standardWebhooksSecretFor(secretKey)`, i.e. `whsec_` + base64(UTF-8(secretKey)).
 */

export const USER_AGENT = 'Tourney-Webhooks/1';

export function signBody(rawBody: string | Buffer, secret: string): string {
  const hex = createHmac('sha256', Buffer.from(secret, 'utf8')).update(rawBody).digest('hex');
  return `sha256=${hex}`;
}

export interface StandardSignatureInput {
  id: string;
  /** Unix time in whole seconds. */
  timestamp: number;
  body: string | Buffer;
  secret: string;
}

export function signStandardWebhook({
  id,
  timestamp,
  body,
  secret,
}: StandardSignatureInput): string {
  const signed = Buffer.concat([
    Buffer.from(`${id}.${timestamp}.`, 'utf8'),
    typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
  ]);
  const digest = createHmac('sha256', Buffer.from(secret, 'utf8')).update(signed).digest('base64');
  return `v1,${digest}`;
}

/** The `whsec_…` form of our secretKey that official Standard Webhooks libraries accept. */
export function standardWebhooksSecretFor(secretKey: string): string {
  return `whsec_${Buffer.from(secretKey, 'utf8').toString('base64')}`;
}

function unixSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}

export interface DeliveryHeaderInput {
  deliveryId: string;
  body: string | Buffer;
  /** null (or empty) when the configuration has no secretKey: nothing is signed. */
  secret: string | null;
  now: Date;
}

export function buildDeliveryHeaders({
  deliveryId,
  body,
  secret,
  now,
}: DeliveryHeaderInput): Record<string, string> {
  const timestamp = unixSeconds(now);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Webhook-Id': deliveryId,
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestamp),
  };
  if (secret) {
    headers['X-Webhook-Signature'] = signBody(body, secret);
    headers['webhook-signature'] = signStandardWebhook({ id: deliveryId, timestamp, body, secret });
  }
  return headers;
}
