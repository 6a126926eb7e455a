import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './openapi';
import { ApiError } from './errors';
import { conditionalRequests } from './conditional-requests';

/** The API's named schemas (`Schemas['Tournament']`), as the server's OpenAPI document has them. */
export type Schemas = components['schemas'];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let csrfToken: string | null = null;

/** The session's CSRF token, sent on every state-changing call (the server refuses them without it). */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

const sendCsrfToken: Middleware = {
  onRequest({ request }) {
    if (csrfToken && UNSAFE_METHODS.has(request.method)) {
      request.headers.set('X-CSRF-Token', csrfToken);
    }
    return request;
  },
};

/** The typed client of /api/v1; the session cookie goes along by itself (same origin). */
export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });
const keptAnswers = conditionalRequests();
api.use(sendCsrfToken, keptAnswers.middleware);

/** Drops the answers kept for conditional requests: another person may sign in next. */
export function forgetKeptAnswers() {
  keptAnswers.forget();
}

type Envelope<T> = { data?: T };

/**
 * The `data` of a call's envelope, or an `ApiError` carrying the status, the field errors and
 * the business rule's reason, so forms and notifications can show what the server said.
 */
export async function unwrap<T>(
  call: Promise<{ data?: Envelope<T>; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.from(response.status, error, response.headers);
  return data?.data as T;
}

/** For calls answered without `data` (deletes): throws like `unwrap`, answers nothing. */
export async function send(call: Promise<{ error?: unknown; response: Response }>) {
  const { error, response } = await call;
  if (!response.ok) throw ApiError.from(response.status, error, response.headers);
}
