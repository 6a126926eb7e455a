import { writeFile } from 'node:fs/promises';
import { renderOpenApiDocument } from '../../http/openapi-document.js';
import type { Cli } from '../context.js';

/** Prints the OpenAPI document, or writes it to `out` (`npm run openapi` refreshes docs/). */
export async function openapi(cli: Cli, options: { out?: string }) {
  const document = await renderOpenApiDocument();
  if (options.out) {
    await writeFile(options.out, document);
    cli.stderr.write(`Wrote ${options.out}\n`);
  } else {
    cli.stdout.write(document);
  }
}
