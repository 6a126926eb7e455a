import { spawn } from 'node:child_process';
import { ExplainedError } from '../../errors.js';

export type PostgresTool = 'pg_dump' | 'pg_restore';

/**
 * The URL for a PostgreSQL client tool, with its password moved to PGPASSWORD: a command line
 * is visible to every user of the machine (`ps`), the environment is not.
 */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  if (!url.password) return { url: databaseUrl, env: {} };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: { PGPASSWORD: password } };
}

/**
 * Runs `tool args… [--dbname=<databaseUrl>]` and resolves to what it printed when it succeeds;
 * rejects with its own error lines, or says how to install it when it is not on PATH.
 */
export async function runPostgresTool(
  tool: PostgresTool,
  args: string[],
  databaseUrl?: string,
): Promise<string> {
  const { url, env } = databaseUrl ? withoutPassword(databaseUrl) : { url: '', env: {} };
  const child = spawn(tool, [...args, ...(url ? [`--dbname=${url}`] : [])], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let [output, errors] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new ExplainedError(
              `${tool} is not on PATH: install the PostgreSQL client tools (package postgresql-client, the server's major version or newer) and run again.`,
            )
          : error,
      ),
    );
    child.once('close', resolve);
  });
  if (code !== 0) {
    const lines = errors.trim().split('\n').filter(Boolean).slice(0, 5);
    throw new ExplainedError([`${tool} failed (exit code ${code}):`, ...lines].join('\n'));
  }
  return output;
}
