import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPublication } from '../../src/features/tournaments/publication.service.js';
import { issueApiKey } from '../../src/features/tenants/tenant.service.js';
import { badCasesFor } from '../helpers/bad-input-corpus.js';
import { newStaff, signIn } from '../helpers/console.js';
import { injectStreaming } from '../helpers/inject-streaming.js';
import { credentialsOf, operationsOf, type Operation } from '../helpers/openapi-operations.js';
import { ADMIN_TOKEN, buildTestApp, type TestApp } from '../helpers/test-app.js';
import { seedWorld, type World } from '../helpers/world.js';

/**
 * A hostile-input corpus generated from the served OpenAPI document: every operation, every
 * parameter and body field, sent through the front door with valid credentials and real ids.
 * Whatever the input, the answer is never a 5xx and always the contract's envelope.
 */

const ENDS_SESSION = new Set(['DELETE /api/v1/console/session', 'DELETE /api/v1/console/sessions']);

// Reads first, then writes, deletes last and the most nested first, so a delete that succeeds
// (a field it ignores, say) does not take the rows the other operations need.
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];
const runOrder = (a: Operation, b: Operation) =>
  METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) ||
  (a.method === 'DELETE' ? b.path.split('/').length - a.path.split('/').length : 0);

// Built while the file is collected, so that each operation is a test of its own: one test
// for the whole corpus (thousands of requests) outgrew any timeout on a busy machine.
const t: TestApp = await buildTestApp();
const operations: Operation[] = (await operationsOf(t.app)).sort(runOrder);
let world: World;
let extra: Record<string, string>;
let owner: Record<string, string>;
let sent = 0;

beforeAll(async () => {
  world = await seedWorld(t, t.tenant);
  // A key of its own for the revocation route, so the corpus never revokes the key it uses.
  const spare = await issueApiKey(t.database.db, t.tenant.tenantId, 'spare', ['integration']);
  // The world's duel tournament, published, for the public read.
  const { shareSlug } = await setPublication(
    t.database,
    t.tenant.tenantId,
    world.tournamentId,
    true,
    'http://localhost',
  );
  extra = { keyId: spare.keyId, shareSlug: shareSlug! };
  const member = await newStaff(t.database.db, t.tenant.tenantId, 'owner');
  owner = { email: member.email, password: member.password, tenantId: t.tenant.tenantId };
}, 120_000);
afterAll(() => t.close());

/** What is wrong with an answer, or null when it is a proper envelope and not a 5xx. */
function problemWith(
  res: Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>,
): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  let body;
  try {
    body = res.json();
  } catch {
    return `status ${res.statusCode}, not JSON: ${res.body.slice(0, 100)}`;
  }
  const failed = res.statusCode >= 400;
  const envelope =
    body.success === !failed &&
    typeof body.message === 'string' &&
    typeof body.meta?.traceId === 'string' &&
    (!failed || !('data' in body));
  if (!envelope) return `status ${res.statusCode}, not the envelope: ${res.body.slice(0, 300)}`;
  const namesFields =
    Array.isArray(body.errors) &&
    body.errors.length > 0 &&
    body.errors.every(
      (e: { field?: unknown; message?: unknown }) =>
        typeof e.field === 'string' && e.field !== '' && typeof e.message === 'string',
    );
  if (res.statusCode === 400 && !namesFields)
    return `400 naming no field: ${res.body.slice(0, 300)}`;
  return null;
}

/** A file answered where the document says so: its media type, and no 5xx. */
function downloadProblem(res: Pick<LightMyRequestResponse, 'headers'>, type: string) {
  const answered = String(res.headers['content-type'] ?? '');
  return answered.startsWith(type) ? null : `status 200, ${answered} instead of ${type}`;
}

describe('bad input, generated from the OpenAPI document', () => {
  it('covers the documented operations', async () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  // Every operation, in run order (tests of a file run one after another).
  const named = operations.map((op) => [`${op.method} ${op.path}`, op] as const);
  it.each(named)('never answers 5xx nor leaves the envelope: %s', async (name, op) => {
    const problems: string[] = [];
    for (const c of badCasesFor(op, world, extra)) {
      // Signing out ends the session the other console operations use: those get their own.
      const headers: Record<string, string> = ENDS_SESSION.has(name)
        ? (await signIn(t.app, owner)).headers
        : credentialsOf(op, world, ADMIN_TOKEN);
      const request = {
        method: op.method as 'GET',
        url: c.url,
        headers:
          c.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      };
      // An event stream that opens (the input was harmless) never ends: only its status counts.
      const res = op.streams ? await injectStreaming(t.app, request) : await t.app.inject(request);
      sent++;
      const problem =
        'streamed' in res && res.streamed && res.statusCode === 200
          ? null
          : op.download && res.statusCode === 200
            ? downloadProblem(res, op.download)
            : problemWith(res);
      if (problem) problems.push(`[${c.label}] → ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('sent thousands of requests, and none reached Object.prototype through a key', () => {
    expect(sent).toBeGreaterThan(1000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
