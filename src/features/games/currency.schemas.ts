import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery, Uuid } from '../../http/schemas.js';

export const Currency = Type.Object({
  currencyId: Uuid(),
  code: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
});
export type CurrencyView = Static<typeof Currency>;

export const CurrencyPage = Page('items', Currency);
export const CurrencyListQuery = Type.Object(PageQuery);

export const CreateCurrencyBody = Type.Object(
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
export type CurrencyInput = Static<typeof CreateCurrencyBody>;
