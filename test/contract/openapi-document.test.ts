import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES, clientTypesSource, OPENAPI_DOCUMENT } from '../../console/client-types.js';
import { runCli } from '../../src/cli/main.js';
import { OPENAPI_DOCUMENT_PATH } from '../../src/http/openapi-document.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('committed OpenAPI document', () => {
  it('is the one the server serves', async () => {
    const served = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const committed = JSON.parse(await readFile(OPENAPI_DOCUMENT_PATH, 'utf8'));
    expect(
      committed,
      `${OPENAPI_DOCUMENT_PATH} is out of date: run \`npm run openapi\` and commit the result`,
    ).toEqual(served);
  });

  it('is what `tourney openapi` prints', async () => {
    let out = '';
    const code = await runCli(['openapi'], {
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: () => true },
    });
    expect(code).toBe(0);
    const served = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(JSON.parse(out)).toEqual(served);
  });
});

describe("the console's committed client types", () => {
  it('are generated from the committed document', async () => {
    const document = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8'));
    expect(
      await readFile(CLIENT_TYPES, 'utf8'),
      `${CLIENT_TYPES} is out of date: run \`npm run openapi\` and commit the result`,
    ).toBe(await clientTypesSource(document));
  });
});
