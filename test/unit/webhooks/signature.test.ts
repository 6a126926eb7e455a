import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  USER_AGENT,
  buildDeliveryHeaders,
  signBody,
  signStandardWebhook,
  standardWebhooksSecretFor,
} from '../../../src/features/webhooks/delivery/signature.js';

const GITHUB_SECRET = "It's a Secret to Everybody";

describe('signBody', () => {
  it("matches GitHub's published test vector", () => {
    expect(signBody('Hello, World!', GITHUB_SECRET)).toBe(
      'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
    );
  });

  it('signs a Buffer exactly like the same bytes as a string', () => {
    const body = '{"event":"test.ping","name":"Zoë"}';
    expect(signBody(Buffer.from(body, 'utf8'), 'k')).toBe(signBody(body, 'k'));
  });

  it('is lowercase hex of 64 characters', () => {
    expect(signBody('x', 'y')).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});

describe('signStandardWebhook', () => {
  it('is v1,<base64 HMAC-SHA256 of "id.timestamp.body"> keyed with the UTF-8 secret bytes', () => {
    const id = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W';
    const timestamp = 1674087231;
    const body = '{"type":"contact.created","timestamp":"2022-11-03T20:26:10.344522Z"}';
    const secret = 'a-secret-of-at-least-32-characters!!';
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    expect(signStandardWebhook({ id, timestamp, body, secret })).toBe(`v1,${expected}`);
  });

  it('computes the Standard Webhooks reference vector the same way (sanity of the algorithm)', () => {
    // Vector from the Standard Webhooks spec; its whsec_ key is binary, so it is fed to node:crypto
    // directly, exactly as the spec's libraries do after stripping whsec_ and base64-decoding.
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');
    const signature = createHmac('sha256', key)
      .update('msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}')
      .digest('base64');
    expect(signature).toBe('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies like an official library given standardWebhooksSecretFor(secretKey)', () => {
    const secretKey = 'tourney secret with ünïcode, 32+ characters long';
    const whsec = standardWebhooksSecretFor(secretKey);
    expect(whsec).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const key = Buffer.from(whsec.slice('whsec_'.length), 'base64');
    const body = '{"event":"test.ping"}';
    const expected = createHmac('sha256', key).update(`id-1.1700000000.${body}`).digest('base64');
    expect(
      signStandardWebhook({ id: 'id-1', timestamp: 1700000000, body, secret: secretKey }),
    ).toBe(`v1,${expected}`);
  });
});

describe('buildDeliveryHeaders', () => {
  const now = new Date('2025-01-02T03:04:05.678Z');
  const body = '{"event":"test.ping","eventId":"e1"}';

  it('signs with both schemes when a secret is set', () => {
    const headers = buildDeliveryHeaders({ deliveryId: 'd-1', body, secret: 's3cret', now });
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Webhook-Id': 'd-1',
      'X-Webhook-Signature': signBody(body, 's3cret'),
      'webhook-id': 'd-1',
      'webhook-timestamp': '1735787045',
      'webhook-signature': signStandardWebhook({
        id: 'd-1',
        timestamp: 1735787045,
        body,
        secret: 's3cret',
      }),
    });
    expect(USER_AGENT).toBe('Tourney-Webhooks/1');
  });

  it('sends no signature header without a secret', () => {
    const headers = buildDeliveryHeaders({ deliveryId: 'd-2', body, secret: null, now });
    expect(Object.keys(headers).sort()).toEqual(
      ['Content-Type', 'User-Agent', 'X-Webhook-Id', 'webhook-id', 'webhook-timestamp'].sort(),
    );
  });

  it('treats an empty secret as no secret', () => {
    const headers = buildDeliveryHeaders({ deliveryId: 'd-3', body, secret: '', now });
    expect(headers['X-Webhook-Signature']).toBeUndefined();
    expect(headers['webhook-signature']).toBeUndefined();
  });
});
