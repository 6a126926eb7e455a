import type { Cli, OutputOptions } from '../context.js';

export interface ServeOptions extends OutputOptions {
  /** `--no-worker` sets this to false. */
  worker: boolean;
}

/** Runs the API in this process until a signal stops it. */
export async function serveApi(cli: Cli, options: ServeOptions) {
  // Loaded on demand so the other commands do not pay for building the whole app.
  const { serve } = await import('../../server.js');
  const config = cli.config();
  await serve(
    { ...config, webhookWorker: config.webhookWorker && options.worker },
    { json: options.json, schema: cli.schema },
  );
}
