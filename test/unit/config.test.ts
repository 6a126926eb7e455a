import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from '../../src/config.js';

/** The problems loadConfig reports for `env`, one per line (none when it accepts it). */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message.split('\n');
  }
}

// The variables whose values are secrets, as operators name them.
const isSecret = (name: string) => /_(KEY|SECRET|TOKEN)$/.test(name);

describe('configuration errors', () => {
  it('reports every bad variable at once, one line each, naming it and what it must be', () => {
    expect(
      problems({
        PORT: 'abc',
        HOST: '0.0.0.0',
        LOG_LEVEL: 'loud',
        WEBHOOK_WORKER: 'yes',
        RESPONSE_CACHE_MB: '-1',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (0 picks any free port); got "abc"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud"',
      'WEBHOOK_WORKER must be true or false (or 1 or 0); got "yes"',
      'RESPONSE_CACHE_MB must be a whole number of MiB (0 turns the cache off); got "-1"',
    ]);
  });

  it('keeps events at most a century', () => {
    expect(problems({ EVENT_RETENTION_DAYS: '99999999999' })).toEqual([
      'EVENT_RETENTION_DAYS must be a whole number of days up to 36500 (0 keeps events forever); got "99999999999"',
    ]);
    expect(loadConfig({ EVENT_RETENTION_DAYS: '36500' }).eventRetentionDays).toBe(36_500);
    expect(loadConfig({}).eventRetentionDays).toBe(30);
  });

  it('keeps public answers in shared caches 5 s, then stale 5 s more, at most 300 s each', () => {
    expect(loadConfig({}).publicCache).toEqual({ sMaxage: 5, staleWhileRevalidate: 5 });
    expect(loadConfig({ PUBLIC_CACHE_S_MAXAGE: '0', PUBLIC_CACHE_SWR: '300' }).publicCache).toEqual(
      { sMaxage: 0, staleWhileRevalidate: 300 },
    );
    expect(problems({ PUBLIC_CACHE_S_MAXAGE: '301', PUBLIC_CACHE_SWR: '1.5' })).toEqual([
      'PUBLIC_CACHE_S_MAXAGE must be a whole number of seconds up to 300 (0: shared caches keep no public answer); got "301"',
      'PUBLIC_CACHE_SWR must be a whole number of seconds up to 300; got "1.5"',
    ]);
  });

  it('refuses a port above 65535 with the same message', () => {
    expect(problems({ PORT: '70000' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (0 picks any free port); got "70000"',
    ]);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it('refuses an empty ADMIN_TOKEN instead of generating one, while other empty variables mean their default', () => {
    expect(problems({ ADMIN_TOKEN: '' })).toEqual([
      'ADMIN_TOKEN must be at least 16 characters long (for example the output of `openssl rand -hex 24`); it is set but empty (unset it to have one generated at each start)',
    ]);
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({}).adminTokenGenerated).toBe(true);
  });

  it('never shows a secret: tokens are not echoed, URLs lose their password', () => {
    expect(problems({ ADMIN_TOKEN: 'hunter2' })).toEqual([
      'ADMIN_TOKEN must be at least 16 characters long (for example the output of `openssl rand -hex 24`); its value is not shown',
    ]);
    expect(problems({ DATABASE_URL: 'mysql://app:hunter2@db:3306/tourney' })).toEqual([
      'DATABASE_URL must be sqlite:<file> or postgres://user:password@host:5432/database; got "mysql://app:***@db:3306/tourney"',
    ]);
    expect(problems({ RATE_LIMIT_REDIS_URL: 'http://:hunter2@cache:6379' })).toEqual([
      'RATE_LIMIT_REDIS_URL must be redis://host:6379 or rediss://host:6380 (TLS); got "http://:***@cache:6379"',
    ]);
    expect(problems({ DATABASE_URL: 'mysql://app:hunt@er2@db/tourney' })[0]).not.toContain('hunt');
    // Not a URL at all: where a password would start cannot be told, so none of it is shown.
    expect(problems({ DATABASE_URL: 'app:hunter2@db/tourney' })).toEqual([
      'DATABASE_URL must be sqlite:<file> or postgres://user:password@host:5432/database; its value is not shown',
    ]);
  });

  it('names every variable it refuses and echoes no secret variable', () => {
    const marker = 'x@hunter2';
    for (const name of ENV_VARIABLES) {
      const lines = problems({ [name]: marker });
      for (const line of lines) expect(line.startsWith(`${name} must be `)).toBe(true);
      if (isSecret(name)) expect(lines.join('\n')).not.toContain('hunter2');
    }
    expect(ENV_VARIABLES.filter(isSecret)).toContain('ADMIN_TOKEN');
  });
});

describe('webhook worker tuning', () => {
  it('is left to the worker’s defaults unless set, and takes whole numbers from 1', () => {
    expect(loadConfig({}).webhookWorkerTuning).toEqual({
      concurrency: undefined,
      perConfigConcurrency: undefined,
      outboxCheckMs: undefined,
    });
    expect(
      loadConfig({
        WEBHOOK_CONCURRENCY: '256',
        WEBHOOK_CONFIG_CONCURRENCY: '64',
        WEBHOOK_OUTBOX_CHECK_MS: '20',
      }).webhookWorkerTuning,
    ).toEqual({ concurrency: 256, perConfigConcurrency: 64, outboxCheckMs: 20 });
    expect(
      problems({
        WEBHOOK_CONCURRENCY: '0',
        WEBHOOK_CONFIG_CONCURRENCY: 'many',
        WEBHOOK_OUTBOX_CHECK_MS: '-5',
      }),
    ).toEqual([
      'WEBHOOK_CONCURRENCY must be a whole number of deliveries, at least 1; got "0"',
      'WEBHOOK_CONFIG_CONCURRENCY must be a whole number of deliveries, at least 1; got "many"',
      'WEBHOOK_OUTBOX_CHECK_MS must be a whole number of milliseconds, at least 1; got "-5"',
    ]);
  });
});
