import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signInAsOperator,
} from './helpers/browser.js';
import { apiData, createTenant } from './helpers/server.js';
import { visible } from './support/tournament-pages.js';

// The operator's first steps in the console: a catalogue to start from, and the tenant ids the
// CLI asks for.

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsOperator(page);
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'operator-catalogue-failure');
});

describe('the operator section', () => {
  it('adds the starter catalogue with one button, and adds nothing the second time', async () => {
    await page.goto('/console/operator/catalogue');
    await visible(page.getByRole('heading', { name: 'Catalogue', level: 1 }));
    await page.getByRole('button', { name: 'Add the starter catalogue' }).click();
    await visible(
      page.getByText(
        /^Starter catalogue added: \d+ games and \d+ currencies$|^The starter catalogue was already there/,
      ),
    );
    await visible(page.getByRole('cell', { name: 'Counter-Strike 2', exact: true }));
    await visible(page.getByRole('cell', { name: 'GBP', exact: true }));
    const games = await apiData('GET', '/admin/games?pageSize=100', { admin: true });
    expect(games.games.map((g: { name: string }) => g.name)).toContain('Street Fighter 6');
    await checkAccessibility(page);

    await page.getByRole('button', { name: 'Add the starter catalogue' }).click();
    await visible(page.getByText('The starter catalogue was already there: nothing added'));
  });

  it("shows each tenant's id, with a button that copies it", async () => {
    const tenant = await createTenant();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/console/operator/tenants');
    const row = page.getByRole('row').filter({ hasText: tenant.name });
    await visible(row.getByText(tenant.tenantId, { exact: true }));
    await row.getByRole('button', { name: `Copy the id of ${tenant.name}` }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(tenant.tenantId);
  });
});
