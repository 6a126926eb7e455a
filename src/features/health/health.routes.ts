import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { AppError } from '../../errors.js';
import { Component } from '../../http/components.js';
import { Envelope } from '../../http/schemas.js';
import { ok } from '../../http/envelope.js';

const Health = Envelope(
  Component(
    'HealthStatus',
    Type.Object({ status: Type.String(), database: Type.Optional(Type.String()) }),
  ),
);

/** Load-balancer probes: public, not rate-limited, outside /api/v1. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'public' as const, rateLimit: false as const };
  app.get(
    '/health/live',
    {
      config,
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        summary: 'Liveness: the process answers',
        security: [],
        response: { 200: Health },
      },
    },
    async (req, reply) => ok(req, reply, { status: 'live' }),
  );
  app.get(
    '/health/ready',
    {
      config,
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Readiness: the database answers (503 when it does not)',
        security: [],
        response: { 200: Health },
      },
    },
    async (req, reply) => {
      try {
        await sql`select 1`.execute(app.deps.database.db);
      } catch (err) {
        req.log.warn({ err }, 'readiness check failed');
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return ok(req, reply, { status: 'ready', database: app.deps.database.engine });
    },
  );
};
