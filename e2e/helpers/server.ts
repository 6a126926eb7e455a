import { inject } from 'vitest';
import { E2E_ADMIN_TOKEN } from './constants.js';

export { E2E_ADMIN_TOKEN as ADMIN_TOKEN };

/** The address of the server the global setup started, e.g. `http://127.0.0.1:40123`. */
export function baseUrl(): string {
  return inject('baseUrl');
}

export interface ApiAnswer {
  status: number;
  // The scenarios check each answer's shape where they use it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface ApiCallOptions {
  body?: unknown;
  /** An API key, sent as X-API-KEY. */
  key?: string;
  /** Send the operator's token as `Authorization: Bearer`. */
  admin?: boolean;
  /** Further headers, e.g. `cookie`, `origin` or `x-csrf-token`. */
  headers?: Record<string, string>;
}

/** One call of /api/v1 over HTTP; `path` starts after /api/v1. Never throws on a status. */
export async function apiCall(
  method: string,
  path: string,
  { body, key, admin, headers = {} }: ApiCallOptions = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      ...(key ? { 'x-api-key': key } : {}),
      ...(admin ? { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Like apiCall, but fails the scenario unless the answer is the expected status; gives `data`. */
export async function apiData(
  method: string,
  path: string,
  options: ApiCallOptions & { expect?: number } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const answer = await apiCall(method, path, options);
  const expected = options.expect ?? (method === 'POST' ? 201 : 200);
  if (answer.status !== expected) {
    throw new Error(
      `${method} ${path} answered ${answer.status}, expected ${expected}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body?.data;
}

let counter = 0;
/** A name no other scenario of this run uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** A new tenant and an API key of it with the integration and manage scopes. */
export async function createTenant(name = unique('Tenant')) {
  const tenant = await apiData('POST', '/admin/tenants', { admin: true, body: { name } });
  const key = await apiData('POST', `/admin/tenants/${tenant.tenantId}/api-keys`, {
    admin: true,
    body: { name: 'e2e', scopes: ['integration', 'manage'] },
  });
  return { tenantId: tenant.tenantId as string, key: key.apiKey as string, name };
}

export type StaffRole = 'owner' | 'admin' | 'organiser';

/**
 * A staff member of the tenant: invited through the operator's API, the invitation accepted
 * through the public API (as the accept page does).
 */
export async function createStaff(
  tenantId: string,
  role: StaffRole,
  email = `${unique(role).replace(/\W+/g, '-')}@example.com`.toLowerCase(),
  password = 'correct horse battery',
) {
  const invitation = await apiData('POST', `/admin/tenants/${tenantId}/staff-invitations`, {
    admin: true,
    body: { email, role },
  });
  await apiData('POST', '/console/invitations/accept', {
    body: { token: invitation.token, password },
  });
  return { email, password };
}

/** The tenant's owner, ready to sign in. */
export function createOwner(tenantId: string, email?: string, password?: string) {
  return createStaff(tenantId, 'owner', email, password);
}

/**
 * A console session over HTTP (not in a browser): its cookie and CSRF token, for calls made
 * as that person, e.g. to end every session of theirs.
 */
export async function apiSession(email: string, password: string) {
  const answer = await apiCall('POST', '/console/session', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrfToken = answer.body.data.csrfToken as string;
  return {
    cookie,
    csrfToken,
    call: (method: string, path: string, options: ApiCallOptions = {}) =>
      apiCall(method, path, {
        ...options,
        headers: { cookie, 'x-csrf-token': csrfToken, ...options.headers },
      }),
  };
}

const CATALOGUE = {
  game: 'E2E Arena',
  maps: ['Harbour', 'Foundry', 'Summit'],
  currency: { code: 'E2EC', name: 'E2E credits', symbol: 'Ȼ' },
};

let seeded: Promise<{ gameId: string; currencyCode: string }> | undefined;

/** A game with maps and a currency, the same for every scenario; safe to call many times. */
export function seedCatalogue() {
  seeded ??= (async () => {
    const game = await apiCall('POST', '/admin/games', {
      admin: true,
      body: { name: CATALOGUE.game, maps: CATALOGUE.maps.map((name) => ({ name })) },
    });
    let gameId: string | undefined = game.body?.data?.id;
    if (game.status === 409) {
      const { key } = await createTenant();
      const page = await apiData('GET', '/games?pageSize=100', { key });
      gameId = page.games.find((g: { name: string }) => g.name === CATALOGUE.game)?.id;
    }
    if (!gameId) throw new Error(`could not seed the game: ${JSON.stringify(game.body)}`);
    const currency = await apiCall('POST', '/admin/currencies', {
      admin: true,
      body: CATALOGUE.currency,
    });
    if (currency.status !== 201 && currency.status !== 409) {
      throw new Error(`could not seed the currency: ${JSON.stringify(currency.body)}`);
    }
    return { gameId, currencyCode: CATALOGUE.currency.code };
  })();
  return seeded;
}
