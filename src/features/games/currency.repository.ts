import type { Executor } from '../../db/database.js';
import type { CurrencyTable } from './game.table.js';

const VIEW = ['id as currencyId', 'code', 'name', 'symbol'] as const;

export async function insertCurrency(db: Executor, row: CurrencyTable) {
  await db.insertInto('currencies').values(row).execute();
}

export const findCurrencyByCode = (db: Executor, code: string) =>
  db.selectFrom('currencies').select(VIEW).where('code', '=', code).executeTakeFirst();

export const listCurrencies = (db: Executor) =>
  db.selectFrom('currencies').select(VIEW).orderBy('code').execute();

export const listCurrencyPage = (db: Executor, offset: number, limit: number) =>
  db.selectFrom('currencies').select(VIEW).orderBy('code').limit(limit).offset(offset).execute();

export async function countCurrencies(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('currencies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
