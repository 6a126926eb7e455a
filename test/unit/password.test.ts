import { hash } from '@node-rs/argon2';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMS,
  hashPassword,
  matchingHashes,
  needsRehash,
  verifyPassword,
} from '../../src/password.js';
import { legacyScryptHash } from '../helpers/legacy-scrypt.js';

const PASSWORD = 'correct horse battery';
const CURRENT_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

let current: string;
let legacy: string;
beforeAll(async () => {
  [current, legacy] = await Promise.all([hashPassword(PASSWORD), legacyScryptHash(PASSWORD)]);
});

// An Argon2id hash of PASSWORD made with other parameters (the binding's defaults otherwise).
const argon2idWith = (options: { memoryCost?: number; timeCost?: number; outputLen?: number }) =>
  hash(PASSWORD, { ...ARGON2_PARAMS, ...options });

describe('hashPassword', () => {
  it('makes a salted Argon2id PHC string naming OWASP parameters', async () => {
    expect(current.startsWith(CURRENT_PREFIX)).toBe(true);
    const [, , , , salt, key] = current.split('$');
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(current).not.toContain(PASSWORD);
    expect(await hashPassword(PASSWORD)).not.toBe(current);
  });
});

describe('verifyPassword', () => {
  it('accepts the password and refuses any other', async () => {
    expect(await verifyPassword(PASSWORD, current)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, current)).toBe(false);
    expect(await verifyPassword('', current)).toBe(false);
  });

  it('compares Unicode passwords in one normal form, however they were typed', async () => {
    const composed = 'caf\u00e9 au lait, noir';
    const decomposed = 'cafe\u0301 au lait, noir';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('still verifies the scrypt hashes stored before Argon2id', async () => {
    expect(legacy).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, legacy)).toBe(true);
    expect(await verifyPassword('not the password', legacy)).toBe(false);
  });

  it('verifies Argon2id hashes made with other parameters, by the ones they name', async () => {
    const weaker = await argon2idWith({ memoryCost: 8192, timeCost: 1 });
    expect(await verifyPassword(PASSWORD, weaker)).toBe(true);
    expect(await verifyPassword('not the password', weaker)).toBe(false);
  });

  it('never matches, nor throws on, a malformed stored hash', async () => {
    const [, , , params, salt, key] = current.split('$');
    const [, , , , legacySalt, legacyKey] = legacy.split('$');
    const malformed = [
      '',
      '$',
      PASSWORD,
      current.slice(0, -10),
      `${current}$`,
      current.replace('$argon2id$', '$argon2i$'),
      current.replace('v=19', 'v=16'),
      `$argon2id$v=19$${params}$${salt}$`,
      `$argon2id$v=19$${params}$$${key}`,
      // Asking for gigabytes is corruption, not a hash to run.
      `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${key}`,
      `$argon2id$v=19$m=19456,t=999,p=1$${salt}$${key}`,
      'scrypt$',
      'scrypt$16384$8$1$$',
      `scrypt$16384$8$1$${legacySalt}$`,
      `scrypt$16384$8$1$${legacySalt}$${legacyKey!.slice(0, 8)}`,
      `scrypt$10000$8$1$${legacySalt}$${legacyKey}`,
      `scrypt$1048576$8$1$${legacySalt}$${legacyKey}`,
      `scrypt$x$8$1$${legacySalt}$${legacyKey}`,
    ];
    for (const stored of malformed) {
      expect(await verifyPassword(PASSWORD, stored), stored).toBe(false);
    }
  });
});

describe('needsRehash', () => {
  it('is false for a hash made today', () => {
    expect(needsRehash(current)).toBe(false);
  });

  it('is true for scrypt hashes and for Argon2id weaker than today', async () => {
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await argon2idWith({ memoryCost: 8192 }))).toBe(true);
    expect(needsRehash(await argon2idWith({ timeCost: 1 }))).toBe(true);
    expect(needsRehash(await argon2idWith({ outputLen: 16 }))).toBe(true);
  });

  it('is false for Argon2id stronger than today', async () => {
    expect(needsRehash(await argon2idWith({ memoryCost: 2 * 19456, timeCost: 3 }))).toBe(false);
  });

  it('is true for what is not a hash of ours', () => {
    expect(needsRehash('')).toBe(true);
    expect(needsRehash(current.replace('$argon2id$', '$argon2i$'))).toBe(true);
  });
});

describe('matchingHashes', () => {
  it('says which hashes the password matches, legacy ones included', async () => {
    const other = await hashPassword('another password entirely');
    expect(await matchingHashes(PASSWORD, [current, other, legacy, 'garbage'])).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('matches nothing when no account has the email (a dummy hash is verified instead)', async () => {
    expect(await matchingHashes(PASSWORD, [])).toEqual([]);
  });
});
