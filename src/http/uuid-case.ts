import type { FastifyInstance } from 'fastify';
import { resolveComponent } from './components.js';

interface ObjectSchema {
  properties?: Record<string, { format?: string }>;
}

function lowercaseUuids(values: unknown, schema: unknown) {
  const properties = resolveComponent(schema as ObjectSchema | undefined)?.properties;
  if (!properties || typeof values !== 'object' || values === null) return;
  const record = values as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const value = record[name];
    if (property.format === 'uuid' && typeof value === 'string') record[name] = value.toLowerCase();
  }
}

/**
 * UUIDs are case-insensitive, but ids are stored lower-case (and SQLite compares text exactly):
 * an id sent in upper case is lowered before validation, for the path, the query and the top
 * level of the body — wherever the route's schema declares `format: uuid`.
 */
export function registerUuidCaseFolding(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    lowercaseUuids(request.params, schema.params);
    lowercaseUuids(request.query, schema.querystring);
    lowercaseUuids(request.body, schema.body);
  });
}
