import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, found once by running its middleware against a stand-in response:
 * without a Content-Security-Policy (the console and the public pages set their own), none of
 * them depends on the request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
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
 * helmet's headers on every response, as Fastify reply headers a route may override or remove.
 * (@fastify/helmet builds helmet's middleware again for each request: a tenth of a cached
 * read's CPU, for the same dozen headers every time.)
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders({ contentSecurityPolicy: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
