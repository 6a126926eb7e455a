import { hash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis, Result } from 'ioredis';
import { AppError } from '../errors.js';
import { keyPrefix } from '../features/tenants/api-key.js';
import { throttleAddressOf } from './client-address.js';
import { FixedWindowCounter } from './window-counter.js';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    beginAuthAttempt(
      addressKey: string,
      credentialKey: string,
      windowMs: number,
      maxPerAddress: number,
      maxPerCredential: number,
    ): Result<[number, number], Context>;
    endAuthAttempt(addressKey: string, credentialKey: string): Result<number, Context>;
  }
}

/** Prefix of the counters in Redis, apart from the general limit's. */
const REDIS_PREFIX = 'tourney-auth:';

// Counts the attempt on both budgets in one step; when either is spent, takes both counts back
// and answers which one (1: the address, 2: the credential) with the milliseconds it has left.
const BEGIN_LUA = `
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCR', key)
  if counts[i] == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
for i, key in ipairs(KEYS) do
  if counts[i] > tonumber(ARGV[i + 1]) then
    for _, k in ipairs(KEYS) do redis.call('DECR', k) end
    return {i, redis.call('PTTL', key)}
  end
end
return {0, 0}
`;

// A count taken back only in a window still running: never a key made anew below zero.
const END_LUA = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then redis.call('DECR', key) end
end
return 0
`;

/** Addresses and credentials kept in memory per budget; the least recently counted go first. */
const MEMORY_SUBJECTS = 10_000;

export interface AuthFailureSettings {
  /** Failed checks of one credential (an API key, the admin token at an address, a session). */
  perCredential: number;
  /** Failed checks of any credential from one address (an IPv6 /64): guessing many. */
  perAddress: number;
  windowMs: number;
}

/** An attempt counted before its secret is checked: `succeeded` (or not checked) takes the count back. */
export interface AuthAttempt {
  succeeded(): void;
}

type Spent = 'address' | 'credential';

/**
 * Failed authentications, counted per credential and per client address. Each check of a
 * secret against storage is counted first, as a failure until it proves otherwise, so requests
 * in flight at once cannot all pass a budget that only one of them may still use; a success
 * takes its count back. A wrong credential burns its own budget, and its address's at a much
 * higher limit, so one misconfigured client with a revoked key does not lock out the valid keys
 * at its address (or behind its NAT), while guessing many credentials from one address stops.
 * Counted in this process's memory, or in Redis (every process on one budget) when configured;
 * while Redis cannot answer, each process counts in its own memory.
 */
export class AuthFailures {
  private readonly local: FixedWindowCounter;
  /** Refusals already logged in their window, so a flood writes one line per subject. */
  private readonly logged: FixedWindowCounter;

  constructor(
    private readonly settings: AuthFailureSettings,
    private readonly log: FastifyBaseLogger,
    private readonly redis?: Redis,
  ) {
    this.local = new FixedWindowCounter(settings.windowMs, 2 * MEMORY_SUBJECTS);
    this.logged = new FixedWindowCounter(settings.windowMs, MEMORY_SUBJECTS);
    redis?.defineCommand('beginAuthAttempt', { numberOfKeys: 2, lua: BEGIN_LUA });
    redis?.defineCommand('endAuthAttempt', { numberOfKeys: 2, lua: END_LUA });
  }

  /** Subjects currently kept in this process's memory. */
  get size() {
    return this.local.size + this.logged.size;
  }

  /**
   * Counts an attempt to check `credential` (a name for it, never the secret itself: see
   * `credentialOf`) from the request's address; 429 with Retry-After when either is spent.
   */
  async begin(
    request: FastifyRequest,
    reply: FastifyReply,
    credential: string,
  ): Promise<AuthAttempt> {
    const subjects = { address: `ip:${throttleAddressOf(request)}`, credential };
    if (this.redis) {
      try {
        return await this.beginShared(this.redis, subjects, reply);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Redis cannot answer: guessing is still held back, by this process alone.
      }
    }
    return this.beginLocal(subjects, reply);
  }

  private beginLocal(subjects: Record<Spent, string>, reply: FastifyReply): AuthAttempt {
    const now = Date.now();
    const address = this.local.count(subjects.address, now);
    const credential = this.local.count(subjects.credential, now);
    const end = () => {
      this.local.uncount(subjects.address, now);
      this.local.uncount(subjects.credential, now);
    };
    const spent: Spent | undefined =
      address.count > this.settings.perAddress
        ? 'address'
        : credential.count > this.settings.perCredential
          ? 'credential'
          : undefined;
    if (!spent) return { succeeded: end };
    end();
    const window = spent === 'address' ? address : credential;
    return this.refuse(reply, subjects, spent, window.endsAt - now);
  }

  private async beginShared(redis: Redis, subjects: Record<Spent, string>, reply: FastifyReply) {
    const keys = [REDIS_PREFIX + subjects.address, REDIS_PREFIX + subjects.credential] as const;
    const { perAddress, perCredential, windowMs } = this.settings;
    const [spent, msLeft] = await redis.beginAuthAttempt(
      ...keys,
      windowMs,
      perAddress,
      perCredential,
    );
    if (spent === 0) {
      return {
        succeeded: () => {
          redis.endAuthAttempt(...keys).catch(() => undefined);
        },
      };
    }
    return this.refuse(reply, subjects, spent === 1 ? 'address' : 'credential', msLeft);
  }

  private refuse(
    reply: FastifyReply,
    subjects: Record<Spent, string>,
    spent: Spent,
    msLeft: number,
  ): never {
    const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
    if (this.logged.count(subjects[spent], Date.now()).count === 1) {
      this.log.warn(
        { throttle: 'authentication', spent, subject: subjects[spent], retryAfter },
        spent === 'address'
          ? 'too many failed authentications from one address: refusing its credentials'
          : 'too many failed authentications of one credential: refusing it',
      );
    }
    void reply.header('retry-after', retryAfter);
    throw new AppError(
      'RATE_LIMITED',
      spent === 'address'
        ? 'Too many failed authentications from this address, retry later'
        : 'Too many failed authentications with this credential, retry later',
    );
  }
}

/**
 * How a presented credential is named in the budgets and the logs: its kind and a digest of it
 * (an API key's public prefix first, for whoever reads the log), never the secret. Named by the
 * whole credential, so wrong keys that share a valid key's prefix never spend the valid one's.
 */
export function credentialOf(kind: 'key' | 'session', presented: string): string {
  const digest = hash('sha256', presented).slice(0, 24);
  const prefix = kind === 'key' ? keyPrefix(presented) : null;
  return prefix ? `key:${prefix}:${digest}` : `${kind}:${digest}`;
}

/** The admin token is one secret: its wrong guesses are counted per address. */
export const adminTokenAt = (request: FastifyRequest) =>
  `admin-token@${throttleAddressOf(request)}`;
