import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '../../../console/client-types.js';
import { sdkGeneratedSources } from '../scripts/generate.js';
import { operationRoutes } from '../src/generated/routes.js';
import { SDK_VERSION } from '../src/index.js';

describe("the client's generated files", () => {
  it('are generated from the committed OpenAPI document', async () => {
    const document = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8')) as object;
    for (const [file, expected] of Object.entries(await sdkGeneratedSources(document))) {
      expect(
        await readFile(file, 'utf8'),
        `${file} is out of date: run \`npm run openapi\` and commit the result`,
      ).toBe(expected);
    }
  });

  it('route every JSON operation of the document, and no event stream', async () => {
    const document = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => typeof operation === 'object' && operation.operationId)
        .map(([method, operation]) => [operation.operationId, [method.toUpperCase(), path]]),
    );
    const streams = ['streamTournamentEvents'];
    expect(operations.length).toBeGreaterThan(100);
    expect(operationRoutes).toEqual(
      Object.fromEntries(operations.filter(([id]) => !streams.includes(id as string))),
    );
  });
});

describe('the package', () => {
  it('says the version its package.json publishes', async () => {
    const manifest = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(SDK_VERSION).toBe(manifest.version);
  });
});
