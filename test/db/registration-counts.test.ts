import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/features/tenants/tenant.service.js';
import { migrateThrough, migrateToBefore } from '../helpers/partial-migrations.js';
import { newTournament, registerTeam } from '../helpers/tournament-factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

/**
 * `registration_counts` is kept by triggers; pages show it as a tournament's joined count. Any
 * way a registration comes, goes, changes status or moves must leave it equal to counting the
 * pending and approved registrations again.
 */
let database: TestDatabase;
let tenantId: string;
let tournaments: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ tenantId } = await createTenant(database.db, 'Registration counts'));
  const first = await newTournament(database.db, tenantId);
  const others = await Promise.all(
    [1, 2].map(() => newTournament(database.db, tenantId, { gameId: first.gameId })),
  );
  tournaments = [first, ...others].map((t) => t.id);
});

afterAll(() => database.drop());

const STATUSES = [1, 2, 3, 4, 5];

/** A participant of its own: one registration per participant and tournament. */
const newcomer = () => ({ teamId: randomUUID(), name: 'Newcomers' });

const step = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(2),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), at: fc.nat(2) }),
  fc.record({ kind: fc.constant('withdrawAll' as const), at: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function apply(s: Step, ids: string[]) {
  const { db } = database;
  const picked = ids.length ? ids[('pick' in s ? s.pick : 0) % ids.length]! : undefined;
  const registrations = db.updateTable('tournament_registrations');
  if (s.kind === 'insert')
    ids.push(await registerTeam(db, tenantId, tournaments[s.at]!, newcomer(), s.status));
  else if (s.kind === 'withdrawAll')
    // One statement changing many rows at once, as a team's deletion does.
    await registrations.set({ status: 4 }).where('tournamentId', '=', tournaments[s.at]!).execute();
  else if (!picked) return;
  else if (s.kind === 'status')
    await registrations.set({ status: s.status }).where('id', '=', picked).execute();
  else if (s.kind === 'move')
    await registrations
      .set({ tournamentId: tournaments[s.at]! })
      .where('id', '=', picked)
      .execute();
  else {
    await db.deleteFrom('tournament_registrations').where('id', '=', picked).execute();
    ids.splice(ids.indexOf(picked), 1);
  }
}

const kept = () =>
  database.db
    .selectFrom('registration_counts')
    .select(['tournamentId', 'active'])
    .where('tournamentId', 'in', tournaments)
    .execute();

const counted = () =>
  database.db
    .selectFrom('tournament_registrations')
    .select(['tournamentId', (eb) => eb.fn.countAll<number>().as('active')])
    .where('tournamentId', 'in', tournaments)
    .where('status', 'in', [1, 2])
    .groupBy('tournamentId')
    .execute();

/** Tournament id → count, leaving out zeros (a count row may stay at 0). */
const byTournament = (rows: { tournamentId: string; active: number | string | bigint }[]) =>
  Object.fromEntries(
    rows.filter((r) => Number(r.active) !== 0).map((r) => [r.tournamentId, Number(r.active)]),
  );

describe('registration counts', () => {
  it('equal a fresh count after any sequence of registration changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await database.db
          .deleteFrom('tournament_registrations')
          .where('tenantId', '=', tenantId)
          .execute();
        const ids: string[] = [];
        for (const s of steps) await apply(s, ids);
        expect(byTournament(await kept())).toEqual(byTournament(await counted()));
      }),
      { numRuns: 30 },
    );
  });

  it('leave with their tournament', async () => {
    const gone = await newTournament(database.db, tenantId);
    await registerTeam(database.db, tenantId, gone.id, newcomer(), 2);
    await database.db.deleteFrom('tournaments').where('id', '=', gone.id).execute();
    const rows = await database.db
      .selectFrom('registration_counts')
      .selectAll()
      .where('tournamentId', '=', gone.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('migration 0030-registration-counts on registrations made before it', () => {
  const MIGRATION = '0030-registration-counts';
  let earlier: TestDatabase;
  afterAll(() => earlier?.drop());

  it("counts each tournament's pending and approved registrations, and nothing else", async () => {
    earlier = await createTestDatabase(migrateToBefore(MIGRATION));
    const { db } = earlier;
    const { tenantId: tenant } = await createTenant(db, 'Before the counts');
    const [busy, quiet, none] = await Promise.all([1, 2, 3].map(() => newTournament(db, tenant)));
    // Pending, approved, rejected, withdrawn, waitlisted: two of them hold a place.
    for (const status of [1, 2, 2, 3, 4, 5])
      await registerTeam(db, tenant, busy!.id, newcomer(), status);
    await registerTeam(db, tenant, quiet!.id, newcomer(), 4);

    await migrateThrough(MIGRATION)(db, earlier.engine, earlier.schema);

    const counts = await db
      .selectFrom('registration_counts')
      .select(['tournamentId', 'active'])
      .where('tournamentId', 'in', [busy!.id, quiet!.id, none!.id])
      .execute();
    expect(counts.map((c) => [c.tournamentId, Number(c.active)])).toEqual([[busy!.id, 3]]);
  });
});
