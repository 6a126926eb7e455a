/**
 * The Redis that makes the rate limit shared between API processes (`RATE_LIMIT_REDIS_URL`):
 * whether it answers, its process (for its CPU per request; it runs on this machine), and whether
 * the servers really count in it. A server that cannot reach it serves without a limit and only
 * logs it, which would make a two-process run measure less than it says.
 */
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The rate limiter's keys (see the deployment guide). */
const RATE_LIMIT_KEYS = 'tourney-rl:*';

async function withRedis<T>(url: string, use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {}); // The first command's rejection says it.
  try {
    await redis.connect();
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

/** Redis's pid when it answers at `url` and runs on this machine (its `/proc` entry is readable), 0 when it answers from elsewhere; null when it does not answer. */
async function redisPid(url: string): Promise<number | null> {
  try {
    const info = await withRedis(url, (redis) => redis.info('server'));
    const pid = Number(/^process_id:(\d+)/m.exec(info)?.[1] ?? 0);
    return pid > 0 && existsSync(`/proc/${pid}/stat`) ? pid : 0;
  } catch {
    return null;
  }
}

/** Whether Redis holds any of the rate limiter's counters: the servers do count there. */
export function holdsRateLimitKeys(url: string): Promise<boolean> {
  return withRedis(url, async (redis) => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', RATE_LIMIT_KEYS, 'COUNT', 1000);
      if (keys.length > 0) return true;
      cursor = next;
    } while (cursor !== '0');
    return false;
  });
}

/**
 * The shared rate limit's Redis of a run: `asked` is `--redis`'s value (a URL, which must answer,
 * or `off`); without it, with several API processes, the local one when it answers, as the
 * deployment guide recommends for them. Null: each process counts its own rate limit.
 */
export async function redisOf(
  asked: string | undefined,
  processes: number,
  log: (line: string) => void,
): Promise<{ url: string; pid: number } | null> {
  if (asked === 'off' || (asked === undefined && processes === 1)) return null;
  const url = asked === undefined || asked === 'true' ? DEFAULT_REDIS_URL : asked;
  const pid = await redisPid(url);
  if (pid !== null) return { url, pid };
  if (asked !== undefined) throw new Error(`--redis: nothing answers at ${url}`);
  log(
    `  no Redis at ${url}: each API process counts its own rate limit (--redis <url> to set one)`,
  );
  return null;
}
