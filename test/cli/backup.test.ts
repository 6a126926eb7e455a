import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/create-db.js';
import { expectFailure, runTourney, type CliTarget } from '../helpers/cli.js';
import {
  buildTestApp,
  call,
  expectOk,
  testWebhookSecrets,
  TEST_WEBHOOK_SECRET_KEYS,
  type TestApp,
} from '../helpers/test-app.js';
import { testDatabaseUrl } from '../helpers/test-db.js';
import { createScratchDatabase } from '../scale/processes.js';

// The server writes through its own connection (or pool) while the backup reads through another,
// as `tourney backup` beside a running `tourney serve` does.
let t: TestApp;
const cleanups: (() => Promise<unknown> | void)[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
});

const source = (): CliTarget => ({ url: t.database.url, schema: t.database.schema });
const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);

function tempFile(name: string) {
  const file = join(tmpdir(), `tourney-backup-${randomBytes(6).toString('hex')}-${name}`);
  cleanups.push(() => {
    for (const suffix of ['', '.manifest.json', '-wal', '-shm'])
      rmSync(file + suffix, { force: true });
  });
  return file;
}

/** A database for a restore that has never been used: a new file, or a new PostgreSQL database. */
async function freshTarget(): Promise<CliTarget> {
  if (!testDatabaseUrl) return { url: `sqlite:${tempFile('restored.db')}` };
  const scratch = await createScratchDatabase(testDatabaseUrl);
  cleanups.push(() => scratch.drop());
  // pg_restore makes the backed-up schema again, under its name.
  return { url: scratch.url, schema: t.database.schema };
}

/** Users created one after another, each remembered once the server has acknowledged it. */
function writeLoad() {
  const acknowledged: string[] = [];
  let running = true;
  let failure: unknown;
  const done = (async () => {
    for (let i = 0; running; i += 1) {
      const externalId = `load-${i}`;
      expectOk(
        await api({
          method: 'POST',
          url: '/api/v1/external/users',
          payload: { externalId, displayName: `Load ${i}` },
        }),
      );
      acknowledged.push(externalId);
    }
  })().catch((error) => {
    failure = error;
  });
  const reach = async (count: number) => {
    while (acknowledged.length < count) {
      if (failure) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const stop = async () => {
    running = false;
    await done;
    if (failure) throw failure;
  };
  return { acknowledged, reach, stop };
}

/** An app serving the restored database, with the keys the original one used. */
async function restoredApp(target: CliTarget) {
  const database = createDb(target.url, target.schema ? { schema: target.schema } : {});
  const config = loadConfig({ WEBHOOK_SECRET_KEYS: TEST_WEBHOOK_SECRET_KEYS });
  const app = await buildApp({ config, database, webhookSecrets: testWebhookSecrets });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

describe('tourney backup and restore', () => {
  it('backs up while the server writes, and the restore holds exactly the rows of that moment', async () => {
    expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        payload: {
          url: 'http://127.0.0.1:9/hook',
          secretKey: 'a-signing-secret-of-32-characters!',
        },
      }),
      201,
    );
    const load = writeLoad();
    await load.reach(20);
    const before = [...load.acknowledged];
    const file = tempFile('tourney.backup');
    const backup = await runTourney(['backup', file, '--json'], source());
    const during = load.acknowledged.length;
    await load.reach(during + 20);
    await load.stop();
    expect(backup.code, backup.err).toBe(0);
    const manifest = JSON.parse(backup.out);
    expect(manifest).toMatchObject({
      format: 'tourney-backup',
      engine: t.database.engine,
      file: expect.stringMatching(/tourney\.backup$/),
      bytes: readFileSync(file).length,
      manifest: `${file}.manifest.json`,
      webhookSecrets: { secrets: 1, keyIds: ['test'], keySource: 'WEBHOOK_SECRET_KEYS' },
    });
    expect(JSON.parse(readFileSync(`${file}.manifest.json`, 'utf8')).tables).toEqual(
      manifest.tables,
    );
    // The moment of the backup: every user acknowledged before it, none created after it ended.
    const users = manifest.tables.users as number;
    expect(users).toBeGreaterThanOrEqual(before.length);
    expect(users).toBeLessThanOrEqual(during);

    const target = await freshTarget();
    const restored = await runTourney(['restore', file, '--json'], target);
    expect(restored.code, restored.err).toBe(0);
    const result = JSON.parse(restored.out);
    expect(result.tables).toEqual(manifest.tables);
    expect(result.migrationsApplied).toEqual([]);
    expect(result.webhookSecrets).toEqual({ ...manifest.webhookSecrets, missingKeyIds: [] });
    if (target.url.startsWith('sqlite:')) {
      const sqlite = new SqliteDatabase(target.url.slice('sqlite:'.length), { readonly: true });
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      sqlite.close();
    }

    // The restored server answers the reads of the backed-up moment as the original one does.
    const app = await restoredApp(target);
    const read = async (server: typeof app, url: string) => {
      const res = await call(server, t.tenant.apiKey, { url });
      // The envelope's meta (trace id, timestamp) is per response; the data is what must match.
      return { status: res.statusCode, data: res.json().data };
    };
    for (const externalId of [before[0]!, before.at(-1)!]) {
      const url = `/api/v1/external/users/${externalId}/profile`;
      const original = await read(t.app, url);
      expect(original.status).toBe(200);
      expect(await read(app, url)).toEqual(original);
    }
    const hooks = await read(app, '/api/v1/external/webhooks');
    expect(hooks).toEqual(await read(t.app, '/api/v1/external/webhooks'));
    expect(hooks.data.items[0]).toMatchObject({ hasSecret: true });
    const last = `/api/v1/external/users/${load.acknowledged.at(-1)}/profile`;
    expect((await read(app, last)).status).toBe(404);
  });

  it('refuses to restore over a database holding data without --force', async () => {
    const file = tempFile('refused.backup');
    expect((await runTourney(['backup', file], source())).code).toBe(0);
    const again = await runTourney(['backup', file], source());
    expectFailure(again, /exists: choose another name, or add --force to replace it\.$/m);

    expectFailure(
      await runTourney(['restore', file], source()),
      /^error: The database .* holds data \(.*\); a restore replaces all of it\. Stop the server, then run again with --force\.$/m,
    );
    const forced = await runTourney(['restore', file, '--force'], source());
    expect(forced.code, forced.err).toBe(0);
    expect(forced.out).toMatch(
      /^Restored \d+ rows in \d+ tables from .* in [\d.]+ s, as many as the backup manifest lists\.$/m,
    );
  });

  it('says which webhook-secret key a restore lacks, and where to put it', async () => {
    const file = tempFile('keys.backup');
    const backup = await runTourney(['backup', file], source());
    expect(backup.out).toMatch(
      /^\d+ webhook signing secret\(s\) are encrypted with key test, kept in WEBHOOK_SECRET_KEYS\. The backup does not hold the keys: keep them apart from it; a restore needs them to read the secrets\.$/m,
    );
    const other = `other:${Buffer.alloc(32, 9).toString('base64')}`;
    const target = await freshTarget();
    const restored = await runTourney(['restore', file], target, { WEBHOOK_SECRET_KEYS: other });
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(
      /^Warning: webhook signing secrets need key\(s\) test, which WEBHOOK_SECRET_KEYS lacks: add them to WEBHOOK_SECRET_KEYS before starting the server, or those webhooks cannot sign\.$/m,
    );
  });

  it.runIf(!testDatabaseUrl)(
    "names a SQLite installation's key file, which a restore elsewhere needs beside its database",
    async () => {
      const file = tempFile('keyfile.backup');
      expect((await runTourney(['backup', file], source())).code).toBe(0);
      // An installation with a key file instead of WEBHOOK_SECRET_KEYS, in a folder of its own.
      const [home, elsewhere] = [
        mkdtempSync(join(tmpdir(), 'tourney-a-')),
        mkdtempSync(join(tmpdir(), 'tourney-b-')),
      ];
      cleanups.push(() => [home, elsewhere].forEach((dir) => rmSync(dir, { recursive: true })));
      const installed = { url: `sqlite:${join(home, 'tourney.db')}` };
      expect((await runTourney(['restore', file], installed)).code).toBe(0);
      writeFileSync(join(home, 'webhook-secret-keys'), `${TEST_WEBHOOK_SECRET_KEYS}\n`);

      const noKeys = { WEBHOOK_SECRET_KEYS: '' };
      const second = join(home, 'second.backup');
      const backup = await runTourney(['backup', second, '--json'], installed, noKeys);
      expect(JSON.parse(backup.out).webhookSecrets.keySource).toBe(
        join(home, 'webhook-secret-keys'),
      );
      const moved = { url: `sqlite:${join(elsewhere, 'tourney.db')}` };
      const restored = await runTourney(['restore', second], moved, noKeys);
      expect(restored.code, restored.err).toBe(0);
      expect(restored.out).toContain(
        `Warning: webhook signing secrets need key(s) test, which the key file ${join(elsewhere, 'webhook-secret-keys')} lacks: copy the backed-up installation's key file to ${join(elsewhere, 'webhook-secret-keys')} (or set WEBHOOK_SECRET_KEYS) before starting the server, or those webhooks cannot sign.`,
      );
      // The restore creates no key file: the server's start would make a new key that opens nothing.
      expect(existsSync(join(elsewhere, 'webhook-secret-keys'))).toBe(false);
    },
  );
});
