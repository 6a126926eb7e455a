import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, expectError, expectOk, type TestApp } from '../helpers/test-app.js';
import { newTournament } from '../helpers/tournament-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /tournaments/{id} for the organiser', () => {
  it('shows a draft only with includeDrafts and the manage scope; another tenant gets a 404', async () => {
    const tenant = await t.newTenant();
    const draft = await newTournament(t.database.db, tenant.tenantId, {
      name: 'Draft Cup',
      status: 0,
    });
    const get = (query: string, key = tenant.apiKey) =>
      call(t.app, key, { method: 'GET', url: `/api/v1/tournaments/${draft.id}${query}` });

    expectError(await get(''), 404);
    const detail = expectOk(await get('?includeDrafts=true'));
    expect(detail).toMatchObject({
      tournamentId: draft.id,
      tournamentName: 'Draft Cup',
      status: 0,
    });
    expect(typeof detail.rules).toBe('string');

    const reader = await t.newTenant(['integration']);
    expectError(await get('?includeDrafts=true', reader.apiKey), 403);
    const other = await t.newTenant();
    expectError(await get('?includeDrafts=true', other.apiKey), 404);
    expectError(await get('?includeDrafts=maybe'), 400);
  });
});
