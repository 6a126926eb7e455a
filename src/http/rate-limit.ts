import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preParsingAsyncHookHandler,
  preParsingHookHandler,
} from 'fastify';
import type { Redis, Result } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { keyPrefix } from '../features/tenants/api-key.js';
import { AuthFailures } from './auth-failures.js';
import { API_KEY_HEADER } from './auth.js';
import { FixedWindowCounter } from './window-counter.js';

/** A route's own budget, counted apart from the general one: `max` calls per `timeWindow` ms. */
interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: never limited and no rate-limit headers; else the route's own budget. */
    rateLimit?: false | RouteRateLimit;
  }
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    countRequest(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** Prefix of every counter key, so one Redis can also serve other applications. */
export const RATE_LIMIT_NAMESPACE = 'tourney-rl:';

// The counters, keys and expiry of @fastify/rate-limit's Redis store, which this replaced:
// processes of both versions count together during a rolling deployment.
const COUNT_REQUEST_LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
end
return {current, ttl}
`;

/** Callers kept per budget in memory (@fastify/rate-limit's bound); the least recent go first. */
const MEMORY_CALLERS = 5000;

interface Budget {
  max: number;
  windowMs: number;
}

/**
 * Rate limit per API key (or per address), and budgets of failed authentications per credential
 * and per address. Counted in this process's memory, or in Redis when `RATE_LIMIT_REDIS_URL` is
 * set so that every API process draws on one budget. Returns the failure budgets for the auth hook.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
): Promise<AuthFailures> {
  const { max, windowMs, redisUrl } = config.rateLimit;
  const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
  redis?.defineCommand('countRequest', { numberOfKeys: 1, lua: COUNT_REQUEST_LUA });
  const limiter = (budget: Budget, route = '') =>
    redis ? countInRedis(redis, budget, `${RATE_LIMIT_NAMESPACE}${route}`) : countInMemory(budget);
  const general = limiter({ max, windowMs });
  // A route-level hook runs after every application-level one: after authentication, so that
  // only a key known to be valid gets a budget of its own (made-up keys would otherwise each get
  // a fresh counter), and before the body is read.
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    const hook = own
      ? limiter({ max: own.max, windowMs: own.timeWindow }, `${String(route.method)}${route.url}-`)
      : general;
    route.preParsing = [route.preParsing ?? []].flat().concat(hook);
  });
  const { authFailures, authFailuresPerAddress } = config.rateLimit;
  return new AuthFailures(
    { perCredential: authFailures, perAddress: authFailuresPerAddress, windowMs },
    app.log,
    redis,
  );
}

/** Whose budget a request draws on: its API key once authenticated, else its address. */
function callerOf(request: FastifyRequest): string {
  const key = request.principal && request.headers[API_KEY_HEADER];
  return typeof key === 'string' ? `key:${keyPrefix(key)}` : `ip:${request.ip}`;
}

/** Synchronous: no promise on the way of every request. */
function countInMemory({ max, windowMs }: Budget): preParsingHookHandler {
  const counter = new FixedWindowCounter(windowMs, MEMORY_CALLERS);
  return (request, reply, _payload, done) => {
    const now = Date.now();
    const window = counter.count(callerOf(request), now);
    done(charge(reply, max, window.count, window.endsAt - now));
  };
}

function countInRedis(redis: Redis, { max, windowMs }: Budget, prefix: string) {
  const hook: preParsingAsyncHookHandler = async (request, reply) => {
    let count = 0;
    let msLeft = 0;
    try {
      [count, msLeft] = await redis.countRequest(prefix + callerOf(request), windowMs);
    } catch {
      // Redis is there to share the budget, not to gate the API: when it cannot answer, the
      // request is served unlimited rather than refused (a lost connection is logged below).
    }
    const refusal = charge(reply, max, count, msLeft);
    if (refusal) throw refusal;
  };
  return hook;
}

/** Writes the rate-limit headers of the `count`th call; the error to answer past the budget. */
function charge(reply: FastifyReply, max: number, count: number, msLeft: number) {
  const resetSeconds = Math.ceil(msLeft / 1000);
  const over = count > max;
  void reply
    .header('x-ratelimit-limit', max)
    .header('x-ratelimit-remaining', over ? 0 : max - count)
    .header('x-ratelimit-reset', resetSeconds);
  if (!over) return undefined;
  void reply.header('retry-after', resetSeconds);
  return new AppError('RATE_LIMITED', 'Too many requests, slow down');
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Imported only when configured: the client costs about 10 MB of memory in every process.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    // ioredis's defaults (10 s to connect, 20 retries, commands queued while disconnected)
    // would hold every request for seconds during an outage; these make a command fail fast
    // instead, and the request is then served unlimited.
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // ioredis reports every failed reconnection attempt: log once per outage, not every attempt.
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    app.log.error(
      { err },
      'rate-limit Redis unreachable: requests are served without a rate limit until it is back',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('rate-limit Redis reachable again: requests are rate-limited again');
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  // Wait for the first connection so the first requests are counted too; an unreachable
  // Redis does not stop the start (ioredis keeps reconnecting in the background).
  await redis.connect().catch(() => undefined);
  return redis;
}
