import { randomBytes, scrypt } from 'node:crypto';

/**
 * A password hash as the platform made them before Argon2id (`scrypt$N$r$p$<salt>$<key>`, a
 * 32-byte key at N = 2^14, r = 8, p = 1), to put in rows that must still verify and be upgraded.
 */
export async function legacyScryptHash(password: string): Promise<string> {
  const params = { N: 16384, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 32, params, (err, k) =>
      err ? reject(err) : resolve(k),
    ),
  );
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}
