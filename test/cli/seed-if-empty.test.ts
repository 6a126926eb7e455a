import { afterEach, describe, expect, it } from 'vitest';
import { STARTER_CURRENCIES, STARTER_GAMES } from '../../src/features/games/starter-catalogue.js';
import { expectFailure, runTourney } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.js';

// A deployment runs `seed --catalogue --if-empty` at every start (compose.yaml's `seed`
// service): the first start seeds, every later one must leave the operator's catalogue alone.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function freshDatabase() {
  database = await createTestDatabase();
  return database;
}

async function seedIfEmpty(target: TestDatabase) {
  const run = await runTourney(['seed', '--catalogue', '--if-empty', '--json'], target);
  expect(run.code, run.err).toBe(0);
  return JSON.parse(run.out) as Record<string, unknown>;
}

const gameNames = async (target: TestDatabase) =>
  (await target.db.selectFrom('games').select('name').execute()).map((g) => g.name).sort();

describe('tourney seed --catalogue --if-empty', () => {
  it('seeds an empty catalogue, then never again, even where a plain --catalogue would', async () => {
    const target = await freshDatabase();
    const first = await seedIfEmpty(target);
    expect(first).toMatchObject({
      gamesAdded: STARTER_GAMES.length,
      currenciesAdded: STARTER_CURRENCIES.length,
    });
    expect(await gameNames(target)).toEqual(STARTER_GAMES.map((g) => g.name).sort());

    // The operator renames a starter game: a later start must not bring the old name back.
    await target.db
      .updateTable('games')
      .set({ name: 'CS2 (our league)' })
      .where('name', '=', 'Counter-Strike 2')
      .execute();
    const again = await seedIfEmpty(target);
    expect(again).toEqual({
      gamesAdded: 0,
      currenciesAdded: 0,
      held: { games: STARTER_GAMES.length, currencies: STARTER_CURRENCIES.length },
    });
    const names = await gameNames(target);
    expect(names).toContain('CS2 (our league)');
    expect(names).not.toContain('Counter-Strike 2');

    const plain = await runTourney(['seed', '--catalogue', '--json'], target);
    expect(JSON.parse(plain.out)).toMatchObject({ gamesAdded: 1, currenciesAdded: 0 });
  });

  it('leaves a catalogue holding only a currency as it is', async () => {
    const target = await freshDatabase();
    const added = await runTourney(['currency', 'add', 'JPY', 'Yen', '¥'], target);
    expect(added.code, added.err).toBe(0);
    expect(await seedIfEmpty(target)).toMatchObject({
      gamesAdded: 0,
      held: { games: 0, currencies: 1 },
    });
    expect(await gameNames(target)).toEqual([]);
    const human = await runTourney(['seed', '--catalogue', '--if-empty'], target);
    expect(human.out).toMatch(/^Catalogue left as it is \(--if-empty\): it holds 0 games and 1 /);
  });

  it('goes with --catalogue only', async () => {
    const target = await freshDatabase();
    expectFailure(
      await runTourney(['seed', '--if-empty'], target),
      /--if-empty goes with --catalogue/,
    );
    expectFailure(
      await runTourney(['seed', '--demo', '--if-empty'], target),
      /--if-empty goes with --catalogue, not --demo/,
    );
    expect(await gameNames(target)).toEqual([]);
  });
});
