import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewInvitation } from '../../src/features/staff/staff.service.js';
import { expectFailure, runTourney } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const run = (argv: string[]) => runTourney(argv, database);

async function newTenantId() {
  const created = await run(['tenant', 'create', `Staffed ${Math.random()}`, '--json']);
  expect(created.code, created.err).toBe(0);
  return JSON.parse(created.out).tenantId as string;
}

describe('tourney staff invite', () => {
  it("prints a one-time link to the tenant's first owner, at the given origin", async () => {
    const tenantId = await newTenantId();
    const result = await run([
      'staff',
      'invite',
      tenantId,
      'First.Owner@Example.com',
      '--role',
      'owner',
      '--url',
      'https://tourney.example.com/',
    ]);
    expect(result.code, result.err).toBe(0);
    const link = /https:\/\/tourney\.example\.com\/console\/accept-invitation#token=(\S+)/.exec(
      result.out,
    );
    expect(link, result.out).not.toBeNull();
    expect(result.out).toContain('first.owner@example.com (owner)');
    const preview = await previewInvitation(database.db, link![1]!);
    expect(preview).toMatchObject({ email: 'first.owner@example.com', role: 'owner' });
  });

  it('uses the configured host and port without --url, and answers JSON with --json', async () => {
    const tenantId = await newTenantId();
    const result = await runTourney(
      ['staff', 'invite', tenantId, 'a@example.com', '--role', 'admin', '--json'],
      database,
      { HOST: '127.0.0.1', PORT: '4321' },
    );
    expect(result.code, result.err).toBe(0);
    const invitation = JSON.parse(result.out);
    expect(invitation).toMatchObject({ email: 'a@example.com', role: 'admin' });
    expect(invitation.acceptUrl).toBe(
      `http://127.0.0.1:4321/console/accept-invitation#token=${invitation.token}`,
    );
  });

  it('refuses an unknown role, a bad email and an unknown tenant', async () => {
    const tenantId = await newTenantId();
    expectFailure(
      await run(['staff', 'invite', tenantId, 'a@example.com', '--role', 'boss']),
      /^error: role /,
    );
    expectFailure(
      await run(['staff', 'invite', tenantId, 'not-an-email', '--role', 'owner']),
      /^error: email /,
    );
    expectFailure(
      await run([
        'staff',
        'invite',
        '00000000-0000-4000-8000-00000000dead',
        'a@example.com',
        '--role',
        'owner',
      ]),
      /^error: Tenant not found/,
    );
  });
});
