import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/features/tenants/tenant.service.js';
import { countTournaments } from '../../src/features/tournaments/tournament-list.repository.js';
import type { ListFilter } from '../../src/features/tournaments/tournament.repository.js';
import { migrateThrough, migrateToBefore } from '../helpers/partial-migrations.js';
import { newGame } from '../helpers/factories.js';
import { newTournament } from '../helpers/tournament-factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

/**
 * `tournament_counts` is kept by triggers; list pages add it up for their total. Any way a
 * tournament comes, goes or changes status, game, featured flag or tenant must leave every
 * filter's total equal to counting the tournaments again.
 */
let database: TestDatabase;
let tenants: string[];
let games: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  tenants = [];
  for (const name of ['Counted', 'Neighbour'])
    tenants.push((await createTenant(database.db, name)).tenantId);
  games = [];
  for (let i = 0; i < 2; i++) games.push((await newGame(database.db)).gameId);
});

afterAll(() => database.drop());

const STATUSES = [0, 1, 2, 3, 4];

const step = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    tenant: fc.nat(1),
    game: fc.nat(1),
    status: fc.constantFrom(...STATUSES),
    featured: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({ kind: fc.constant('feature' as const), pick: fc.nat(), featured: fc.boolean() }),
  fc.record({ kind: fc.constant('game' as const), pick: fc.nat(), game: fc.nat(1) }),
  fc.record({ kind: fc.constant('tenant' as const), pick: fc.nat(), tenant: fc.nat(1) }),
  fc.record({ kind: fc.constant('cancelAll' as const), tenant: fc.nat(1) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function apply(s: Step, ids: string[]) {
  const { db } = database;
  const picked = ids.length ? ids[('pick' in s ? s.pick : 0) % ids.length]! : undefined;
  const tournaments = db.updateTable('tournaments');
  if (s.kind === 'insert') {
    const { id } = await newTournament(db, tenants[s.tenant]!, {
      gameId: games[s.game]!,
      status: s.status,
      isFeatured: s.featured ? 1 : 0,
    });
    ids.push(id);
  } else if (s.kind === 'cancelAll')
    // One statement changing many rows at once.
    await tournaments.set({ status: 4 }).where('tenantId', '=', tenants[s.tenant]!).execute();
  else if (!picked) return;
  else if (s.kind === 'delete') {
    await db.deleteFrom('tournaments').where('id', '=', picked).execute();
    ids.splice(ids.indexOf(picked), 1);
  } else {
    const change =
      s.kind === 'status'
        ? { status: s.status }
        : s.kind === 'feature'
          ? { isFeatured: s.featured ? 1 : 0 }
          : s.kind === 'game'
            ? { gameId: games[s.game]! }
            : { tenantId: tenants[s.tenant]! };
    await tournaments.set(change).where('id', '=', picked).execute();
  }
}

/** Every filter shape a list page counts without a name search. */
const filters = (): ListFilter[] =>
  [
    {},
    { includeDrafts: true },
    ...STATUSES.map((status) => ({ status })),
    ...[0, 1].flatMap((game) => [{ gameId: game }, { gameId: game, status: 3 }]),
    { isFeatured: true },
    { isFeatured: false, includeDrafts: true },
    { gameId: 1, isFeatured: true, status: 1 },
  ].map((f) => ('gameId' in f ? { ...f, gameId: games[f.gameId as number]! } : f) as ListFilter);

/** The same filter, counted again over the tournaments themselves. */
async function counted(tenantId: string, filter: ListFilter) {
  let query = database.db.selectFrom('tournaments').where('tenantId', '=', tenantId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  else if (!filter.includeDrafts) query = query.where('status', '>', 0);
  if (filter.gameId !== undefined) query = query.where('gameId', '=', filter.gameId);
  if (filter.isFeatured !== undefined)
    query = query.where('isFeatured', '=', filter.isFeatured ? 1 : 0);
  const { n } = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const totals = (count: (tenantId: string, filter: ListFilter) => Promise<number>) =>
  Promise.all(tenants.flatMap((tenantId) => filters().map((filter) => count(tenantId, filter))));

describe('tournament counts', () => {
  it('equal a fresh count for every filter after any sequence of tournament changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await database.db.deleteFrom('tournaments').where('tenantId', 'in', tenants).execute();
        const ids: string[] = [];
        for (const s of steps) await apply(s, ids);
        const kept = await totals((tenantId, filter) =>
          countTournaments(database.db, tenantId, filter),
        );
        expect(kept).toEqual(await totals(counted));
      }),
      { numRuns: 30 },
    );
  });

  it('leave with their tenant', async () => {
    const { tenantId } = await createTenant(database.db, 'Leaving');
    await newTournament(database.db, tenantId, { gameId: games[0]! });
    await database.db.deleteFrom('tenants').where('id', '=', tenantId).execute();
    const rows = await database.db
      .selectFrom('tournament_counts')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('migration 0031-tournament-counts on tournaments made before it', () => {
  const MIGRATION = '0031-tournament-counts';
  let earlier: TestDatabase;
  afterAll(() => earlier?.drop());

  it('counts each tenant’s tournaments by status, game and featured flag', async () => {
    earlier = await createTestDatabase(migrateToBefore(MIGRATION));
    const { db } = earlier;
    const { tenantId } = await createTenant(db, 'Before the counts');
    const { gameId } = await newGame(db);
    for (const [status, isFeatured] of [
      [1, 0],
      [1, 0],
      [1, 1],
      [3, 0],
    ] as const)
      await newTournament(db, tenantId, { gameId, status, isFeatured });

    await migrateThrough(MIGRATION)(db, earlier.engine, earlier.schema);

    const rows = await db
      .selectFrom('tournament_counts')
      .select(['status', 'gameId', 'isFeatured', 'n'])
      .where('tenantId', '=', tenantId)
      .orderBy('status')
      .orderBy('isFeatured')
      .execute();
    expect(rows.map((r) => ({ ...r, n: Number(r.n) }))).toEqual([
      { status: 1, gameId, isFeatured: 0, n: 2 },
      { status: 1, gameId, isFeatured: 1, n: 1 },
      { status: 3, gameId, isFeatured: 0, n: 1 },
    ]);
  });
});
