import { CreateCurrencyBody } from '../../features/games/currency.schemas.js';
import * as currencies from '../../features/games/currency.service.js';
import type { Cli, OutputOptions } from '../context.js';
import { checkInput } from '../validate.js';

export async function currencyAdd(
  cli: Cli,
  code: string,
  name: string,
  symbol: string,
  options: OutputOptions,
) {
  const input = checkInput(CreateCurrencyBody, { code, name, symbol });
  const currency = await cli.withDatabase((db) => currencies.createCurrency(db, input));
  cli.report(
    options,
    currency,
    `Currency created: ${currency.currencyId} (${currency.code}, ${currency.name}, ${currency.symbol})`,
  );
}

export async function currencyList(cli: Cli, options: OutputOptions) {
  const list = await cli.withDatabase((db) => currencies.listCurrencies(db));
  const lines = list.map((c) => `${c.currencyId}  ${c.code}  ${c.symbol}  ${c.name}`);
  cli.report(options, list, lines.length ? lines : 'No currencies.');
}
