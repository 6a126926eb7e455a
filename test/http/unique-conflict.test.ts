import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConcurrencyFailure, isUniqueViolation, nowIso } from '../../src/db/dialect.js';
import { registerErrorHandling } from '../../src/http/error-handler.js';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-db.js';
import { expectRule } from '../helpers/test-app.js';

/**
 * The safety net under every service: a unique-key violation that a service did not turn into
 * its own answer is a 409 CONFLICT, not a 500. Every real path answers precisely (see
 * test/races), so this drives the error handler with a real duplicate insert of its own.
 */

let database: TestDatabase;
let app: FastifyInstance;
const insertCurrency = (code: string) =>
  database.db
    .insertInto('currencies')
    .values({ id: randomUUID(), code, name: 'Coin', symbol: 'C', createdAt: nowIso() })
    .execute();

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  registerErrorHandling(app);
  app.post('/duplicate', async () => {
    const code = `D${randomUUID().slice(0, 6)}`;
    await insertCurrency(code);
    await insertCurrency(code);
    return {};
  });
  // Two transactions lock two rows in opposite orders: PostgreSQL undoes one of them.
  app.post('/deadlock', async () => {
    const codes = [`L${randomUUID().slice(0, 6)}`, `L${randomUUID().slice(0, 6)}`];
    for (const code of codes) await insertCurrency(code);
    let bothHoldOne!: () => void;
    const held = new Promise<void>((resolve) => (bothHoldOne = resolve));
    let holding = 0;
    const lockInOrder = (first: string, second: string) =>
      database.db.transaction().execute(async (trx) => {
        const lock = (code: string) =>
          trx.updateTable('currencies').set({ name: 'Locked' }).where('code', '=', code).execute();
        await lock(first);
        if (++holding === 2) bothHoldOne();
        await held;
        await lock(second);
      });
    await Promise.all([lockInOrder(codes[0]!, codes[1]!), lockInOrder(codes[1]!, codes[0]!)]);
    return {};
  });
  app.post('/crash', async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a unique-key violation that escapes its service', () => {
  it('is recognised on this engine', async () => {
    const code = `E${randomUUID().slice(0, 6)}`;
    await insertCurrency(code);
    const error = await insertCurrency(code).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('answers 409 BUSINESS_RULE_VIOLATION with reason CONFLICT', async () => {
    const body = expectRule(await app.inject({ method: 'POST', url: '/duplicate' }), 'CONFLICT');
    expect(body.message).toMatch(/concurrent change/);
  });

  it.runIf(testEngine === 'postgres')(
    'answers a transaction the database undid in a deadlock with the same 409',
    async () => {
      const res = await app.inject({ method: 'POST', url: '/deadlock' });
      const body = expectRule(res, 'CONFLICT');
      expect(body.message).toMatch(/retry it/);
      expect(isConcurrencyFailure({ code: '40P01' })).toBe(true);
      expect(isConcurrencyFailure({ code: '23505' })).toBe(false);
    },
  );

  it('leaves other errors a 500', async () => {
    expect((await app.inject({ method: 'POST', url: '/crash' })).statusCode).toBe(500);
  });
});
