import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '../../../console/client-types.js';
import { SDK_GENERATED_FILES, sdkGeneratedSources } from '../scripts/generate.js';
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

describe('the reference (REFERENCE.md)', () => {
  it('has a section for every operation, with its path parameters, and the limits of fields', async () => {
    const document = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const reference = await readFile(SDK_GENERATED_FILES.reference, 'utf8');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item)) {
        if (typeof operation !== 'object' || !operation.operationId) continue;
        const section = reference.split(`### \`${operation.operationId}\``)[1]?.split('### ')[0];
        expect(section, operation.operationId).toContain(path);
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          expect(section, `${operation.operationId} ${name}`).toContain(`| \`${name}\` | path |`);
        }
      }
    }
    expect(reference).toContain(
      '| `body.roundName` | body | string | yes | Limits: 1 to 200 characters. |',
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

  it("is published only at the server's version (prepublishOnly checks it)", async () => {
    const read = async (path: string) =>
      (JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8')) as { version: string })
        .version;
    const sdk = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    expect(sdk.scripts.prepublishOnly).toBe('node scripts/check-version.mjs');
    expect(await read('../package.json')).toBe(await read('../../../package.json'));
  });
});
