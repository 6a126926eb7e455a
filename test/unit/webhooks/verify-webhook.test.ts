import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyStandardWebhook, verifyWebhookSignature } from '../../../src/verify-webhook.js';

const secret = 'a-random-secret-of-32-characters-or-more';
const body = '{"event":"match.updated","eventId":"7f3c","data":{"score":[3,1]}}';
const hexSignature = (raw: string, key = secret) =>
  `sha256=${createHmac('sha256', key).update(raw).digest('hex')}`;

describe('verifyWebhookSignature', () => {
  it('accepts the signature of the exact body, as string or bytes', () => {
    expect(verifyWebhookSignature(body, hexSignature(body), secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), hexSignature(body), secret)).toBe(true);
    expect(verifyWebhookSignature(new TextEncoder().encode(body), hexSignature(body), secret)).toBe(
      true,
    );
  });

  it("accepts GitHub's vector", () => {
    expect(
      verifyWebhookSignature(
        'Hello, World!',
        'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
        "It's a Secret to Everybody",
      ),
    ).toBe(true);
  });

  it('rejects a tampered body', () => {
    expect(verifyWebhookSignature(body.replace('3,1', '3,2'), hexSignature(body), secret)).toBe(
      false,
    );
  });

  it('rejects a signature made with another secret', () => {
    expect(verifyWebhookSignature(body, hexSignature(body, 'another secret'), secret)).toBe(false);
  });

  it('rejects missing, empty and garbage headers', () => {
    for (const header of [undefined, null, '', 'sha256=', 'garbage', 'sha1=abc', 'sha256=zz']) {
      expect(verifyWebhookSignature(body, header, secret)).toBe(false);
    }
  });

  it('rejects a header of a different length without throwing', () => {
    const good = hexSignature(body);
    expect(verifyWebhookSignature(body, good.slice(0, -1), secret)).toBe(false);
    expect(verifyWebhookSignature(body, `${good}0`, secret)).toBe(false);
    expect(verifyWebhookSignature(body, good.toUpperCase(), secret)).toBe(false);
  });

  it('rejects an empty secret', () => {
    expect(verifyWebhookSignature(body, hexSignature(body, ''), '')).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (raw, header, key) => {
        const call = () => verifyWebhookSignature(raw as string, header as string, key as string);
        expect(call).not.toThrow();
        expect(typeof call()).toBe('boolean');
      }),
    );
  });
});

describe('verifyStandardWebhook', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const sign = (id: string, ts: string, raw: string, key = secret) =>
    `v1,${createHmac('sha256', Buffer.from(key, 'utf8')).update(`${id}.${ts}.${raw}`).digest('base64')}`;
  const headersFor = (ts = timestamp, signature = sign('msg-1', ts, body)) => ({
    'webhook-id': 'msg-1',
    'webhook-timestamp': ts,
    'webhook-signature': signature,
  });

  it('accepts a fresh, correctly signed delivery', () => {
    expect(verifyStandardWebhook(body, headersFor(), secret, { now })).toBe(true);
  });

  it('reads headers case-insensitively and from a fetch Headers object', () => {
    const upper = Object.fromEntries(
      Object.entries(headersFor()).map(([key, value]) => [key.toUpperCase(), value]),
    );
    expect(verifyStandardWebhook(body, upper, secret, { now })).toBe(true);
    expect(verifyStandardWebhook(body, new Headers(headersFor()), secret, { now })).toBe(true);
  });

  it('accepts when any of several space-separated signatures matches', () => {
    const headers = headersFor(timestamp, `v1,AAAA ${sign('msg-1', timestamp, body)}`);
    expect(verifyStandardWebhook(body, headers, secret, { now })).toBe(true);
  });

  it('rejects a stale or future timestamp outside the tolerance', () => {
    const old = String(Number(timestamp) - 301);
    const future = String(Number(timestamp) + 301);
    expect(verifyStandardWebhook(body, headersFor(old), secret, { now })).toBe(false);
    expect(verifyStandardWebhook(body, headersFor(future), secret, { now })).toBe(false);
    expect(
      verifyStandardWebhook(body, headersFor(old), secret, { now, toleranceSeconds: 600 }),
    ).toBe(true);
  });

  it('rejects a tampered body, a wrong secret and missing headers', () => {
    expect(verifyStandardWebhook(`${body} `, headersFor(), secret, { now })).toBe(false);
    expect(verifyStandardWebhook(body, headersFor(), 'wrong secret', { now })).toBe(false);
    expect(verifyStandardWebhook(body, {}, secret, { now })).toBe(false);
    expect(
      verifyStandardWebhook(body, { ...headersFor(), 'webhook-timestamp': 'soon' }, secret, {
        now,
      }),
    ).toBe(false);
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (...args) => {
        const [raw, headers, key, options] = args as [
          string,
          Record<string, string>,
          string,
          object,
        ];
        expect(() => verifyStandardWebhook(raw, headers, key, options)).not.toThrow();
        expect(() => verifyStandardWebhook(raw, headers, key, { now })).not.toThrow();
      }),
    );
  });
});
