import { resolve } from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { createDb } from '../db/create-db.js';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../errors.js';
import { describeFailure } from '../failure.js';

export interface Writer {
  write(chunk: string): unknown;
}

export interface CliOptions {
  stdout?: Writer;
  stderr?: Writer;
  /** The environment to read the config from (DATABASE_URL, ...); defaults to the process's. */
  env?: NodeJS.ProcessEnv;
  /** PostgreSQL only: the schema to work in instead of the default one (tests isolate themselves so). */
  schema?: string;
}

/** Options every command that prints a result accepts. */
export interface OutputOptions {
  json?: boolean;
}

/** What a command needs from the outside world: config, a database, and somewhere to print. */
export class Cli {
  readonly stdout: Writer;
  readonly stderr: Writer;
  private readonly env: NodeJS.ProcessEnv;
  readonly schema: string | undefined;

  constructor(options: CliOptions = {}) {
    this.stdout = options.stdout ?? process.stdout;
    this.stderr = options.stderr ?? process.stderr;
    this.env = options.env ?? process.env;
    this.schema = options.schema;
  }

  config(): Config {
    return loadConfig(this.env);
  }

  /** Opens the configured database, applies pending migrations, runs `work`, and closes it again. */
  async withDatabase<T>(work: (db: Db, applied: string[]) => Promise<T>): Promise<T> {
    const { databaseUrl, pgNamedStatements } = this.config();
    const handle = createDb(databaseUrl, {
      poolSize: 2,
      namedStatements: pgNamedStatements,
      ...(this.schema ? { schema: this.schema } : {}),
    });
    // To a person at a terminal only: scripts and --json readers get their output unchanged.
    if ((this.stderr as { isTTY?: boolean }).isTTY)
      this.stderr.write(`Database: ${describeDatabase(databaseUrl, this.schema)}\n`);
    try {
      const applied = await migrateToLatest(handle.db, handle.engine, this.schema);
      return await work(handle.db, applied);
    } finally {
      await handle.db.destroy();
    }
  }

  /** Prints `data` as JSON with `--json`, else the short human text. */
  report(options: OutputOptions, data: unknown, human: string | string[]) {
    const text = options.json ? JSON.stringify(data, null, 2) : [human].flat().join('\n');
    this.stdout.write(`${text}\n`);
  }

  /**
   * Prints a failure on stderr: one `error: ...` line per problem, or with `--json` one object
   * `{"error": {"message", "code"?}}` (code: the catalogue's, for a refused input or a missing row).
   */
  fail(error: unknown, json: boolean) {
    const lines = describeFailure(error);
    if (!json) {
      for (const line of lines) this.stderr.write(`error: ${line}\n`);
      return;
    }
    const code = error instanceof AppError ? error.code : undefined;
    this.stderr.write(`${jsonError(lines.join('\n'), code)}\n`);
  }
}

export const jsonError = (message: string, code?: string) =>
  JSON.stringify({ error: { message, ...(code ? { code } : {}) } });

/** Which database a URL opens, as a person checks it: the SQLite file, or PostgreSQL without its password. */
export function describeDatabase(databaseUrl: string, schema?: string): string {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    return path === ':memory:' ? 'SQLite in memory' : `SQLite file ${resolve(path)}`;
  }
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.href}${schema ? ` (schema ${schema})` : ''}`;
}
