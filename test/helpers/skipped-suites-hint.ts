import { existsSync } from 'node:fs';
import { NGINX_PATH, runCachingProxyTests } from './nginx.js';

/**
 * What this run left out, and the variable or install that turns each on: one line at the end
 * of the run, so that a green run on a laptop is not taken for the whole suite.
 */
export default function skippedSuitesHint() {
  return () => {
    const skipped: string[] = [];
    if (!process.env.TEST_DATABASE_URL)
      skipped.push(
        'the suite on PostgreSQL and its PostgreSQL-only tests (set TEST_DATABASE_URL=postgres://user@host:5432/db)',
      );
    if (!process.env.TEST_REDIS_URL)
      skipped.push('the rate limits shared through Redis (set TEST_REDIS_URL=redis://host:6379)');
    if (!runCachingProxyTests())
      skipped.push(
        `the caching proxy in front of the server (no nginx at ${NGINX_PATH}: apt-get install nginx-light or set NGINX_PATH)`,
      );
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    skipped.push(
      existsSync(chromium)
        ? 'the browser scenarios (run npm run test:e2e)'
        : `the browser scenarios (no chromium at ${chromium}: apt-get install chromium or set CHROMIUM_PATH, then npm run test:e2e)`,
    );
    console.log(`Not run here: ${skipped.join('; ')}.`);
  };
}
