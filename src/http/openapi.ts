import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentConditionalRequests } from './conditional-requests-openapi.js';
import { documentIdempotency } from './idempotency-openapi.js';
import { ErrorBody } from './schemas.js';

const ERROR_RESPONSES: Record<number, string> = {
  400: 'Invalid input: `errors` names each offending field',
  401: 'Missing or invalid credentials',
  403: 'The API key lacks the scope, or the session the role, this route needs (or a CSRF check failed)',
  404: 'Not found (or belongs to another tenant)',
  409: 'A business rule refused the request: `error.reason` says which',
  413: 'Body larger than 1 MiB',
  415: 'Body is not JSON',
  429: 'Rate limit exceeded; see `Retry-After`',
  500: 'Internal error; the trace id identifies it in the logs',
};

// A read has no body to reject and changes nothing a business rule could refuse.
const BODY_ERRORS = new Set([409, 413, 415]);

/** Registers the OpenAPI generator and adds the shared error responses to every route. */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const responses = (route.schema ??= {}).response as Record<number, unknown> | undefined;
    const withErrors: Record<number, unknown> = { ...(responses ?? {}) };
    const methods = [route.method].flat();
    const readOnly = methods.every((m) => m === 'GET' || m === 'HEAD');
    for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
      if (readOnly && BODY_ERRORS.has(Number(status))) continue;
      withErrors[Number(status)] ??= { ...ErrorBody, description };
    }
    route.schema.response = withErrors;
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tourney integration API',
        version: '1.0.0',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
        description:
          'Tournaments, teams and users for integrators. Every response uses the envelope ' +
          '`{success, message, data, meta}`; errors carry `errors[]` or `error{code, message, reason}`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'The operator ADMIN_TOKEN' },
          consoleSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'tourney_session',
            description:
              'A console session (POST /api/v1/console/session); state-changing requests also ' +
              "send X-CSRF-Token. Its rights are its role's; a key, when also sent, wins",
          },
        },
      },
      security: [{ apiKey: [] }, { consoleSession: [] }],
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? documentConditionalRequests(
            documentIdempotency(markDefaultedParametersOptional(documentObject.openapiObject)),
          )
        : documentObject.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
}

interface OpenApiParameter {
  required?: boolean;
  schema?: { default?: unknown };
}

/** A query parameter with a default (pageNumber, pageSize) is optional to the caller. */
function markDefaultedParametersOptional<T extends { paths?: object }>(doc: T): T {
  for (const operations of Object.values(doc.paths ?? {}) as object[]) {
    for (const operation of Object.values(operations)) {
      for (const parameter of (operation as { parameters?: OpenApiParameter[] }).parameters ?? []) {
        if (parameter.schema?.default !== undefined) parameter.required = false;
      }
    }
  }
  return doc;
}

export async function registerDocsUi(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, displayOperationId: true },
  });
  app.get(
    '/api/v1/openapi.json',
    { schema: { hide: true }, config: { access: 'public', rateLimit: false } },
    async () => app.swagger(),
  );
}
