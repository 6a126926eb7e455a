import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.js';
import type { DbHandle } from './db/create-db.js';
import { circuitStreamTarget } from './features/circuits/index.js';
import { consoleAppRoutes } from './features/console-app/index.js';
import { healthRoutes } from './features/health/index.js';
import { homeRoutes } from './features/home/index.js';
import { connectFeatures, features } from './features/index.js';
import { findPublishedTournament, publicPageRoutes } from './features/public/index.js';
import { publicStreamRoutes, registerEventStreams } from './features/streams/index.js';
import type { SecretBox } from './features/webhooks/index.js';
import { registerAuth } from './http/auth.js';
import { registerCachePolicy } from './http/cache-policy.js';
import { registerConditionalRequests } from './http/conditional-requests.js';
import { clientErrorHandler } from './http/client-error.js';
import { addComponentSchemas } from './http/components.js';
import { newTraceId } from './http/envelope.js';
import { errorBody, malformedPathError, registerErrorHandling } from './http/error-handler.js';
import { registerIdempotency } from './http/idempotency.js';
import { loggerOptions, RequestLog, requestLogger, type LogSettings } from './http/logging.js';
import { registerDocsUi, registerOpenApi } from './http/openapi.js';
import { registerRateLimit } from './http/rate-limit.js';
import { ReadCache } from './http/read-cache.js';
import { registerResponseHeaders } from './http/security-headers.js';
import { registerUuidCaseFolding } from './http/uuid-case.js';
import { buildSerializer } from './http/serialization.js';
import { buildValidator } from './http/validation.js';

export interface AppDeps {
  config: Config;
  database: DbHandle;
  /** Encrypts webhook signing secrets at rest (features/webhooks/secrets/keyring.ts). */
  webhookSecrets: SecretBox;
}

interface RouteEntry {
  method: string;
  url: string;
  documented: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route registered, so the OpenAPI document can be checked against it. */
    routeList: RouteEntry[];
  }
}

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/** Follows an incoming W3C `traceparent`, else starts a new trace id. */
function traceIdOf(traceparent: string | string[] | undefined): string {
  const match = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent) : null;
  return match?.[1] && !/^0+$/.test(match[1]) ? match[1] : newTraceId();
}

export async function buildApp(deps: AppDeps, log?: LogSettings): Promise<FastifyInstance> {
  const { config, database } = deps;
  connectFeatures();
  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    // Keyless calls are rate-limited by address: behind a load balancer that is X-Forwarded-For.
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    genReqId: (req) => traceIdOf(req.headers.traceparent),
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    // External ids may be 128 characters; the router's default limit (100) would cut them off.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    frameworkErrors: (error, request, reply) => {
      const appError = malformedPathError(error);
      const plainReply = reply as unknown as FastifyReply;
      void plainReply.code(400).send(errorBody(request, plainReply, appError));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('deps', deps);
  app.decorate('readCache', new ReadCache(config.responseCacheMb * 1024 * 1024));
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeList.push({ method, url: route.url, documented: !route.schema?.hide });
    }
  });
  registerErrorHandling(app);
  // Only JSON bodies: a text/plain body is a 415, not a string handed to the schema.
  app.removeContentTypeParser('text/plain');
  // An empty body with a JSON content type means "no body" (e.g. the join call), not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    (body as string).length === 0
      ? done(null, undefined)
      : parseJson(request, body as string, done),
  );
  registerResponseHeaders(app);
  registerUuidCaseFolding(app);
  const authFailures = await registerRateLimit(app, config);
  registerAuth(app, database.db, config.adminToken, authFailures);
  registerIdempotency(app, database.db);
  registerConditionalRequests(app);
  registerCachePolicy(app);
  await registerOpenApi(app);
  registerEventStreams(app);
  await app.register(healthRoutes);
  await app.register(homeRoutes);
  await app.register(consoleAppRoutes);
  // Public pages live outside /api/v1: /t/{shareSlug}, its stream, and /embed.js.
  await app.register(publicPageRoutes);
  await app.register(publicStreamRoutes(findPublishedTournament));
  await app.register(publicStreamRoutes(circuitStreamTarget, 'c'));
  for (const feature of features) await app.register(feature, { prefix: '/api/v1' });
  addComponentSchemas(app);
  await registerDocsUi(app);
  app.addHook('onClose', async () => {
    await database.db.destroy();
  });
  return app;
}
