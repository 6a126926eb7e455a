import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const OPENAPI_DOCUMENT = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
export const CLIENT_TYPES = fileURLToPath(new URL('src/api/openapi.ts', import.meta.url));

const HEADER = '// Generated from docs/openapi.json by `npm run openapi`; do not edit by hand.\n\n';

type TypesOptions = NonNullable<Parameters<typeof openapiTS>[1]>;

/**
 * A client's types for an OpenAPI document: paths, operations and named schemas. `options`
 * changes the generator's defaults (the SDK keeps fields with a default optional in requests).
 */
export async function clientTypesSource(
  document: object,
  options: TypesOptions = {},
): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    exportType: false,
    ...options,
  });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8')) as object;
  await writeFile(CLIENT_TYPES, await clientTypesSource(document));
}
