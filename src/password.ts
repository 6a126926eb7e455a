import { hash, verify, type Algorithm, type Version } from '@node-rs/argon2';
import { scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords chosen by people (staff accounts, tournament join passwords) get a slow, salted,
 * memory-hard hash, unlike API keys. Argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
 * The hash is a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`) that names its
 * algorithm and parameters, so they can be raised later and old hashes still verify.
 *
 * Memory: each hash holds 19 MiB while it runs (returned to the system when it ends). Hashes run
 * on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), so a process holds
 * at most 4 × 19 = 76 MiB for them however many sign-ins arrive at once; the rest queue. The
 * sign-in throttle (staff/sign-in-throttle.ts) bounds how many a guesser can make per account and
 * per address.
 */
export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const ARGON2ID: Algorithm.Argon2id = 2;
const VERSION_19: Version.V0x13 = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Normalised, so that the same password typed on another keyboard or OS gives the same bytes.
const bytesOf = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(bytesOf(password), {
    ...ARGON2_PARAMS,
    algorithm: ARGON2ID,
    version: VERSION_19,
    outputLen: KEY_BYTES,
  });
}

const base64Length = (text: string) => Buffer.from(text, 'base64').length;

// Strict: any other shape (another Argon2 variant, version, or garbage) is malformed.
const ARGON2ID_PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parseArgon2id(stored: string) {
  const match = ARGON2ID_PHC.exec(stored);
  if (!match) return undefined;
  const [memoryCost, timeCost, parallelism] = match.slice(1, 4).map(Number) as [
    number,
    number,
    number,
  ];
  return {
    memoryCost,
    timeCost,
    parallelism,
    saltBytes: base64Length(match[4]!),
    keyBytes: base64Length(match[5]!),
  };
}

// A stored hash asking for more than this is treated as corrupt rather than run: the process's
// memory budget allows a few of today's hashes, not one of gigabytes.
const MAX_COST = { memoryCost: 4 * ARGON2_PARAMS.memoryCost, timeCost: 10, parallelism: 4 };

/** Compares in constant time; a malformed or unknown stored hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith(LEGACY_SCRYPT_PREFIX)) return verifyLegacyScrypt(password, stored);
  const params = parseArgon2id(stored);
  if (
    !params ||
    params.memoryCost > MAX_COST.memoryCost ||
    params.timeCost > MAX_COST.timeCost ||
    params.parallelism > MAX_COST.parallelism
  )
    return false;
  try {
    return await verify(stored, bytesOf(password));
  } catch {
    return false;
  }
}

/**
 * True when `stored` was made by an older scheme (scrypt) or with parameters weaker than today's:
 * after a successful verification, hash the password again and store the new hash.
 */
export function needsRehash(stored: string): boolean {
  const params = parseArgon2id(stored);
  return (
    !params ||
    params.memoryCost < ARGON2_PARAMS.memoryCost ||
    params.timeCost < ARGON2_PARAMS.timeCost ||
    params.saltBytes < SALT_BYTES ||
    params.keyBytes < KEY_BYTES
  );
}

// Verified when no account matches the email, so that "no such email" takes as long as
// "wrong password" and the answer's timing does not tell which one it was.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches one of `hashes`; with none, a dummy hash costs the same time. */
export async function matchingHashes(password: string, hashes: string[]): Promise<boolean[]> {
  if (hashes.length === 0) {
    dummyHash ??= hashPassword('not the password of anybody');
    await verifyPassword(password, await dummyHash);
    return [];
  }
  return Promise.all(hashes.map((stored) => verifyPassword(password, stored)));
}

/*
 * Before Argon2id, hashes were `scrypt$N$r$p$<salt b64>$<hash b64>` with a 32-byte key at
 * N = 2^14, r = 8, p = 1 (16 MiB, below OWASP's minimum for scrypt). They still verify until the
 * next successful sign-in or join replaces them (needsRehash).
 */
const LEGACY_SCRYPT_PREFIX = 'scrypt$';
const LEGACY_SCRYPT =
  /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const match = LEGACY_SCRYPT.exec(stored);
  if (!match) return false;
  const [N, r, p] = match.slice(1, 4).map(Number) as [number, number, number];
  const expected = Buffer.from(match[5]!, 'base64');
  if (expected.length !== KEY_BYTES) return false;
  try {
    const key = await new Promise<Buffer>((resolve, reject) =>
      // Node's scrypt refuses parameters needing over 32 MiB (maxmem), so a corrupt N fails fast.
      scrypt(
        bytesOf(password),
        Buffer.from(match[4]!, 'base64'),
        expected.length,
        { N, r, p },
        (err, k) => (err ? reject(err) : resolve(k)),
      ),
    );
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}
