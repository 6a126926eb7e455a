import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';

/**
 * Where a person who opens the server's root lands: the API reference for now, the console
 * (`/console`) once it is served.
 */
export const HOME_PATH = '/docs';

// Two levels up from src/features/home, as from dist/features/home.
const packageJson = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

const ApiIndex = Component(
  'ApiIndex',
  Type.Object({
    name: Type.String(),
    version: Type.String({ description: 'The server version' }),
    links: Type.Object({
      docs: Type.String({ description: 'The browsable API reference' }),
      openapi: Type.String({ description: 'The OpenAPI document' }),
      health: Type.String({ description: 'Readiness: the database answers' }),
    }),
  }),
);

const API_INDEX = {
  name: 'Tourney',
  version: packageJson.version,
  links: { docs: '/docs', openapi: '/api/v1/openapi.json', health: '/health/ready' },
};

/** The server's root and the API's root: public, so the URL the server prints leads somewhere. */
export const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'public' as const };
  // 302, not 301: browsers would remember a permanent redirect after the console arrives.
  app.get('/', { config, schema: { hide: true } }, (_req, reply) => reply.redirect(HOME_PATH));

  app.get(
    '/api/v1',
    {
      config,
      schema: {
        operationId: 'getApiIndex',
        tags: ['meta'],
        summary:
          'The API index: server version and where the docs, the OpenAPI document and health are',
        security: [],
        response: { 200: Envelope(ApiIndex) },
      },
    },
    async (req, reply) => ok(req, reply, API_INDEX),
  );
};
