import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { clientTypesSource, OPENAPI_DOCUMENT } from '../../../console/client-types.js';
import { withLimitsInDescriptions } from './limits.js';
import { referenceMarkdown, type ReferenceDocument } from './reference.js';

const generated = (file: string) =>
  fileURLToPath(new URL(`../src/generated/${file}`, import.meta.url));

/** The SDK's generated files: the document's types, a name per schema, every route, the reference. */
export const SDK_GENERATED_FILES = {
  types: generated('openapi.ts'),
  schemas: generated('schemas.ts'),
  routes: generated('routes.ts'),
  reference: fileURLToPath(new URL('../REFERENCE.md', import.meta.url)),
} as const;

const HEADER = '// Generated from docs/openapi.json by `npm run openapi`; do not edit by hand.\n\n';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OpenApiOperation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  components: { schemas: Record<string, { description?: string }> };
}

// An operation whose success is an event stream, not a JSON envelope (read with a stream helper).
const answersEventStream = (operation: OpenApiOperation) =>
  Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      status.startsWith('2') && 'text/event-stream' in (response.content ?? {}),
  );

/** `export type Tournament = components['schemas']['Tournament']`, for every named schema. */
export function schemaTypesSource(document: OpenApiDocument): string {
  const lines = Object.keys(document.components.schemas).map(
    (name) => `export type ${name} = components['schemas']['${name}'];`,
  );
  return `${HEADER}import type { components } from './openapi.js';\n\n${lines.join('\n')}\n`;
}

/** The method and path of every operation, by operationId: what the client sends at run time. */
export function routesSource(document: OpenApiDocument): string {
  const lines: string[] = [];
  const streams: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      if (answersEventStream(operation)) streams.push(`'${operation.operationId}'`);
      else lines.push(`  ${operation.operationId}: ['${method.toUpperCase()}', '${path}'],`);
    }
  }
  return (
    `${HEADER}import type { operations } from './openapi.js';\n\n` +
    `export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';\n\n` +
    `/** Operations that answer an event stream rather than JSON. */\n` +
    `export type StreamOperationId = ${streams.join(' | ') || 'never'};\n\n` +
    `/** Method and path of every JSON operation of the API, by operationId. */\n` +
    `export const operationRoutes = {\n${lines.join('\n')}\n} as const satisfies Record<Exclude<keyof operations, StreamOperationId>, readonly [HttpMethod, string]>;\n`
  );
}

/** Every generated file of the SDK with its expected content. */
export async function sdkGeneratedSources(document: object): Promise<Record<string, string>> {
  const doc = document as OpenApiDocument;
  return {
    // A field with a default may be left out of a request (all defaults are in request bodies).
    // Limits go into descriptions so that the doc comments an editor shows carry them.
    [SDK_GENERATED_FILES.types]: await clientTypesSource(withLimitsInDescriptions(document), {
      defaultNonNullable: false,
    }),
    [SDK_GENERATED_FILES.schemas]: schemaTypesSource(doc),
    [SDK_GENERATED_FILES.routes]: routesSource(doc),
    [SDK_GENERATED_FILES.reference]: `${referenceMarkdown(document as ReferenceDocument)}\n`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8')) as object;
  for (const [file, source] of Object.entries(await sdkGeneratedSources(document))) {
    await writeFile(file, source);
  }
}
