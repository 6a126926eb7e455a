import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/** Prefix of every counter key, so one Redis can also serve other applications. */
export const RATE_LIMIT_NAMESPACE = 'tourney-rl:';

/**
 * Rate limit per API key (or per address). Counted in this process's memory, or in Redis when
 * `RATE_LIMIT_REDIS_URL` is set so that every API process draws on one budget.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  const { redisUrl } = config.rateLimit;
  const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // Redis is there to share the budget, not to gate the API: when it cannot answer, the
    // request is served unlimited rather than refused (a lost connection is logged below).
    ...(redis && { redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true }),
    // Limit per API key (its public prefix), or per address for calls without one.
    keyGenerator: (request) => {
      const key = request.headers['x-api-key'];
      return typeof key === 'string' && key.length > 12
        ? `key:${key.slice(0, 11)}`
        : `ip:${request.ip}`;
    },
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many requests, slow down'),
  });
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Imported only when configured: the client costs about 10 MB of memory in every process.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    // ioredis's defaults (10 s to connect, 20 retries, commands queued while disconnected)
    // would hold every request for seconds during an outage; these make a command fail fast
    // instead, and skipOnError then serves the request.
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
