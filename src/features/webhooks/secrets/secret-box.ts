import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { PLAINTEXT_SECRET_PREFIX } from '../../../db/migrations/0008-webhook-hardening.js';

/**
 * Signing secrets at rest: AES-256-GCM with a key from WEBHOOK_SECRET_KEYS (or the generated key
 * file). A stored value is `v1:<keyId>:<base64url of iv, ciphertext and tag>`, so values sealed
 * with an older key still open while the keys rotate. The configuration id is the associated
 * data: a sealed secret copied onto another configuration does not open.
 */

export interface SecretKey {
  /** Names the key inside stored values; letters, digits, `_` and `-`. */
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretUnavailableError extends Error {}

export class SecretBox {
  private readonly keys: ReadonlyMap<string, Buffer>;
  private readonly primary: SecretKey;

  /** The first key seals; every key opens. */
  constructor(keys: readonly SecretKey[]) {
    const [primary] = keys;
    if (primary === undefined) throw new Error('at least one webhook secret key is needed');
    this.primary = primary;
    this.keys = new Map(keys.map((k) => [k.id, k.key]));
  }

  get primaryKeyId(): string {
    return this.primary.id;
  }

  seal(configId: string, secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.primary.key, iv);
    cipher.setAAD(Buffer.from(configId));
    const sealed = Buffer.concat([
      iv,
      cipher.update(secret, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `${VERSION}:${this.primary.id}:${sealed.toString('base64url')}`;
  }

  /** The secret in clear (null when none is set); a value stored before encryption opens as it is. */
  open(configId: string, stored: string | null): string | null {
    if (stored === null) return null;
    if (stored.startsWith(PLAINTEXT_SECRET_PREFIX))
      return stored.slice(PLAINTEXT_SECRET_PREFIX.length);
    const [version, keyId = '', payload = ''] = stored.split(':');
    if (version !== VERSION) throw new SecretUnavailableError('unknown signing secret format');
    const key = this.keys.get(keyId);
    if (!key) {
      throw new SecretUnavailableError(
        `the signing secret was encrypted with key "${keyId}", which WEBHOOK_SECRET_KEYS no longer holds`,
      );
    }
    const sealed = Buffer.from(payload, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(configId));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretUnavailableError(`the signing secret does not decrypt with key "${keyId}"`);
    }
  }

  /** Whether a stored value is plaintext or sealed with another key than the first. */
  needsResealing(stored: string): boolean {
    return !stored.startsWith(`${VERSION}:${this.primary.id}:`);
  }
}
