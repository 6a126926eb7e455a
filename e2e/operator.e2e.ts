import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signInAsOperator,
} from './helpers/browser.js';
import { apiData, unique } from './helpers/server.js';
import { visible } from './support/tournament-pages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the operator's tenants", () => {
  it('shows each tenant’s id, which the CLI asks for', async () => {
    const name = unique('Operator tenant');
    const tenant = await apiData('POST', '/admin/tenants', { admin: true, body: { name } });
    const page = await newPage(browser);
    await signInAsOperator(page);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[1]).toBe(`${tenant.tenantId}Copy`);
    await visible(row.getByRole('button', { name: `Copy the id of ${name}` }));
    await checkAccessibility(page);
  });
});

describe("the operator's games", () => {
  it('adds a game with two maps, sees it listed, renames a map, and the API has the change', async () => {
    const page = await newPage(browser);
    await signInAsOperator(page);
    await page.getByRole('tab', { name: 'Games and currencies' }).click();
    await page.getByRole('heading', { name: 'Games' }).waitFor();

    const name = unique('Operator game');
    await page.getByRole('button', { name: 'Add game' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a game' });
    await adding.getByLabel('Game name').fill(name);
    await adding.getByLabel('Genre').fill('Shooter');
    await adding.getByLabel('Maps').fill('Canyon\nDocks');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/v1/admin/games'),
    );
    await adding.getByRole('button', { name: 'Add game' }).click();
    const createdAnswer = await created;
    expect(createdAnswer.status()).toBe(201);
    const gameId = ((await createdAnswer.json()) as { data: { id: string } }).data.id;
    await adding.waitFor({ state: 'detached' });

    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([name, 'Shooter', '2', 'Edit']);
    await checkAccessibility(page);
    await screenshot(page, 'operator-games');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = page.getByRole('dialog', { name: `Edit ${name}` });
    const maps = editing.getByLabel('Maps');
    expect(await maps.inputValue()).toBe('Canyon\nDocks');
    await maps.fill('Canyon\nHarbour docks');
    await editing.getByRole('button', { name: 'Save game' }).click();
    await editing.waitFor({ state: 'detached' });

    const game = await apiData('GET', `/admin/games/${gameId}`, { admin: true });
    expect(game.name).toBe(name);
    expect(game.maps.map((map: { name: string }) => map.name)).toEqual(['Canyon', 'Harbour docks']);
  });
});
