import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from './idempotency.js';

const KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes the request safe to retry. The first request with a key runs and its answer ' +
    '(status and body) is kept for 24 hours; the same request again with the same key gets ' +
    `that answer without running again, with \`${REPLAYED_HEADER}: true\` and a fresh \`meta\`. ` +
    'Keys belong to the tenant (the operator for `/admin` routes). Refusals, 409 with ' +
    '`error.reason`: `IDEMPOTENCY_KEY_REUSED` (the key was used for a different request), ' +
    '`IDEMPOTENCY_KEY_IN_USE` (the first request is still running; see `Retry-After`), ' +
    '`IDEMPOTENCY_SECRET_NOT_REPLAYED` (the answer held a secret shown only once, a field ' +
    'marked `x-secret`: a new API key, team invite or staff invitation). Answers with 5xx, and requests refused before running (400 from ' +
    'the schema, 401, 403, 413, 415, 429), are not kept. 1 to 255 printable ASCII characters; ' +
    'a UUID is a good key.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
};

const REPLAYED_RESPONSE_HEADER = {
  description: 'Present (`true`) when the answer is the replay of an earlier request',
  schema: { type: 'string', enum: ['true'] },
};

// Refused before the handler runs, so never the answer of a kept request.
const NEVER_REPLAYED = new Set(['401', '413', '415', '429']);

interface Operation {
  security?: unknown[];
  parameters?: object[];
  responses?: Record<string, { $ref?: string; headers?: Record<string, object> }>;
}

/**
 * Documents the `Idempotency-Key` header once, as a shared parameter, and refers to it from
 * every authenticated POST operation, with the replay header on each of its answers.
 */
export function documentIdempotency<T extends { paths?: object; components?: object }>(doc: T): T {
  const components = (doc.components ??= {}) as { parameters?: object; headers?: object };
  components.parameters = { ...components.parameters, IdempotencyKey: KEY_PARAMETER };
  components.headers = { ...components.headers, IdempotentReplayed: REPLAYED_RESPONSE_HEADER };
  for (const operations of Object.values(doc.paths ?? {}) as Record<string, Operation>[]) {
    const post = operations.post;
    if (!post || post.security?.length === 0) continue; // public: keys have no owner
    post.parameters = [
      ...(post.parameters ?? []),
      { $ref: '#/components/parameters/IdempotencyKey' },
    ];
    for (const [status, response] of Object.entries(post.responses ?? {})) {
      if (NEVER_REPLAYED.has(status) || status.startsWith('5')) continue;
      if (response.$ref) continue; // a shared response object is not ours to change
      response.headers = {
        ...response.headers,
        [REPLAYED_HEADER]: { $ref: '#/components/headers/IdempotentReplayed' },
      };
    }
  }
  return doc;
}
