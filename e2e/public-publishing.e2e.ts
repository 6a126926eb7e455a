import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser, screenshot, signedInOwner } from './helpers/browser.js';
import { apiCall, apiData } from './helpers/server.js';
import { createTournament } from './helpers/tournaments.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const publicData = (slug: string) => apiCall('GET', `/public/tournaments/${slug}`);

describe('the public page panel', () => {
  it('publishes, hands out the link and snippets, and a new link retires the old one', async () => {
    const { page, tenant } = await signedInOwner(browser);
    const created = (await createTournament(tenant.key)) as unknown as { tournamentId: string };
    const tournamentId = created.tournamentId;
    await page.goto(`/console/tournaments/${tournamentId}`);
    const published = page.getByRole('switch', { name: /^Public page:/ });
    await published.waitFor();
    await published.check();
    const link = page.getByRole('textbox', { name: 'Share link' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/t\/[A-Za-z0-9_-]{16}$/);
    const slug = url.split('/t/')[1]!;
    await expect(
      page.getByRole('textbox', { name: 'Embed with the script' }).inputValue(),
    ).resolves.toContain(`<tourney-bracket slug="${slug}"></tourney-bracket>`);
    await expect(
      page.getByRole('textbox', { name: 'Embed with an iframe' }).inputValue(),
    ).resolves.toContain(`${url}?embed=1`);
    await checkAccessibility(page);
    await screenshot(page, 'public-page-panel');
    // A draft's page stays hidden until the tournament is announced.
    expect((await publicData(slug)).status).toBe(404);
    await apiData('POST', `/tournaments/${tournamentId}/status`, {
      key: tenant.key,
      body: { status: 1 },
      expect: 200,
    });
    expect((await publicData(slug)).status).toBe(200);

    await page.getByRole('button', { name: 'New link' }).click();
    await page.getByRole('button', { name: 'Create new link' }).click();
    await page.waitForFunction(
      (old) =>
        (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== old,
      url,
    );
    const renewed = await link.inputValue();
    expect(renewed).not.toBe(url);
    expect((await publicData(slug)).status).toBe(404);

    await published.uncheck();
    await page.getByText(/Hidden: the link below/).waitFor();
    expect((await publicData(renewed.split('/t/')[1]!)).status).toBe(404);
  });
});

describe('the embedding settings', () => {
  it('saves origins and shows the entry the server refused', async () => {
    const { page } = await signedInOwner(browser);
    await page.goto('/console/settings/embedding');
    await page.getByRole('heading', { name: 'Embedding' }).waitFor();
    const origins = page.getByRole('textbox', { name: /Sites allowed to embed/ });
    await origins.fill('https://club.example\nhttps://club.example/path');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/The line https:\/\/club\.example\/path must be an origin/).waitFor();
    await origins.fill('https://club.example\n\nhttps://*.league.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Embedding settings saved').waitFor();
    await page.reload();
    await expect(origins.inputValue()).resolves.toBe(
      'https://club.example\nhttps://*.league.example',
    );
    await checkAccessibility(page);
  });
});
