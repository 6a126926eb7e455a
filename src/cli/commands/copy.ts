import { createDb, engineOf } from '../../db/create-db.js';
import { migrateToLatest } from '../../db/migrate.js';
import { ExplainedError } from '../../errors.js';
import type { Cli, OutputOptions } from '../context.js';
import { copySqliteToPostgres, type TableCopy } from '../operations/copy/copy-to-postgres.js';
import { connectPostgres, postgresMigrations } from '../operations/postgres-catalog.js';
import { secretKeysReport, type SecretKeysReport } from '../operations/secret-keys.js';
import {
  openSqliteFile,
  sqliteMigrations,
  sqlitePath,
  sqliteStoredSecrets,
} from '../operations/sqlite-file.js';

export interface CopyCommandOptions extends OutputOptions {
  to: string;
  force?: boolean;
}

/** The URL as it may be printed: without its password. */
function shownUrl(databaseUrl: string) {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.href;
}

/** Both databases at the latest migration, so their tables and columns are the same. */
async function migrateBoth(cli: Cli, to: string) {
  await cli.withDatabase(async () => undefined);
  const target = createDb(to, { poolSize: 1, namedStatements: false });
  try {
    await migrateToLatest(target.db, 'postgres');
  } finally {
    await target.db.destroy();
  }
}

function nextStep(secrets: SecretKeysReport) {
  const keys = secrets.keyIds.length
    ? `WEBHOOK_SECRET_KEYS to the keys in ${secrets.keySource} (${secrets.keyIds.join(', ')}: they encrypt the ${secrets.secrets} webhook signing secrets)`
    : 'WEBHOOK_SECRET_KEYS (required with PostgreSQL: k1:$(openssl rand -base64 32))';
  return `Next: set DATABASE_URL to the PostgreSQL database and ${keys} on every process, then start them.`;
}

function summary({ tables, rows }: { tables: TableCopy[]; rows: number }) {
  const kept = tables.filter((t) => t.status === 'kept' && t.rows > 0);
  if (kept.length === 0) return `Copied and verified ${rows} rows in ${tables.length} tables`;
  const copied = tables.filter((t) => t.status === 'copied').reduce((sum, t) => sum + t.rows, 0);
  return `Verified ${rows} rows in ${tables.length} tables (${copied} copied now, the rest by an earlier run)`;
}

const tableLine = (t: TableCopy) =>
  `  ${t.table}: ${t.rows} rows, checksum ${t.checksum}, ${t.status === 'kept' ? 'already copied' : `copied in ${t.seconds} s`}`;

/**
 * `tourney copy --to postgres://…`: the configured SQLite database into PostgreSQL, verified
 * table by table (copy-to-postgres.ts). Writes must stop for its duration, which it measures.
 */
export async function copyToPostgres(cli: Cli, options: CopyCommandOptions) {
  const config = cli.config();
  if (engineOf(config.databaseUrl) !== 'sqlite')
    throw new ExplainedError(
      'tourney copy reads the SQLite database of DATABASE_URL, and DATABASE_URL names PostgreSQL.',
    );
  if (!/^postgres(ql)?:\/\//.test(options.to))
    throw new ExplainedError('--to must be postgres://user:password@host:5432/database.');
  const path = sqlitePath(config.databaseUrl);
  const say = (line: string) => options.json || cli.stdout.write(`${line}\n`);
  say(
    `Copying ${path} to ${shownUrl(options.to)}. Writes must stop until it ends: stop the server (or every process writing to this database) first.`,
  );
  await migrateBoth(cli, options.to);
  const source = openSqliteFile(path, { readonly: true });
  const client = await connectPostgres(options.to);
  try {
    const [from, into] = [sqliteMigrations(source), await postgresMigrations(client)];
    if (from.join() !== into.join())
      throw new ExplainedError(
        `The databases are at different migrations (${from.at(-1)} and ${into.at(-1)}): run the same release on both.`,
      );
    const report = await copySqliteToPostgres(source, client, {
      force: options.force ?? false,
      onTable: (table) => say(tableLine(table)),
    });
    const secrets = secretKeysReport(config, sqliteStoredSecrets(source));
    const rowsPerSecond = Math.round(report.rows / Math.max(report.seconds, 0.001));
    cli.report(
      options,
      { ...report, rowsPerSecond, readOnlySeconds: report.seconds, webhookSecrets: secrets },
      [
        `${summary(report)} in ${report.seconds} s (${rowsPerSecond} rows/s): every table's row count and checksum match.`,
        `Read-only window: ${report.seconds} s. Keep writes stopped until the servers run on PostgreSQL.`,
        nextStep(secrets),
      ],
    );
  } finally {
    source.close();
    await client.end();
  }
}
