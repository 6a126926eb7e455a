import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { Page, PageQuery, Uuid } from '../../http/schemas.js';

const CurrencySchema = Type.Object({
  currencyId: Uuid(),
  code: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
});
export const Currency = Component('Currency', CurrencySchema);
export type CurrencyView = Static<typeof Currency>;

export const CurrencyPage = Page('items', Currency);
export const CurrencyListQuery = Type.Object(PageQuery);

const CreateCurrencyBodySchema = Type.Object(
  {
    code: Type.String({
      pattern: '^[A-Za-z][A-Za-z0-9]{1,15}$',
      maxLength: 16,
      description: 'Unique code such as USD or GEMS (2-16 letters and digits); stored upper-case',
    }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    symbol: Type.String({ minLength: 1, maxLength: 10 }),
  },
  { additionalProperties: false },
);
export const CreateCurrencyBody = Component('CreateCurrencyRequest', CreateCurrencyBodySchema, {
  code: 'EUR',
  name: 'Euro',
  symbol: '€',
});
export type CurrencyInput = Static<typeof CreateCurrencyBody>;
