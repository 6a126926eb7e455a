import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CONSOLE_PATH, consoleIsBuilt } from '../console-app/index.js';
import { Component } from '../../http/components.js';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';

/** Where a person who opens the server's root lands: the console once built, else the API reference. */
const homePath = () => (consoleIsBuilt() ? CONSOLE_PATH : '/docs');

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
      console: Type.String({ description: 'The web console for staff and the operator' }),
      docs: Type.String({ description: 'The browsable API reference' }),
      openapi: Type.String({ description: 'The OpenAPI document' }),
      health: Type.String({ description: 'Readiness: the database answers' }),
    }),
  }),
);

const API_INDEX = {
  name: 'Tourney',
  version: packageJson.version,
  links: {
    console: CONSOLE_PATH,
    docs: '/docs',
    openapi: '/api/v1/openapi.json',
    health: '/health/ready',
  },
};

/** The server's root and the API's root: public, so the URL the server prints leads somewhere. */
export const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'public' as const };
  // 302, not 301: browsers would remember a permanent redirect even after a build adds the console.
  app.get('/', { config, schema: { hide: true } }, (_req, reply) => reply.redirect(homePath()));

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
