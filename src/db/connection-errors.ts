/**
 * Database failures an operator meets when starting a process (PostgreSQL out of reach, a
 * database not created yet, a refused login, an SQLite file that cannot be opened), said in
 * one line that names the fix. Nothing here echoes DATABASE_URL: it may hold a password.
 */
import { postgresDriver } from './pg-driver.js';

interface ErrorFields {
  code?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  path?: unknown;
  syscall?: unknown;
  errors?: unknown;
}

const FIX_URL = 'fix the host and port in DATABASE_URL';

/** `host:port` of a refused connection; Node's happy-eyeballs wraps each attempt's error. */
function target(error: ErrorFields): string {
  const attempt = (Array.isArray(error.errors) ? error.errors[0] : error) as ErrorFields;
  return attempt?.address ? ` at ${String(attempt.address)}:${String(attempt.port)}` : '';
}

/** The name PostgreSQL quotes in its message (`database "x" does not exist`). */
const quoted = (message: string) => /"([^"]+)"/.exec(message)?.[1] ?? '';

function explainNetwork(error: ErrorFields): string | undefined {
  switch (error.code) {
    case 'ECONNREFUSED':
      return `PostgreSQL${target(error)} refused the connection: start PostgreSQL, or ${FIX_URL}.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The PostgreSQL host ${String(error.hostname ?? '')} was not found: ${FIX_URL}.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `PostgreSQL${target(error)} cannot be reached (${String(error.code)}): check the network or firewall, or ${FIX_URL}.`;
    default:
      return undefined;
  }
}

function explainPostgres(code: string, message: string): string | undefined {
  switch (code) {
    case '3D000': {
      const name = quoted(message);
      return `PostgreSQL database "${name}" does not exist: create it (\`createdb ${name}\` or \`CREATE DATABASE "${name}";\`), or name an existing one in DATABASE_URL.`;
    }
    case '28P01':
      return `PostgreSQL refused the password of user "${quoted(message)}": fix the user or password in DATABASE_URL.`;
    case '28000':
      return `PostgreSQL refused the login (${message}): fix the user in DATABASE_URL, or allow it in pg_hba.conf.`;
    case '42501':
      return `PostgreSQL denied the user in DATABASE_URL a right it needs (${message}): it must be able to create tables in its schema.`;
    default:
      return undefined;
  }
}

function explainSqlite(error: ErrorFields): string | undefined {
  switch (error.code) {
    case 'SQLITE_CANTOPEN':
      return 'The SQLite database file cannot be opened: check the path in DATABASE_URL and that its folder is writable.';
    case 'SQLITE_NOTADB':
      return 'The file in DATABASE_URL is not an SQLite database: point DATABASE_URL at a database file or a new path.';
    case 'SQLITE_READONLY':
      return 'The SQLite database file is read-only: make it (and its folder) writable by this user.';
    default:
      if (error.syscall === 'mkdir' && typeof error.path === 'string')
        return `The folder ${error.path} for the SQLite database cannot be created (${String(error.code)}): create it, make its parent writable, or change DATABASE_URL.`;
      return undefined;
  }
}

/** One line saying what is wrong with the database connection and how to fix it, or undefined. */
export function explainDatabaseError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as ErrorFields;
  const message = error instanceof Error ? error.message : '';
  if (error instanceof postgresDriver().DatabaseError)
    return explainPostgres(error.code ?? '', message);
  // pg's SCRAM login, when the server asks for a password the URL does not carry.
  if (message.includes('client password must be a string')) {
    return 'PostgreSQL asks for a password: add it to DATABASE_URL (postgres://user:password@host:5432/database).';
  }
  return explainNetwork(fields) ?? explainSqlite(fields);
}
