import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FIELD_ERRORS } from '../../src/http/validation.js';
import { buildTestApp, call, expectError, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const createTournament = (payload: Record<string, unknown>) =>
  call(t.app, t.tenant.apiKey, { method: 'POST', url: '/api/v1/tournaments', payload });

const errorsOf = (body: { errors: { field: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

describe('validation errors', () => {
  it('names every missing field of a request at once', async () => {
    const body = expectError(await createTournament({}), 400);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      [
        'tournamentName',
        'gameId',
        'enrollmentLimit',
        'maxTeamMembers',
        'minTeamMembers',
        'startTime',
        'endTime',
        'registrationDeadline',
        'matchType',
        'teamType',
        'color',
      ].sort(),
    );
    expect(new Set(Object.values(errorsOf(body)))).toEqual(new Set(['is required']));
  });

  it('names unknown fields, nested ones too, next to wrong types', async () => {
    const body = expectError(
      await createTournament({
        foo: 1,
        tournamentName: 5,
        gameId: 'not-a-uuid',
        pointsSystem: { pointsPerFinish: 1, pointsPerKnock: 1, placementPoints: {}, bar: 2 },
      }),
      400,
    );
    expect(errorsOf(body)).toMatchObject({
      foo: 'is not a known field',
      'pointsSystem.bar': 'is not a known field',
      tournamentName: 'must be a string',
      gameId: 'must be a valid uuid',
      enrollmentLimit: 'is required',
    });
    // One entry per field, however many rules it broke.
    const fields = body.errors.map((e: { field: string }) => e.field);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('tells a body of one of several shapes against the shape it is closest to', async () => {
    const signIn = (payload: Record<string, unknown>) =>
      call(t.app, t.tenant.apiKey, {
        method: 'POST',
        url: '/api/v1/console/session',
        key: null,
        payload,
      });
    expect(errorsOf(expectError(await signIn({ email: '', password: '' }), 400))).toEqual({
      email: 'must have at least 3 characters',
      password: 'must not be empty',
    });
    expect(errorsOf(expectError(await signIn({ adminToken: '' }), 400))).toEqual({
      adminToken: 'must not be empty',
    });
  });

  it('names every bad query parameter at once', async () => {
    const res = await call(t.app, t.tenant.apiKey, {
      url: '/api/v1/tournaments?pageNumber=0&pageSize=500',
    });
    expect(errorsOf(expectError(res, 400))).toEqual({
      pageNumber: 'must be between 1 and 1000000',
      pageSize: 'must be between 1 and 100',
    });
  });

  it(`lists at most ${MAX_FIELD_ERRORS} problems`, async () => {
    const unknown = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`extra${i}`, i]));
    const body = expectError(await createTournament(unknown), 400);
    expect(body.errors).toHaveLength(MAX_FIELD_ERRORS);
  });

  it('answers a huge hostile body with its first problem only', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`x${i}`, i]));
    const body = expectError(await createTournament(unknown), 400);
    expect(body.errors).toHaveLength(1);
  });
});
