import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildDeliveryHeaders,
  standardWebhooksSecretFor,
} from '../../../src/features/webhooks/delivery/signature.js';
import { verifyWebhook } from '../src/index.js';

// Our `webhook-*` headers are Standard Webhooks'. The one difference is the secret: ours is the
// configuration's `secretKey` string, keyed as its UTF-8 bytes, where a Standard Webhooks secret
// is `whsec_` + base64 of any bytes. So the reference library is given `whsec_` + base64 of the
// UTF-8 bytes of our secret, and a key whose bytes are not UTF-8 text has no Tourney form.
const secret = 'whk-secret-Équipe-0123456789abcdef';
const reference = new Webhook(standardWebhooksSecretFor(secret));
const body = JSON.stringify({
  event: 'match.updated',
  eventId: '9a0b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d',
  data: { id: 'm1', name: 'Équipe ✓' },
});
const now = new Date('2026-05-01T10:00:05.000Z');

/** The Standard Webhooks headers only, as a receiver that knows nothing else reads them. */
const standardHeaders = (headers: Record<string, string>) => ({
  'webhook-id': headers['webhook-id']!,
  'webhook-timestamp': headers['webhook-timestamp']!,
  'webhook-signature': headers['webhook-signature']!,
});

const referenceAccepts = (payload: string, headers: Record<string, string>) => {
  try {
    reference.verify(payload, headers);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return false;
  }
};

describe('verifyWebhook against the Standard Webhooks reference library', () => {
  // The reference library reads the clock; both sides see the same time.
  beforeEach(() => void vi.useFakeTimers({ now, toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it("the library accepts the server's deliveries, and so does the SDK on the same headers", async () => {
    const headers = standardHeaders(buildDeliveryHeaders({ deliveryId: 'd-1', body, secret, now }));
    expect(referenceAccepts(body, headers)).toBe(true);
    expect(await verifyWebhook({ secret, body, headers })).toBe(true);
  });

  it('the SDK accepts what the library signs with the same key', async () => {
    const signature = reference.sign('msg_2', now, body);
    const headers = {
      'webhook-id': 'msg_2',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': `v1,bm90LWEtc2lnbmF0dXJl ${signature}`,
    };
    expect(referenceAccepts(body, headers)).toBe(true);
    expect(await verifyWebhook({ secret, body, headers })).toBe(true);
  });

  it('both refuse a tampered body, another id, a wrong key and a timestamp over 5 minutes off', async () => {
    const headers = standardHeaders(buildDeliveryHeaders({ deliveryId: 'd-3', body, secret, now }));
    const stale = standardHeaders(
      buildDeliveryHeaders({ deliveryId: 'd-3', body, secret, now: new Date(+now - 301_000) }),
    );
    const future = standardHeaders(
      buildDeliveryHeaders({ deliveryId: 'd-3', body, secret, now: new Date(+now + 301_000) }),
    );
    const cases: [string, Record<string, string>, string][] = [
      [body.replace('"m1"', '"m2"'), headers, secret],
      [body, { ...headers, 'webhook-id': 'd-4' }, secret],
      [body, stale, secret],
      [body, future, secret],
      [body, { ...headers, 'webhook-signature': 'v1,' }, secret],
    ];
    for (const [payload, given, key] of cases) {
      expect(referenceAccepts(payload, given)).toBe(false);
      expect(await verifyWebhook({ secret: key, body: payload, headers: given })).toBe(false);
    }
    expect(await verifyWebhook({ secret: `${secret}x`, body, headers })).toBe(false);
    expect(() =>
      new Webhook(standardWebhooksSecretFor(`${secret}x`)).verify(body, headers),
    ).toThrow(WebhookVerificationError);
  });
});
