import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeliveryHeaders } from '../../../src/features/webhooks/delivery/signature.js';
import { parseWebhookEvent, verifyWebhook, WebhookVerificationError } from '../src/index.js';

const secret = 'whk-secret-0123456789abcdef';
const body = JSON.stringify({
  event: 'match.updated',
  eventId: '9a0b3c1d-2e4f-4a5b-8c6d-7e8f9a0b1c2d',
  timestamp: '2026-05-01T10:00:00.000Z',
  tenantId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  data: { id: 'm1', name: 'Équipe ✓' },
});
const now = new Date('2026-05-01T10:00:05.000Z');
// Signed by the server's own signer, as a delivery is.
const headers = buildDeliveryHeaders({ deliveryId: 'd-1', body, secret, now });

/** Only the X-Webhook-Signature scheme of a delivery. */
const tourneyOnly = () => ({ 'x-webhook-signature': headers['X-Webhook-Signature']! });

describe('verifyWebhook', () => {
  it('accepts a delivery signed by the server, as a string, as bytes and with Headers', async () => {
    expect(await verifyWebhook({ secret, body, headers, now })).toBe(true);
    const bytes = new TextEncoder().encode(body);
    expect(await verifyWebhook({ secret, body: bytes, headers, now })).toBe(true);
    expect(await verifyWebhook({ secret, body, headers: new Headers(headers), now })).toBe(true);
    expect(await verifyWebhook({ secret, body, headers: tourneyOnly() })).toBe(true);
  });

  it('matches the documented test vector of X-Webhook-Signature', async () => {
    const vector = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';
    const input = { secret: "It's a Secret to Everybody", body: 'Hello, World!' };
    expect(await verifyWebhook({ ...input, headers: { 'X-Webhook-Signature': vector } })).toBe(
      true,
    );
  });

  it('refuses a tampered body, in either scheme', async () => {
    const tampered = body.replace('"m1"', '"m2"');
    expect(await verifyWebhook({ secret, body: tampered, headers, now })).toBe(false);
    expect(await verifyWebhook({ secret, body: tampered, headers: tourneyOnly() })).toBe(false);
  });

  it('refuses the wrong secret, and an empty one', async () => {
    expect(await verifyWebhook({ secret: `${secret}x`, body, headers, now })).toBe(false);
    expect(await verifyWebhook({ secret: 'other', body, headers: tourneyOnly() })).toBe(false);
    const unsigned = buildDeliveryHeaders({ deliveryId: 'd-2', body, secret: '', now });
    expect(await verifyWebhook({ secret: '', body, headers: unsigned, now })).toBe(false);
  });

  it('refuses an old timestamp (a replay), a changed id and a missing signature', async () => {
    const later = new Date(now.getTime() + 301_000);
    expect(await verifyWebhook({ secret, body, headers, now: later })).toBe(false);
    expect(await verifyWebhook({ secret, body, headers, now: later, toleranceSeconds: 600 })).toBe(
      true,
    );
    const otherId = { ...headers, 'webhook-id': 'd-9' };
    expect(await verifyWebhook({ secret, body, headers: otherId, now })).toBe(false);
    expect(await verifyWebhook({ secret, body, headers: {}, now })).toBe(false);
    const garbled = { 'x-webhook-signature': 'sha256=zz', 'webhook-signature': undefined };
    expect(await verifyWebhook({ secret, body, headers: garbled, now })).toBe(false);
  });
});

describe('verifyWebhook on hostile input', () => {
  it('refuses malformed X-Webhook-Signature values, of any length or case', async () => {
    const good = headers['X-Webhook-Signature']!;
    const bad = [
      '',
      'sha256=',
      'garbage',
      'sha1=abc',
      good.slice(0, -1),
      `${good}0`,
      good.toUpperCase(),
    ];
    for (const signature of bad) {
      const given = { 'x-webhook-signature': signature };
      expect(await verifyWebhook({ secret, body, headers: given })).toBe(false);
    }
  });

  it('accepts when any of several space-separated Standard Webhooks signatures matches', async () => {
    const several = { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` };
    expect(await verifyWebhook({ secret, body, headers: several, now })).toBe(true);
  });

  it('never throws, whatever it is given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), fc.anything(), async (...args) => {
        const [key, raw, given] = args as [string, string, Record<string, string>];
        expect(await verifyWebhook({ secret: key, body: raw, headers: given })).toBe(false);
      }),
    );
  });
});

describe('parseWebhookEvent', () => {
  it('parses a verified delivery and throws on a forged one', async () => {
    const event = await parseWebhookEvent<{ id: string }>({ secret, body, headers, now });
    expect(event.event).toBe('match.updated');
    expect(event.data.id).toBe('m1');
    await expect(
      parseWebhookEvent({ secret: 'not-the-secret', body, headers, now }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});
