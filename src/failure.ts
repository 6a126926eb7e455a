import { explainDatabaseError } from './db/connection-errors.js';
import { AppError, ExplainedError } from './errors.js';

/** The error, then what caused it, and so on. */
function* causeChain(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e !== undefined && depth < 5; depth += 1) {
    yield e;
    e = e instanceof Error ? e.cause : undefined;
  }
}

/**
 * What went wrong, one line per problem, in words an operator can act on: no stack trace and
 * never a secret. Every process entry point (the server, each CLI command) prints failures so.
 */
export function describeFailure(error: unknown): string[] {
  if (error instanceof ExplainedError) return error.lines;
  if (error instanceof AppError) {
    const fields = error.details.fieldErrors ?? [];
    return fields.length ? fields.map((f) => `${f.field} ${f.message}`) : [error.message];
  }
  for (const e of causeChain(error)) {
    const explained = explainDatabaseError(e);
    if (explained) return [explained];
  }
  const message = error instanceof Error ? error.message : String(error);
  return [message.split('\n')[0] || 'unknown error'];
}

interface ListenError {
  code?: string;
}

/** Why the server could not listen on `host:port`, and what to change. */
export function explainListenError(error: unknown, host: string, port: number): Error {
  const code = (error as ListenError | undefined)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return new ExplainedError(
        `Port ${port} on ${host} is already in use: stop the process using it, or set PORT to a free port.`,
      );
    case 'EACCES':
      return new ExplainedError(
        `Not allowed to listen on port ${port}: ports below 1024 need privileges; set PORT to 1024 or above.`,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ExplainedError(
        `HOST ${host} is not an address of this machine: set HOST to one of its addresses, 127.0.0.1 or 0.0.0.0.`,
      );
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}
