import { randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const BooleanString = Type.Union([
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
]);
const IntegerString = Type.String({ pattern: '^[0-9]+$' });

const EnvSchema = Type.Object({
  PORT: Type.Optional(IntegerString),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(sqlite:|postgres(ql)?://)' })),
  ADMIN_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  WEBHOOK_ALLOW_PRIVATE_URLS: Type.Optional(BooleanString),
  LOG_LEVEL: Type.Optional(
    Type.Union(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    ),
  ),
  RATE_LIMIT_MAX: Type.Optional(IntegerString),
  RATE_LIMIT_WINDOW_MS: Type.Optional(IntegerString),
  RATE_LIMIT_AUTH_FAILURES: Type.Optional(IntegerString),
  RATE_LIMIT_REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REQUEST_TIMEOUT_MS: Type.Optional(IntegerString),
  KEEP_ALIVE_TIMEOUT_MS: Type.Optional(IntegerString),
  WEBHOOK_WORKER: Type.Optional(BooleanString),
  TRUST_PROXY: Type.Optional(BooleanString),
  RESPONSE_CACHE_MB: Type.Optional(IntegerString),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly adminToken: string;
  /** True when ADMIN_TOKEN was not set and a random one was made for this run. */
  readonly adminTokenGenerated: boolean;
  readonly webhookAllowPrivateUrls: boolean;
  readonly logLevel: string;
  readonly rateLimit: {
    readonly max: number;
    readonly windowMs: number;
    /** Failed authentications per client address and window before it gets 429s. */
    readonly authFailures: number;
    /** Count in this Redis, shared by every API process, instead of in each process's memory. */
    readonly redisUrl?: string;
  };
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  /** Run the webhook delivery worker inside the API process. */
  readonly webhookWorker: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** Memory for cached read responses, in MiB; 0 turns the cache off. */
  readonly responseCacheMb: number;
}

export class ConfigError extends Error {}

const truthy = (v: string | undefined, fallback: boolean) =>
  v === undefined ? fallback : v === 'true' || v === '1';

/** The only reader of the environment: validates every variable and returns a frozen config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((k) => env[k] !== undefined && env[k] !== '')
      .map((k) => [k, env[k]]),
  ) as Static<typeof EnvSchema>;
  const firstError = Value.Errors(EnvSchema, known).First();
  if (firstError) {
    const name = firstError.path.replace(/^\//, '');
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(firstError.value)}: ${firstError.message}`,
    );
  }
  const port = Number(known.PORT ?? 3000);
  if (port > 65535)
    throw new ConfigError(`Invalid environment variable PORT=${port}: must be 0-65535`);
  return Object.freeze({
    port,
    host: known.HOST ?? '127.0.0.1',
    databaseUrl: known.DATABASE_URL ?? 'sqlite:./data/tourney.db',
    adminToken: known.ADMIN_TOKEN ?? randomBytes(24).toString('base64url'),
    adminTokenGenerated: known.ADMIN_TOKEN === undefined,
    webhookAllowPrivateUrls: truthy(known.WEBHOOK_ALLOW_PRIVATE_URLS, false),
    logLevel: known.LOG_LEVEL ?? 'info',
    rateLimit: Object.freeze({
      max: Number(known.RATE_LIMIT_MAX ?? 1000),
      windowMs: Number(known.RATE_LIMIT_WINDOW_MS ?? 60_000),
      authFailures: Number(known.RATE_LIMIT_AUTH_FAILURES ?? 20),
      redisUrl: known.RATE_LIMIT_REDIS_URL,
    }),
    requestTimeoutMs: Number(known.REQUEST_TIMEOUT_MS ?? 30_000),
    keepAliveTimeoutMs: Number(known.KEEP_ALIVE_TIMEOUT_MS ?? 72_000),
    webhookWorker: truthy(known.WEBHOOK_WORKER, true),
    trustProxy: truthy(known.TRUST_PROXY, false),
    responseCacheMb: Number(known.RESPONSE_CACHE_MB ?? 32),
  });
}
