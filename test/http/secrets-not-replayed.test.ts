import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession, type ConsoleSignIn } from '../helpers/console.js';
import { newGame } from '../helpers/factories.js';
import { teamKit } from '../helpers/teams.js';
import {
  ADMIN_TOKEN,
  buildTestApp,
  expectOk,
  expectRule,
  type TestApp,
} from '../helpers/test-app.js';

interface Schema {
  $ref?: string;
  'x-secret'?: boolean;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  operationId: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

// Field names that say "this is a credential": each must carry the mark, so a new one that
// forgets it fails here.
const CREDENTIAL_NAME = /(token|secret|apikey|password|accepturl)$/i;

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
let gameId: string;
let owner: ConsoleSignIn;
const kit = teamKit({ t: () => t, gameId: () => gameId });

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
  gameId = (await newGame(t.database.db)).gameId;
  owner = await staffSession(t.app, t.database.db, t.tenant.tenantId, 'owner');
});
afterAll(() => t.close());

/** Marked fields and unmarked credential-like fields of a schema, by path. */
function secretsIn(schema: Schema | undefined, path: string, seen = new Set<string>()) {
  const found = { marked: [] as string[], unmarked: [] as string[] };
  const visit = (node: Schema | undefined, at: string) => {
    if (!node) return;
    if (node.$ref) {
      const name = node.$ref.replace('#/components/schemas/', '');
      if (seen.has(name)) return;
      seen.add(name);
      return visit(doc.components.schemas[name], at);
    }
    if (node['x-secret']) found.marked.push(at);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (CREDENTIAL_NAME.test(name) && !child['x-secret'] && child.type === 'string')
        found.unmarked.push(`${at}.${name}`);
      visit(child, `${at}.${name}`);
    }
    visit(node.items, `${at}[]`);
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      visit(option, at);
  };
  visit(schema, path);
  return found;
}

function operationsWithSecrets() {
  const marked = new Map<string, { method: string; isPublic: boolean }>();
  const unmarked: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        const schema = response.content?.['application/json']?.schema;
        const found = secretsIn(schema, `${method} ${path} ${status}`);
        unmarked.push(...found.unmarked);
        if (found.marked.length > 0) {
          const isPublic = operation.security?.length === 0;
          marked.set(operation.operationId, { method, isPublic });
        }
      }
    }
  }
  return { marked, unmarked };
}

/** Every value of every row of the idempotency store, as text. */
async function idempotencyStore() {
  const rows = await t.database.db.selectFrom('idempotency_keys').selectAll().execute();
  return JSON.stringify(rows);
}

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** How to call each authenticated POST whose answer holds a secret, and the secrets it answered. */
const calls: Record<string, () => Promise<InjectOptions>> = {
  issueApiKey: async () => ({
    url: `/api/v1/admin/tenants/${t.tenant.tenantId}/api-keys`,
    headers: admin,
    payload: { name: 'ci', scopes: ['integration'] },
  }),
  issueOwnApiKey: async () => ({
    url: '/api/v1/keys',
    headers: owner.headers,
    payload: { name: 'ci', scopes: ['integration'] },
  }),
  createTeamInvite: async () => {
    const { team, owner: teamOwner } = await kit.newTeam();
    return {
      url: `/api/v1/teams/${team.teamId}/invites?externalUserId=${teamOwner.externalId}`,
      headers: { 'x-api-key': t.tenant.apiKey },
      payload: { expiresInHours: 24 },
    };
  },
  inviteStaffMember: async () => ({
    url: '/api/v1/staff/invitations',
    headers: owner.headers,
    payload: { email: `${randomUUID()}@example.com`, role: 'owner' },
  }),
  inviteTenantStaffMember: async () => ({
    url: `/api/v1/admin/tenants/${t.tenant.tenantId}/staff-invitations`,
    headers: admin,
    payload: { email: `${randomUUID()}@example.com`, role: 'owner' },
  }),
};

/** The marked values of an answer: every string under a field named like a credential. */
function credentialValues(res: LightMyRequestResponse): string[] {
  const values: string[] = [];
  const walk = (value: unknown, name = '') => {
    if (typeof value === 'string' && CREDENTIAL_NAME.test(name)) values.push(value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, key);
  };
  walk(res.json().data);
  return values;
}

describe('answers that hold a secret, listed from the OpenAPI document', () => {
  it('mark every field named like a credential', () => {
    expect(operationsWithSecrets().unmarked).toEqual([]);
  });

  it('are the calls this test knows how to make, and the public ones that keep no key', () => {
    const { marked } = operationsWithSecrets();
    const authenticatedPosts = [...marked]
      .filter(([, op]) => op.method === 'post' && !op.isPublic)
      .map(([id]) => id)
      .sort();
    expect(authenticatedPosts).toEqual(Object.keys(calls).sort());
    // Everything else that answers a secret is a read or a public sign-in: never kept.
    const others = [...marked]
      .filter(([id]) => !(id in calls))
      .map(([id, op]) => `${op.method} ${id}`);
    expect(others.sort()).toEqual([
      'get getConsoleMe',
      // The invitation's schema: a list never holds the token (test/console/staff.test.ts).
      'get listStaffInvitations',
      'post acceptStaffInvitation',
      'post signIn',
    ]);
  });

  it.each(Object.keys(calls))(
    '%s refuses to replay its answer, and the store keeps none of its secrets',
    async (operationId) => {
      const request = await calls[operationId]!();
      const key = randomUUID();
      const send = () =>
        t.app.inject({
          ...request,
          method: 'POST',
          headers: { ...request.headers, 'idempotency-key': key },
        });
      const first = await send();
      expect(first.statusCode).toBe(201);
      const secrets = credentialValues(first);
      expect(secrets.length).toBeGreaterThan(0);

      const again = await send();
      expectRule(again, 'IDEMPOTENCY_SECRET_NOT_REPLAYED');
      const store = await idempotencyStore();
      expect(store).toContain(key);
      for (const secret of secrets) {
        expect(again.body).not.toContain(secret);
        expect(store).not.toContain(secret);
      }
    },
  );

  it('keeps no Idempotency-Key of a public sign-in', async () => {
    const key = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/session',
      headers: { 'idempotency-key': key },
      payload: { adminToken: ADMIN_TOKEN },
    });
    const me = expectOk(res);
    const store = await idempotencyStore();
    expect(store).not.toContain(key);
    expect(store).not.toContain(me.csrfToken);
  });
});
