import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, found once by running its middleware against a stand-in response:
 * without a Content-Security-Policy (the console and the public pages set their own), none of
 * them depends on the request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The trace id (`x-trace-id`) and helmet's headers on every response, in one synchronous hook.
 * helmet's are set on the response as helmet sets them, so that a route overrides them with its
 * own reply headers (the console's and the public pages' policies) or with headers of its own on
 * the response (the console's static files). @fastify/helmet builds helmet's middleware again
 * for each request: a quarter of a cached read's CPU, for the same dozen headers every time.
 */
export function registerResponseHeaders(app: FastifyInstance) {
  const headers = Object.entries(helmetHeaders({ contentSecurityPolicy: false }));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-trace-id', request.id);
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    done();
  });
}
