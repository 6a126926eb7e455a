import type { FastifyPluginAsync } from 'fastify';
import { tenantRoutes } from './tenants/tenant.routes.js';
import { userRoutes } from './users/user.routes.js';

/** Every feature's routes, each registered under /api/v1. */
export const features: FastifyPluginAsync[] = [tenantRoutes, userRoutes];
