import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCurrency, newGame } from '../helpers/factories.js';
import {
  buildTestApp,
  call,
  expectFieldError,
  expectOk,
  type TestApp,
} from '../helpers/test-app.js';
import { newTeam } from '../helpers/tournament-factories.js';

let t: TestApp;
let gameId: string;
let currencyId: string;
beforeAll(async () => {
  t = await buildTestApp();
  gameId = (await newGame(t.database.db)).gameId;
  currencyId = (await newCurrency(t.database.db)).currencyId;
});
afterAll(() => t.close());

const api = (opts: Parameters<typeof call>[2]) => call(t.app, t.tenant.apiKey, opts);

/** A tournament body without any currency. */
const freeBody = (overrides: Record<string, unknown> = {}) => ({
  tournamentName: 'Free Friday',
  gameId,
  enrollmentLimit: 8,
  maxTeamMembers: 5,
  minTeamMembers: 1,
  startTime: '2031-05-10T12:00:00Z',
  endTime: '2031-05-12T12:00:00Z',
  registrationDeadline: '2031-05-09T12:00:00Z',
  matchType: 1,
  teamType: '5v5',
  color: '#1A2B3C',
  ...overrides,
});

const createRes = (body: object) =>
  api({ method: 'POST', url: '/api/v1/tournaments', payload: body });
const update = (id: string, payload: object) =>
  api({ method: 'PUT', url: `/api/v1/tournaments/${id}`, payload });

/** Whether an OpenAPI schema admits null, in either of the ways OpenAPI spells it. */
const allowsNull = (schema: { nullable?: boolean; type?: unknown; anyOf?: { type?: string }[] }) =>
  schema.nullable === true ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  (schema.anyOf ?? []).some((s) => s.type === 'null');

const NO_CURRENCY = {
  entryFeeCurrencyId: null,
  prizePoolCurrencyId: null,
  entryFeeCurrencyName: null,
  prizePoolCurrencyName: null,
  entryFeeCurrencySymbol: null,
  prizePoolCurrencySymbol: null,
};

describe('tournaments without a currency', () => {
  it('creates a free tournament without currencies; every read shows them as null', async () => {
    const draft = expectOk(await createRes(freeBody()), 201);
    expect(draft).toMatchObject({ entryFee: 0, prizePool: 0, ...NO_CURRENCY });
    const id = draft.tournamentId;
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${id}/status`,
        payload: { status: 1 },
      }),
    );

    expect(expectOk(await api({ url: `/api/v1/tournaments/${id}` }))).toMatchObject(NO_CURRENCY);
    const { items, totalCount } = expectOk(
      await api({ url: `/api/v1/tournaments?gameId=${gameId}` }),
    );
    expect(totalCount).toBe(1);
    expect(items[0]).toMatchObject({ tournamentId: id, ...NO_CURRENCY });

    // A team registers for it with nothing to pay.
    const team = await newTeam(t.database.db, t.tenant.tenantId, gameId);
    const registration = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${id}/registrations/teams/${team.teamId}?externalUserId=${team.owner.externalId}`,
        payload: {},
      }),
    );
    expect(registration).toMatchObject({ paymentStatus: 'NotRequired', entryFeePaid: 0 });
  });

  it('accepts explicit nulls and one currency without the other', async () => {
    const detail = expectOk(
      await createRes(
        freeBody({ entryFeeCurrencyId: null, prizePool: 100, prizePoolCurrencyId: currencyId }),
      ),
      201,
    );
    expect(detail).toMatchObject({
      entryFeeCurrencyId: null,
      entryFeeCurrencyName: null,
      entryFeeCurrencySymbol: null,
      prizePoolCurrencyId: currencyId,
      prizePoolCurrencyName: expect.any(String),
      prizePoolCurrencySymbol: '¤',
    });
  });

  it.each([
    ['an entry fee', { entryFee: 5 }, 'entryFeeCurrencyId'],
    ['a prize pool', { prizePool: 500 }, 'prizePoolCurrencyId'],
    [
      'an entry fee with a null currency',
      { entryFee: 5, entryFeeCurrencyId: null },
      'entryFeeCurrencyId',
    ],
  ])('refuses %s without its currency, naming the field', async (_label, overrides, field) => {
    const body = expectFieldError(await createRes(freeBody(overrides)), field);
    expect(body.errors[0].message).toMatch(/required when/);
  });

  it('checks the merged result on update: an amount needs its currency', async () => {
    const { tournamentId: id } = expectOk(await createRes(freeBody()), 201);
    expectFieldError(await update(id, { entryFee: 10 }), 'entryFeeCurrencyId');
    expectFieldError(await update(id, { prizePool: 10 }), 'prizePoolCurrencyId');

    const priced = expectOk(await update(id, { entryFee: 10, entryFeeCurrencyId: currencyId }));
    expect(priced).toMatchObject({ entryFee: 10, entryFeeCurrencyId: currencyId });
    expectFieldError(await update(id, { entryFeeCurrencyId: null }), 'entryFeeCurrencyId');

    const free = expectOk(await update(id, { entryFee: 0, entryFeeCurrencyId: null }));
    expect(free).toMatchObject(NO_CURRENCY);
  });

  it('documents the currency fields as optional on creation and nullable on reads', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const named = (schema: { $ref?: string }) =>
      schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
    const create = named(
      doc.paths['/api/v1/tournaments'].post.requestBody.content['application/json'].schema,
    );
    expect(create.required).not.toContain('entryFeeCurrencyId');
    expect(create.required).not.toContain('prizePoolCurrencyId');
    const detail = named(
      named(
        doc.paths['/api/v1/tournaments/{id}'].get.responses['200'].content['application/json']
          .schema,
      ).properties.data,
    );
    for (const field of Object.keys(NO_CURRENCY)) {
      expect(detail.required).toContain(field);
      expect(allowsNull(detail.properties[field]), field).toBe(true);
    }
  });
});
