import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
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
  it('shows each tenant’s id, which the CLI asks for, and exports the tenant', async () => {
    const name = unique('Operator tenant');
    const tenant = await apiData('POST', '/admin/tenants', { admin: true, body: { name } });
    await apiData('POST', `/admin/tenants/${tenant.tenantId}/api-keys`, {
      admin: true,
      body: { name: 'integration', scopes: ['integration'] },
    });
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

    // The export downloads the tenant's archive under the server's name for it.
    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `Export ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tenant-${tenant.tenantId}.tourney-tenant.ndjson.gz`);
    const archive = gunzipSync(await readFile((await download.path())!)).toString();
    expect(JSON.parse(archive.split('\n')[0]!)).toMatchObject({
      format: 'tourney-tenant',
      tenantId: tenant.tenantId,
      tenantName: name,
    });

    // The same archive, uploaded back as a new tenant beside the original.
    await page.getByRole('button', { name: 'Import a tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a tenant' });
    const choosing = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await (await choosing).setFiles((await download.path())!);
    await visible(dialog.getByRole('checkbox', { name: /As a new tenant/ }));
    expect(await dialog.getByRole('checkbox', { name: /As a new tenant/ }).isChecked()).toBe(true);
    const copyName = `${name} copy`;
    await dialog.getByLabel('Name of the new tenant').fill(copyName);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(dialog.getByText(`Imported ${copyName}`));
    await visible(dialog.getByText(/its API key stayed behind: issue a new one/));
    await checkAccessibility(page);
    await screenshot(page, 'operator-tenant-import');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await visible(page.getByRole('cell', { name: copyName, exact: true }));
    const tenants = await apiData('GET', '/admin/tenants', { admin: true });
    const copy = tenants.find((t: { name: string }) => t.name === copyName);
    expect(copy.tenantId).not.toBe(tenant.tenantId);

    // Again under its own id: the installation holds it, so it is refused, saying why.
    await page.getByRole('button', { name: 'Import a tenant' }).click();
    const again = page.getByRole('dialog', { name: 'Import a tenant' });
    const choosingAgain = page.waitForEvent('filechooser');
    await again.getByRole('button', { name: 'Archive' }).click();
    await (await choosingAgain).setFiles((await download.path())!);
    await again.getByRole('checkbox', { name: /As a new tenant/ }).uncheck();
    await again.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(again.getByText(`tenant ${tenant.tenantId} exists here already`));
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
