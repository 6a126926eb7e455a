import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { businessRule } from '../../errors.js';
import { pageInfo, pageOffset, type PageRequest } from '../../http/pagination.js';
import type { CurrencyInput, CurrencyView } from './currency.schemas.js';
import * as repo from './currency.repository.js';

const exists = (code: string) => businessRule('CURRENCY_EXISTS', `Currency ${code} already exists`);

/** Currencies are platform-wide; codes are unique regardless of the case they were typed in. */
export async function createCurrency(db: Db, input: CurrencyInput): Promise<CurrencyView> {
  const code = input.code.toUpperCase();
  if (await repo.findCurrencyByCode(db, code)) throw exists(code);
  const row = {
    id: randomUUID(),
    code,
    name: input.name,
    symbol: input.symbol,
    createdAt: nowIso(),
  };
  try {
    await repo.insertCurrency(db, row);
  } catch (error) {
    // Two concurrent creates can both pass the check above; the unique index decides.
    if (isUniqueViolation(error)) throw exists(code);
    throw error;
  }
  return { currencyId: row.id, code, name: row.name, symbol: row.symbol };
}

export const listCurrencies = (db: Db): Promise<CurrencyView[]> => repo.listCurrencies(db);

/** The integration read: one page of currencies, ordered by code. */
export async function listCurrencyPage(db: Db, page: PageRequest) {
  const [items, totalCount] = await Promise.all([
    repo.listCurrencyPage(db, pageOffset(page), page.pageSize),
    repo.countCurrencies(db),
  ]);
  return { items, ...pageInfo(page, totalCount) };
}
