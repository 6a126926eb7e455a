import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser.js';

/** The console's budget for the JavaScript a first visit downloads, compressed. */
const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the console bundle', () => {
  it('downloads at most 250 KB of gzipped JavaScript to show the sign-in page', async () => {
    const page = await newPage(browser);
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto('/console/sign-in', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Sign in' }).first().isVisible()).resolves.toBe(
      true,
    );
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(
      `initial JavaScript: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzipped`,
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('loads with no failed request: the icon is the console’s, at /favicon.ico too', async () => {
    const page = await newPage(browser);
    const failed: string[] = [];
    page.on('response', (response) => {
      // Asking who is signed in answers 401 to a visitor who is not: that is its answer.
      const whoAmI = response.url().endsWith('/api/v1/console/me') && response.status() === 401;
      if (response.status() >= 400 && !whoAmI)
        failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/console/sign-in', { waitUntil: 'networkidle' });
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/console/favicon.svg');
    const viaIco = await page.request.get('/favicon.ico');
    expect(viaIco.status()).toBe(200);
    expect(viaIco.url()).toMatch(/\/console\/favicon\.svg$/);
    expect(viaIco.headers()['content-type']).toContain('image/svg+xml');
    expect(failed).toEqual([]);
  });
});
