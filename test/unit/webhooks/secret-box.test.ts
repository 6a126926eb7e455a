import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.js';
import {
  KEY_FILE_NAME,
  loadWebhookSecrets,
  parseSecretKeys,
} from '../../../src/features/webhooks/secrets/keyring.js';
import {
  SecretBox,
  SecretUnavailableError,
} from '../../../src/features/webhooks/secrets/secret-box.js';

const key = (id: string) => ({ id, key: randomBytes(32) });
const CONFIG_ID = '6f1c0000-0000-4000-8000-000000000001';
const SECRET = 'It’s a Secret to Everybody ⚽';

describe('SecretBox', () => {
  const [k1, k2] = [key('k1'), key('k2')];
  const box = new SecretBox([k1]);

  it('seals with AES-256-GCM under a fresh IV and opens again', () => {
    const sealed = box.seal(CONFIG_ID, SECRET);
    expect(sealed).toMatch(/^v1:k1:[\w-]+$/);
    expect(box.seal(CONFIG_ID, SECRET)).not.toBe(sealed);
    expect(box.open(CONFIG_ID, sealed)).toBe(SECRET);
    expect(box.open(CONFIG_ID, null)).toBeNull();
  });

  it('opens values of every key it holds, and seals with the first', () => {
    const old = box.seal(CONFIG_ID, SECRET);
    const rotated = new SecretBox([k2, k1]);
    expect(rotated.open(CONFIG_ID, old)).toBe(SECRET);
    expect(rotated.needsResealing(old)).toBe(true);
    expect(rotated.seal(CONFIG_ID, SECRET)).toMatch(/^v1:k2:/);
    expect(rotated.needsResealing(rotated.seal(CONFIG_ID, SECRET))).toBe(false);
  });

  it('refuses a value of a removed key, of another configuration, or tampered with', () => {
    const sealed = box.seal(CONFIG_ID, SECRET);
    expect(() => new SecretBox([k2]).open(CONFIG_ID, sealed)).toThrow(
      new SecretUnavailableError(
        'the signing secret was encrypted with key "k1", which WEBHOOK_SECRET_KEYS no longer holds',
      ),
    );
    expect(() => box.open('6f1c0000-0000-4000-8000-000000000002', sealed)).toThrow(
      SecretUnavailableError,
    );
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => box.open(CONFIG_ID, tampered)).toThrow(SecretUnavailableError);
  });

  it('opens a value tagged as stored before encryption as it is', () => {
    expect(box.open(CONFIG_ID, `plain:${SECRET}`)).toBe(SECRET);
    expect(box.needsResealing(`plain:${SECRET}`)).toBe(true);
  });
});

describe('WEBHOOK_SECRET_KEYS', () => {
  const valid = `k1:${randomBytes(32).toString('base64')},k0:${randomBytes(32).toString('base64')}`;

  it('is validated at start without echoing the secret', () => {
    expect(loadConfig({ WEBHOOK_SECRET_KEYS: valid }).webhookSecretKeys).toBe(valid);
    const short = `k1:${randomBytes(16).toString('base64')}`;
    for (const bad of [short, 'k1', `k 1:${randomBytes(32).toString('base64')}`]) {
      expect(() => loadConfig({ WEBHOOK_SECRET_KEYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ WEBHOOK_SECRET_KEYS: bad })).not.toThrow(bad);
    }
    expect(() => loadConfig({ WEBHOOK_SECRET_KEYS: short })).toThrow(/WEBHOOK_SECRET_KEYS/);
  });

  it('refuses the same key id twice', () => {
    const twice = `k1:${randomBytes(32).toString('base64')},k1:${randomBytes(32).toString('base64')}`;
    expect(() => parseSecretKeys(twice, 'WEBHOOK_SECRET_KEYS')).toThrow(/"k1" appears twice/);
  });

  it('is required with PostgreSQL, where processes must share the key', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/tourney' });
    expect(() => loadWebhookSecrets(config)).toThrow(ConfigError);
    expect(() => loadWebhookSecrets(config)).toThrow(/WEBHOOK_SECRET_KEYS is required/);
    const withKeys = loadWebhookSecrets({ ...config, webhookSecretKeys: valid });
    expect(withKeys.box.primaryKeyId).toBe('k1');
    expect(withKeys.keyFile).toBeUndefined();
  });
});

describe('the key file of a SQLite install without WEBHOOK_SECRET_KEYS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tourney-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created next to the database on first start, readable by its owner only, then reused', () => {
    const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'data', 'tourney.db')}` });
    const first = loadWebhookSecrets(config);
    const path = join(dir, 'data', KEY_FILE_NAME);
    expect(first.keyFile).toEqual({ path, created: true });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toMatch(/^k1:[A-Za-z0-9+/]{43}=\n$/);

    const sealed = first.box.seal(CONFIG_ID, SECRET);
    const again = loadWebhookSecrets(config);
    expect(again.keyFile).toEqual({ path, created: false });
    expect(again.box.open(CONFIG_ID, sealed)).toBe(SECRET);
  });
});
