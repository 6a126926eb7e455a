import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.js';
import { getAdminGame } from '../../src/features/games/game.service.js';
import { authenticate } from '../../src/features/tenants/tenant.service.js';
import { emptyDatabase, expectFailure, runTourney, type CliTarget } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Runs `tourney <argv>` in-process against `target` (the test database unless given). */
const run = (argv: string[], target: CliTarget = database) => runTourney(argv, target);

async function runJson(argv: string[]) {
  const result = await run([...argv, '--json']);
  expect(result.code, result.err).toBe(0);
  return JSON.parse(result.out);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('tourney migrate', () => {
  it('migrates an empty database, then reports it up to date', async () => {
    const fresh = await emptyDatabase();
    try {
      const first = await run(['migrate'], fresh);
      expect(first.code, first.err).toBe(0);
      expect(first.out).toMatch(/^Applied migrations: 0001-foundation/);
      const again = await run(['migrate', '--json'], fresh);
      expect(JSON.parse(again.out)).toEqual({ applied: [] });
      expect((await run(['migrate'], fresh)).out).toBe('Database is up to date.\n');
    } finally {
      await fresh.drop();
    }
  });

  it('refuses an invalid DATABASE_URL with a one-line message', async () => {
    expectFailure(
      await run(['tenant', 'list'], { url: 'mysql://localhost/db' }),
      /^error: DATABASE_URL must be sqlite:<file> or postgres:\/\/.*; got "mysql:\/\/localhost\/db"$/m,
    );
  });
});

describe('tourney tenant and key', () => {
  it('creates a tenant, prints its id, and lists it', async () => {
    const created = await run(['tenant', 'create', 'Acme Corp']);
    expect(created.code, created.err).toBe(0);
    const tenantId = UUID.exec(created.out)?.[0];
    expect(created.out).toBe(`Tenant created: ${tenantId} (Acme Corp)\n`);

    expect((await run(['tenant', 'list'])).out).toContain(`${tenantId}  `);
    const list = await runJson(['tenant', 'list']);
    expect(list).toContainEqual({ tenantId, name: 'Acme Corp', createdAt: expect.any(String) });
  });

  it('issues a key that authenticates, prints it once, and revokes it', async () => {
    const { tenantId } = await runJson(['tenant', 'create', 'Keyed']);
    const issued = await run([
      'key',
      'issue',
      tenantId,
      '--name',
      'ci',
      '--scopes',
      'integration, manage',
    ]);
    expect(issued.code, issued.err).toBe(0);
    const apiKey = /tk_[0-9A-Za-z]{8}_[0-9A-Za-z]{32}/.exec(issued.out)?.[0] as string;
    expect(apiKey).toBeDefined();
    expect(issued.out.split(apiKey)).toHaveLength(2);
    const keyId = UUID.exec(issued.out)?.[0] as string;
    expect(issued.out).toContain('\nScopes: integration, manage\n');

    expect(await authenticate(database.db, apiKey)).toEqual({
      tenantId,
      via: 'key',
      keyId,
      scopes: ['integration', 'manage'],
    });

    const revoked = await run(['key', 'revoke', keyId]);
    expect(revoked.code, revoked.err).toBe(0);
    expect(revoked.out).toBe(`API key revoked: ${keyId}\n`);
    await expect(authenticate(database.db, apiKey)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(authenticate(database.db, apiKey)).rejects.toBeInstanceOf(AppError);
  });

  it('issues an integration key named "cli" by default, as JSON', async () => {
    const { tenantId } = await runJson(['tenant', 'create', 'Defaults']);
    const issued = await runJson(['key', 'issue', tenantId]);
    expect(issued).toEqual({
      keyId: expect.stringMatching(UUID),
      tenantId,
      name: 'cli',
      apiKey: expect.any(String),
      scopes: ['integration'],
    });
    expect((await authenticate(database.db, issued.apiKey)).scopes).toEqual(['integration']);
  });

  it('says when a key gets the default scope, in the help and in what it prints', async () => {
    const { tenantId } = await runJson(['tenant', 'create', 'Default scope']);
    const issued = await run(['key', 'issue', tenantId]);
    expect(issued.code, issued.err).toBe(0);
    expect(issued.out).toContain(
      '\nScopes: integration (the default; --scopes integration,manage adds the organiser API)\n',
    );
    const help = (await run(['key', 'issue', '--help'])).out.replace(/\s+/g, ' ');
    expect(help).toContain('without it, integration only (default: "integration")');
  });

  it('fails with one line for bad input and unknown ids', async () => {
    const { tenantId } = await runJson(['tenant', 'create', 'Errors']);
    expectFailure(
      await run(['key', 'issue', tenantId, '--scopes', 'integration,root']),
      /^error: scopes has an unknown scope 'root'/,
    );
    expectFailure(
      await run(['key', 'issue', 'not-a-uuid']),
      /^error: tenantId must be a valid uuid/,
    );
    expectFailure(
      await run(['key', 'issue', '00000000-0000-4000-8000-000000000000']),
      /^error: Tenant not found/,
    );
    expectFailure(
      await run(['key', 'revoke', '00000000-0000-4000-8000-000000000000']),
      /^error: API key not found/,
    );
    expectFailure(await run(['tenant', 'create', 'x'.repeat(201)]), /^error: name /);
  });
});

describe('tourney game and currency', () => {
  it('adds a game with its maps through the games service', async () => {
    const result = await run([
      'game',
      'add',
      'Counter-Strike 2',
      '--short-name',
      'CS2',
      '--platform',
      'PC',
      '--genre',
      'FPS',
      '--image',
      'https://cdn.example.com/cs2.png',
      '--uid-placeholder',
      'Steam id',
      '--maps',
      'Dust II, Mirage,Nuke',
    ]);
    expect(result.code, result.err).toBe(0);
    const gameId = UUID.exec(result.out)?.[0] as string;
    expect(result.out).toBe(
      `Game created: ${gameId} (Counter-Strike 2, 3 maps: Dust II, Mirage, Nuke)\n`,
    );

    const game = await getAdminGame(database.db, gameId);
    expect(game).toMatchObject({
      name: 'Counter-Strike 2',
      shortName: 'CS2',
      platForm: 'PC',
      genre: 'FPS',
      description: '',
      region: '',
      image: 'https://cdn.example.com/cs2.png',
      coverImage: '',
      uidPlaceholder: 'Steam id',
      mapCount: 3,
    });
    expect(game.maps.map((m) => m.name)).toEqual(['Dust II', 'Mirage', 'Nuke']);
  });

  it('prints the game as JSON', async () => {
    const game = await runJson(['game', 'add', 'Chess']);
    expect(game).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'Chess',
      mapCount: 0,
      maps: [],
    });
  });

  it('refuses invalid game input with one line', async () => {
    expectFailure(await run(['game', 'add', 'X', '--image', 'ftp://cdn/x.png']), /^error: image /);
    expectFailure(
      await run(['game', 'add', 'X', '--maps', 'A,B,A']),
      /^error: maps\.2\.name duplicates/,
    );
    expectFailure(
      await run(['game', 'add', 'X', '--short-name', 's'.repeat(51)]),
      /^error: shortName /,
    );
  });

  it('adds a currency and refuses a duplicate code', async () => {
    const created = await runJson(['currency', 'add', 'usd', 'US dollar', '$']);
    expect(created).toEqual({
      currencyId: expect.stringMatching(UUID),
      code: 'USD',
      name: 'US dollar',
      symbol: '$',
    });
    expectFailure(
      await run(['currency', 'add', 'USD', 'Dollar', '$']),
      /^error: Currency USD already exists/,
    );
    expectFailure(await run(['currency', 'add', 'U S', 'Bad', '$']), /^error: code /);
  });
});

describe('command line handling', () => {
  it('prints help listing every command', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    const commands = ['serve', 'migrate', 'tenant', 'key', 'staff', 'game', 'currency', 'backup'];
    for (const command of [...commands, 'restore', 'copy']) expect(help.out).toContain(command);
    const serve = await run(['serve', '--help']);
    expect(serve.code).toBe(0);
    expect(serve.out).toContain('--no-worker');
  });

  it('prints its version', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    for (const flag of ['--version', '-V']) {
      const result = await run([flag]);
      expect(result.code).toBe(0);
      expect(result.out).toBe(`${version}\n`);
    }
  });

  it('exits non-zero on an unknown command or a missing argument', async () => {
    const unknown = await run(['bogus']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain("unknown command 'bogus'");
    const missing = await run(['currency', 'add', 'EUR']);
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain("missing required argument 'name'");
  });
});
