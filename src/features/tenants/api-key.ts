import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SCOPES = ['integration', 'manage'] as const;
export type Scope = (typeof SCOPES)[number];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomBase62(length: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every
  // character equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

// The one-shot form: a Hash object costs twice as much.
const hashKey = (key: string) => hash('sha256', key);

/** A new key `tk_<prefix8>_<secret32>`: about 190 bits of secret, base62. */
export function generateApiKey() {
  const prefix = randomBase62(8);
  const key = `tk_${prefix}_${randomBase62(32)}`;
  return { key, prefix, keyHash: hashKey(key) };
}

const KEY_PATTERN = /^tk_([0-9A-Za-z]{8})_[0-9A-Za-z]{32}$/;

/** The prefix of a well-formed key, or null: malformed keys never reach the database. */
export function keyPrefix(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Compares a presented key with a stored hash in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const presented = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** Compares two secrets of any length without leaking where they differ. */
export function secretsEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}
