import { hashPassword, verifyPassword } from '../tournaments/password.js';

/**
 * Staff passwords use the platform's password hash (scrypt, a salt per hash, the parameters
 * stored in the hash string, a constant-time comparison).
 */
export { hashPassword };

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

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
  return Promise.all(hashes.map((hash) => verifyPassword(password, hash)));
}

export { verifyPassword };
