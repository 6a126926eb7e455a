import type { Cli, OutputOptions } from '../context.js';

export async function migrate(cli: Cli, options: OutputOptions) {
  const applied = await cli.withDatabase(async (_db, names) => names);
  cli.report(
    options,
    { applied },
    applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.',
  );
}
