import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AuthFailures, credentialOf } from '../../src/http/auth-failures.js';
import { throttleAddress } from '../../src/http/client-address.js';

const request = (ip: string) => ({ ip }) as FastifyRequest;
const reply = { header: () => reply } as unknown as FastifyReply;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

describe('AuthFailures in memory', () => {
  it('keeps a bounded number of subjects however many addresses and keys flood it', async () => {
    const failures = new AuthFailures({ perCredential: 1, perAddress: 1, windowMs: 60_000 }, log);
    for (let i = 0; i < 25_000; i++) {
      const hex = i.toString(16);
      // Each a new /64 and a new key: nothing is ever taken back.
      await failures.begin(request(`2001:db8:${hex}::1`), reply, credentialOf('key', `tk_${hex}`));
    }
    expect(failures.size).toBeLessThanOrEqual(30_000);
    const after = failures.size;
    for (let i = 25_000; i < 50_000; i++) {
      const hex = i.toString(16);
      await failures.begin(request(`2001:db8:${hex}::1`), reply, credentialOf('key', `tk_${hex}`));
    }
    expect(failures.size).toBe(after);
  });

  it('takes the count of a success back, so a valid credential never spends its budget', async () => {
    const failures = new AuthFailures({ perCredential: 2, perAddress: 2, windowMs: 60_000 }, log);
    for (let i = 0; i < 10; i++) {
      const attempt = await failures.begin(request('192.0.2.1'), reply, 'key:valid');
      attempt.succeeded();
    }
    await failures.begin(request('192.0.2.1'), reply, 'key:wrong');
    await failures.begin(request('192.0.2.1'), reply, 'key:wrong');
    await expect(failures.begin(request('192.0.2.1'), reply, 'key:wrong')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});

describe('throttleAddress', () => {
  it('counts an IPv6 address by its /64, and IPv4 (mapped or not) as it is', () => {
    expect(throttleAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(throttleAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(throttleAddress('not an address')).toBe('not an address');
  });
});

describe('credentialOf', () => {
  it('names an API key by its prefix and a digest, never by the secret', () => {
    const key = 'tk_ABCDEFGH_0123456789abcdefghijklmnopqrstuv';
    const name = credentialOf('key', key);
    expect(name).toMatch(/^key:ABCDEFGH:[0-9a-f]{24}$/);
    expect(name).not.toContain('0123456789abcdef');
    expect(credentialOf('session', 'token')).toMatch(/^session:[0-9a-f]{24}$/);
  });
});
