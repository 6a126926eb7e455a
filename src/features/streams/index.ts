import type { FastifyInstance } from 'fastify';
import { EventStreams } from './stream.service.js';

export { streamRoutes, publicStreamRoutes } from './stream.routes.js';
/**
 * The process's event streams, shared by the API and public routes. They end before the server
 * closes (`preClose`): an open stream would otherwise keep `app.close()` waiting forever.
 */
export function registerEventStreams(app: FastifyInstance) {
  const streams = new EventStreams(app.deps.database, app.log, app.deps.config.streams);
  app.decorate('eventStreams', streams);
  app.addHook('preClose', async () => streams.closeAll());
}
