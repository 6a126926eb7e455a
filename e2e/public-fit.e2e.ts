import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser, screenshot } from './helpers/browser.js';
import { apiData, baseUrl, createTenant, seedCatalogue } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { visible } from './support/tournament-pages.js';

// The public page where it is hard to read: standings wider than a phone, and a large bracket
// on a wall screen.

const TEAMS = Array.from({ length: 16 }, (_, i) => `Side ${String.fromCharCode(65 + i)}`);
const SCROLL_HINT = 'Scroll sideways for more →';

let browser: Browser;
let page: Page;
let shareSlug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { gameId } = await seedCatalogue();
  const { key } = await createTenant();
  const seeded = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
  await generatedRound(key, seeded.tournamentId, seeded.teamIds, { roundType: 1 });
  const publication = await apiData('PUT', `/tournaments/${seeded.tournamentId}/publication`, {
    key,
    body: { isPublic: true },
  });
  shareSlug = publication.shareSlug;
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'public-fit-failure');
});

async function open(viewport: { width: number; height: number }, query = '') {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`/t/${shareSlug}${query}`);
  await visible(page.getByRole('heading', { level: 1 }));
}

/** How far the element's content reaches past its frame, in pixels, across and down. */
const overflow = (selector: { name: RegExp }) =>
  page.getByRole('region', selector).evaluate((frame) => ({
    across: frame.scrollWidth - frame.clientWidth,
    down: frame.scrollHeight - frame.clientHeight,
  }));

describe('standings on a phone', () => {
  it('say that the table scrolls sideways, until it is scrolled to its end', async () => {
    await open({ width: 360, height: 740 });
    const standings = page.getByRole('region', { name: 'Standings' });
    await visible(standings);
    expect((await overflow({ name: /^Standings$/ })).across).toBeGreaterThan(0);
    await visible(page.getByText(SCROLL_HINT));
    expect(await standings.getAttribute('aria-describedby')).toBeTruthy();
    await standings.scrollIntoViewIfNeeded();
    await screenshot(page, 'public-standings-phone');
    await checkAccessibility(page);

    // Swiped to the last column, the hint goes.
    await standings.evaluate((frame) => frame.scrollTo({ left: frame.scrollWidth }));
    await page.getByText(SCROLL_HINT).waitFor({ state: 'detached' });
  });

  it('say nothing of scrolling where the table fits', async () => {
    await open({ width: 1280, height: 800 });
    await visible(page.getByRole('region', { name: 'Standings' }));
    expect((await overflow({ name: /^Standings$/ })).across).toBe(0);
    expect(await page.getByText(SCROLL_HINT).count()).toBe(0);
  });
});

describe('the wall view', () => {
  it('shows the whole 16-team bracket without scrolling', async () => {
    await open({ width: 1280, height: 720 }, '?view=wall');
    const bracket = page.getByRole('region', { name: /bracket$/ });
    await visible(bracket);
    await expect.poll(() => overflow({ name: /bracket$/ })).toEqual({ across: 0, down: 0 });
    await screenshot(page, 'public-wall-fit');
  });

  it('keeps the ordinary page at actual size, scrolling the large bracket', async () => {
    await open({ width: 1280, height: 720 });
    const bracket = page.getByRole('region', { name: /bracket$/ });
    await visible(bracket);
    expect(await bracket.locator('[style*="scale(1)"]').count()).toBe(1);
    expect((await overflow({ name: /bracket$/ })).down).toBeGreaterThan(0);
  });
});
