import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ExplainedError } from './errors.js';

const BooleanString = Type.Union([
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
]);
const IntegerString = Type.String({ pattern: '^[0-9]+$' });
// `id:base64` entries, comma-separated; each key is 32 bytes (44 base64 characters).
const SECRET_KEY_LIST = '^[\\w-]{1,32}:[A-Za-z0-9+/]{43}=(,[\\w-]{1,32}:[A-Za-z0-9+/]{43}=)*$';

const EnvSchema = Type.Object({
  PORT: Type.Optional(IntegerString),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(sqlite:|postgres(ql)?://)' })),
  PG_NAMED_STATEMENTS: Type.Optional(BooleanString),
  ADMIN_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  WEBHOOK_ALLOW_PRIVATE_URLS: Type.Optional(BooleanString),
  WEBHOOK_SECRET_KEYS: Type.Optional(Type.String({ pattern: SECRET_KEY_LIST })),
  LOG_LEVEL: Type.Optional(
    Type.Union(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    ),
  ),
  RATE_LIMIT_MAX: Type.Optional(IntegerString),
  RATE_LIMIT_WINDOW_MS: Type.Optional(IntegerString),
  RATE_LIMIT_AUTH_FAILURES: Type.Optional(IntegerString),
  RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: Type.Optional(IntegerString),
  RATE_LIMIT_REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REQUEST_TIMEOUT_MS: Type.Optional(IntegerString),
  KEEP_ALIVE_TIMEOUT_MS: Type.Optional(IntegerString),
  WEBHOOK_WORKER: Type.Optional(BooleanString),
  WEBHOOK_CONCURRENCY: Type.Optional(IntegerString),
  WEBHOOK_CONFIG_CONCURRENCY: Type.Optional(IntegerString),
  WEBHOOK_OUTBOX_CHECK_MS: Type.Optional(IntegerString),
  TRUST_PROXY: Type.Optional(BooleanString),
  RESPONSE_CACHE_MB: Type.Optional(IntegerString),
  EVENT_RETENTION_DAYS: Type.Optional(IntegerString),
  STREAM_MAX_CONNECTIONS: Type.Optional(IntegerString),
  STREAM_MAX_PUBLIC_PER_ADDRESS: Type.Optional(IntegerString),
  STREAM_HEARTBEAT_MS: Type.Optional(IntegerString),
  STREAM_POLL_MS: Type.Optional(IntegerString),
  PUBLIC_CACHE_S_MAXAGE: Type.Optional(IntegerString),
  PUBLIC_CACHE_SWR: Type.Optional(IntegerString),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  /** PostgreSQL: send the statements built once by name, so their plans are kept. */
  readonly pgNamedStatements: boolean;
  readonly adminToken: string;
  /** True when ADMIN_TOKEN was not set and a random one was made for this run. */
  readonly adminTokenGenerated: boolean;
  readonly webhookAllowPrivateUrls: boolean;
  /**
   * Keys that encrypt webhook signing secrets at rest, `id:base64,...`, the first one used to
   * encrypt; unset, a SQLite install generates a key file (features/webhooks/secrets/keyring.ts).
   */
  readonly webhookSecretKeys?: string;
  readonly logLevel: string;
  readonly rateLimit: {
    readonly max: number;
    readonly windowMs: number;
    /** Failed checks of one credential per window before it gets 429s. */
    readonly authFailures: number;
    /** Failed checks of any credentials from one client address per window before it gets 429s. */
    readonly authFailuresPerAddress: number;
    /** Count in this Redis, shared by every API process, instead of in each process's memory. */
    readonly redisUrl?: string;
  };
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  /** Run the webhook delivery worker inside the API process. */
  readonly webhookWorker: boolean;
  /**
   * The delivery worker's tuning (features/webhooks/worker/worker.ts holds the defaults): attempts
   * in flight at once, per worker and per webhook configuration, and how often an idle worker
   * looks for new events.
   */
  readonly webhookWorkerTuning: {
    readonly concurrency?: number;
    readonly perConfigConcurrency?: number;
    readonly outboxCheckMs?: number;
  };
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** Memory for cached read responses, in MiB; 0 turns the cache off. */
  readonly responseCacheMb: number;
  /**
   * Days the outbox keeps the events the webhook worker has fanned out, and the delivery log its
   * finished deliveries (src/retention.ts); 0 keeps them forever.
   */
  readonly eventRetentionDays: number;
  /** Event streams (features/streams): how many this process serves, and how it serves them. */
  readonly streams: {
    /** Open streams at once, both routes together; past it a new one is a 503. */
    readonly maxConnections: number;
    /** Open public streams (`/t/{shareSlug}/stream`) per client address. */
    readonly maxPublicPerAddress: number;
    /** A comment line this often keeps idle streams open through proxies. */
    readonly heartbeatMs: number;
    /** How often the process reads new events for the tournaments it streams. */
    readonly pollMs: number;
  };
  /**
   * What shared caches (a CDN, a caching proxy) may do with the public pages and their JSON
   * (src/http/cache-policy.ts): keep an answer `sMaxage` seconds, then serve it stale for up to
   * `staleWhileRevalidate` more while they fetch a new one. `sMaxage` 0: nothing is kept.
   */
  readonly publicCache: {
    readonly sMaxage: number;
    readonly staleWhileRevalidate: number;
  };
}

/** The configuration is unusable: one line per bad variable, each naming it and the fix. */
export class ConfigError extends ExplainedError {
  override name = 'ConfigError';
}

type Variable = keyof typeof EnvSchema.properties;

/** Every variable the configuration reads. */
export const ENV_VARIABLES = Object.keys(EnvSchema.properties) as readonly Variable[];

const BOOLEAN = 'true or false (or 1 or 0)';
// A century; far larger values make a cut-off that is no date at all.
const MAX_RETENTION_DAYS = 36_500;
// A hidden or re-slugged page may be served by a CDN for up to the two together: kept short.
const MAX_PUBLIC_CACHE_SECONDS = 300;

/** What each variable must be, as the operator who set it wrong reads it. */
const EXPECTED: Record<Variable, string> = {
  PORT: 'a whole number from 0 to 65535 (0 picks any free port)',
  HOST: 'an address to listen on, such as 127.0.0.1 or 0.0.0.0',
  DATABASE_URL: 'sqlite:<file> or postgres://user:password@host:5432/database',
  PG_NAMED_STATEMENTS: BOOLEAN,
  ADMIN_TOKEN: 'at least 16 characters long (for example the output of `openssl rand -hex 24`)',
  WEBHOOK_ALLOW_PRIVATE_URLS: BOOLEAN,
  WEBHOOK_SECRET_KEYS:
    '<id>:<base64 of 32 bytes>, comma-separated (for example `main:$(openssl rand -base64 32)`)',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  RATE_LIMIT_MAX: 'a whole number of requests',
  RATE_LIMIT_AUTH_FAILURES: 'a whole number of failed authentications',
  RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: 'a whole number of failed authentications',
  RATE_LIMIT_WINDOW_MS: 'a whole number of milliseconds',
  RATE_LIMIT_REDIS_URL: 'redis://host:6379 or rediss://host:6380 (TLS)',
  REQUEST_TIMEOUT_MS: 'a whole number of milliseconds',
  KEEP_ALIVE_TIMEOUT_MS: 'a whole number of milliseconds',
  WEBHOOK_WORKER: BOOLEAN,
  WEBHOOK_CONCURRENCY: 'a whole number of deliveries, at least 1',
  WEBHOOK_CONFIG_CONCURRENCY: 'a whole number of deliveries, at least 1',
  WEBHOOK_OUTBOX_CHECK_MS: 'a whole number of milliseconds, at least 1',
  TRUST_PROXY: BOOLEAN,
  RESPONSE_CACHE_MB: 'a whole number of MiB (0 turns the cache off)',
  EVENT_RETENTION_DAYS: `a whole number of days up to ${MAX_RETENTION_DAYS} (0 keeps events forever)`,
  STREAM_MAX_CONNECTIONS: 'a whole number of streams, at least 1',
  STREAM_MAX_PUBLIC_PER_ADDRESS: 'a whole number of streams, at least 1',
  STREAM_HEARTBEAT_MS: 'a whole number of milliseconds, at least 1',
  STREAM_POLL_MS: 'a whole number of milliseconds, at least 1',
  PUBLIC_CACHE_S_MAXAGE: `a whole number of seconds up to ${MAX_PUBLIC_CACHE_SECONDS} (0: shared caches keep no public answer)`,
  PUBLIC_CACHE_SWR: `a whole number of seconds up to ${MAX_PUBLIC_CACHE_SECONDS}`,
};

const MAX_PORT = 65535;

// Variables whose values must never reach a terminal or a log: tokens, keys, secrets.
const SECRET_NAME = /(^|_)(TOKEN|KEYS?|SECRETS?|PASSWORD)$/;

/** The value as it may be shown: secrets never, URLs without their password. */
function shown(name: string, value: string): string {
  if (SECRET_NAME.test(name)) return 'its value is not shown';
  const got = `got ${JSON.stringify(value)}`;
  if (!name.endsWith('_URL') || !value.includes('@')) return got;
  // Credentials only where a URL's authority holds them (scheme://user:password@host); any
  // other '@' may be part of a password, so nothing of such a value is shown.
  if (!value.includes('://')) return 'its value is not shown';
  try {
    const { password } = new URL(value);
    if (!password) return got;
    const masked = value.replace(`:${password}@`, ':***@');
    // The parser percent-encodes some characters, so the value may still hold it as typed.
    const leaked = [password, decodeURIComponent(password)].some((p) => masked.includes(p));
    return leaked ? 'its value is not shown' : `got ${JSON.stringify(masked)}`;
  } catch {
    return 'its value is not shown';
  }
}

const truthy = (v: string | undefined, fallback: boolean) =>
  v === undefined ? fallback : v === 'true' || v === '1';

const AT_LEAST_ONE: readonly Variable[] = [
  'WEBHOOK_CONCURRENCY',
  'WEBHOOK_CONFIG_CONCURRENCY',
  'WEBHOOK_OUTBOX_CHECK_MS',
  'STREAM_MAX_CONNECTIONS',
  'STREAM_MAX_PUBLIC_PER_ADDRESS',
  'STREAM_HEARTBEAT_MS',
  'STREAM_POLL_MS',
];

function isValid(name: Variable, value: string): boolean {
  if (!Value.Check(EnvSchema.properties[name], value)) return false;
  if (AT_LEAST_ONE.includes(name)) return Number(value) >= 1;
  if (name === 'EVENT_RETENTION_DAYS') return Number(value) <= MAX_RETENTION_DAYS;
  if (name === 'PUBLIC_CACHE_S_MAXAGE' || name === 'PUBLIC_CACHE_SWR')
    return Number(value) <= MAX_PUBLIC_CACHE_SECONDS;
  return name !== 'PORT' || Number(value) <= MAX_PORT;
}

const optionalNumber = (value: string | undefined) =>
  value === undefined ? undefined : Number(value);

/**
 * The embedded database's file when DATABASE_URL is unset: in the installation's data/ folder
 * (this module sits one level below it, in src/ or dist/), whatever folder the server or the
 * CLI is started from, so both always open the same one.
 */
const DEFAULT_SQLITE_FILE = join(
  fileURLToPath(new URL('..', import.meta.url)),
  'data',
  'tourney.db',
);

/** The only reader of the environment: validates every variable and returns a frozen config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const set = ENV_VARIABLES.filter((name) => env[name] !== undefined && env[name] !== '');
  const problems = set
    .filter((name) => !isValid(name, env[name] as string))
    .map((name) => `${name} must be ${EXPECTED[name]}; ${shown(name, env[name] as string)}`);
  // Any other empty variable means its default; an empty token would mean a generated one, so
  // a deployment whose secret did not arrive would start with a token nobody knows.
  if (env.ADMIN_TOKEN === '')
    problems.push(
      `ADMIN_TOKEN must be ${EXPECTED.ADMIN_TOKEN}; it is set but empty (unset it to have one generated at each start)`,
    );
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  const known = Object.fromEntries(set.map((name) => [name, env[name]])) as Static<
    typeof EnvSchema
  >;
  const port = Number(known.PORT ?? 3000);
  return Object.freeze({
    port,
    host: known.HOST ?? '127.0.0.1',
    databaseUrl: known.DATABASE_URL ?? `sqlite:${DEFAULT_SQLITE_FILE}`,
    pgNamedStatements: truthy(known.PG_NAMED_STATEMENTS, true),
    adminToken: known.ADMIN_TOKEN ?? randomBytes(24).toString('base64url'),
    adminTokenGenerated: known.ADMIN_TOKEN === undefined,
    webhookAllowPrivateUrls: truthy(known.WEBHOOK_ALLOW_PRIVATE_URLS, false),
    webhookSecretKeys: known.WEBHOOK_SECRET_KEYS,
    logLevel: known.LOG_LEVEL ?? 'info',
    rateLimit: Object.freeze({
      max: Number(known.RATE_LIMIT_MAX ?? 1000),
      windowMs: Number(known.RATE_LIMIT_WINDOW_MS ?? 60_000),
      authFailures: Number(known.RATE_LIMIT_AUTH_FAILURES ?? 20),
      authFailuresPerAddress: Number(known.RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS ?? 200),
      redisUrl: known.RATE_LIMIT_REDIS_URL,
    }),
    requestTimeoutMs: Number(known.REQUEST_TIMEOUT_MS ?? 30_000),
    keepAliveTimeoutMs: Number(known.KEEP_ALIVE_TIMEOUT_MS ?? 72_000),
    webhookWorker: truthy(known.WEBHOOK_WORKER, true),
    webhookWorkerTuning: Object.freeze({
      concurrency: optionalNumber(known.WEBHOOK_CONCURRENCY),
      perConfigConcurrency: optionalNumber(known.WEBHOOK_CONFIG_CONCURRENCY),
      outboxCheckMs: optionalNumber(known.WEBHOOK_OUTBOX_CHECK_MS),
    }),
    trustProxy: truthy(known.TRUST_PROXY, false),
    responseCacheMb: Number(known.RESPONSE_CACHE_MB ?? 32),
    eventRetentionDays: Number(known.EVENT_RETENTION_DAYS ?? 30),
    streams: Object.freeze({
      maxConnections: Number(known.STREAM_MAX_CONNECTIONS ?? 1000),
      maxPublicPerAddress: Number(known.STREAM_MAX_PUBLIC_PER_ADDRESS ?? 10),
      heartbeatMs: Number(known.STREAM_HEARTBEAT_MS ?? 15_000),
      pollMs: Number(known.STREAM_POLL_MS ?? 250),
    }),
    publicCache: Object.freeze({
      sMaxage: Number(known.PUBLIC_CACHE_S_MAXAGE ?? 5),
      staleWhileRevalidate: Number(known.PUBLIC_CACHE_SWR ?? 5),
    }),
  });
}
