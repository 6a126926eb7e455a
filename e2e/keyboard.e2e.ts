import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser, newPage, screenshot } from './helpers/browser.js';
import { apiData, createOwner, createTenant, seedCatalogue, unique } from './helpers/server.js';
import { expectFocus, focused, tabTo, typeDateTime } from './support/keyboard.js';
import { expectStatus, registerTeamThroughApi } from './support/tournament-pages.js';

// A 4-team single elimination run to its champion with the keyboard alone: Tab, Enter, Space,
// arrow keys and typing; no mouse click. Teams sign up through the integration API, as an
// integrator's site would.

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;
let owner: { email: string; password: string };
let tournamentId: string;
const tournamentName = unique('Keyboard Cup');
const roundName = 'Knockout';
const suffix = unique('').trim();
const TEAMS = ['Ace', 'Blaze', 'Comet', 'Dune'].map((name) => `${name} ${suffix}`);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ gameId } = await seedCatalogue());
  const tenant = await createTenant();
  key = tenant.key;
  owner = await createOwner(tenant.tenantId);
  page = await newPage(browser);
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'keyboard-failure');
});

const inDays = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setSeconds(0, 0);
  return at;
};

describe('the console with the keyboard alone', () => {
  it('signs in by typing and pressing Enter', async () => {
    await page.goto('/console/sign-in');
    await tabTo(page, /^INPUT\|\|Email\|/);
    await page.keyboard.type(owner.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/console/sign-in'));
  });

  it('the first Tab of a page reaches "Skip to content", which moves focus to the heading', async () => {
    await page.goto('/console/tournaments');
    await page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^A\|\|\|Skip to content\|/);
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    expect(await skipLink.isVisible()).toBe(true);
    await screenshot(page, 'skip-link');
    await checkAccessibility(page);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H1\|\|\|Tournaments\|/);
    // The next Tab starts from the page, not from the navigation.
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/Skip to content|API keys|Webhooks/);
  });

  it('creates the tournament; focus lands on each new page’s heading', async () => {
    await tabTo(page, /^A\|\|\|New tournament\|/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H1\|\|\|New tournament\|/);

    await tabTo(page, /^INPUT\|\|Name\|/);
    await page.keyboard.type(tournamentName);
    await tabTo(page, /^INPUT\|\|Game\|/);
    await page.keyboard.type('E2E Arena');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value))
      .toBe('E2E Arena');
    await tabTo(page, /^INPUT\|\|Team type\|/);
    await page.keyboard.type('1v1');
    // The format is a group of radio buttons: arrow keys move the choice (here, from the first
    // to the last, "Decide later": the round is created by hand below).
    await tabTo(page, /^INPUT\|\|Single elimination/);
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatch(/^INPUT\|\|Decide later/);
    await tabTo(page, /^INPUT\|\|Registration deadline\|/);
    await typeDateTime(page, inDays(2));
    await tabTo(page, /^INPUT\|\|Start\|/);
    await typeDateTime(page, inDays(3));
    await tabTo(page, /^INPUT\|\|End\|/);
    await typeDateTime(page, inDays(4));
    await tabTo(page, /^INPUT\|\|Max teams\|/);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/console\/tournaments\/[0-9a-f-]{36}$/);
    tournamentId = new URL(page.url()).pathname.split('/').pop()!;
    await expectFocus(page, new RegExp(`^H1\\|\\|\\|${tournamentName}\\|`));
  });

  it('opens registration through the confirmation dialog', async () => {
    await tabTo(page, /^BUTTON\|\|\|Open registration\|/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(page, /^BUTTON\|\|\|Open registration\|/);
    await page.keyboard.press('Enter');
    await expectStatus(page, 'Upcoming');
  });

  it('creates and generates the round after four teams signed up', async () => {
    const teamIds: string[] = [];
    for (const name of TEAMS) {
      teamIds.push(await registerTeamThroughApi(key, gameId, tournamentId, name));
    }
    const registrations = await apiData(
      'GET',
      `/tournaments/${tournamentId}/registrations?pageSize=100`,
      { key },
    );
    for (const [index, teamId] of teamIds.entries()) {
      const registration = registrations.items.find(
        (r: { participantId: string }) => r.participantId === teamId,
      );
      await apiData(
        'POST',
        `/tournaments/${tournamentId}/registrations/${registration.registrationId}/approve`,
        { key, expect: 200, body: { seed: index + 1 } },
      );
    }

    // The sections are tabs: arrow keys move between them.
    await tabTo(page, /^BUTTON\|\|\|Overview\|/, { back: true });
    for (let step = 0; step < 6 && !/\|Rounds\|/.test(await focused(page)); step++) {
      await page.keyboard.press('ArrowRight');
    }
    await page.waitForURL(/\/rounds$/);
    await tabTo(page, /^BUTTON\|\|\|New round\|/);
    await page.keyboard.press('Enter');
    // The dialog opens on its first field.
    await expectFocus(page, /^INPUT\|\|Round name\|/);
    await page.keyboard.type(roundName);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await tabTo(page, new RegExp(`^BUTTON\\|Generate ${roundName}\\|`));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await tabTo(page, /^BUTTON\|\|\|Generate( and start the tournament)?\|/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rounds\/[0-9a-f-]{36}$/);
    await expectFocus(page, new RegExp(`^H1\\|\\|\\|${roundName}\\|`));
  });

  it('reports every result from the bracket to the champion', async () => {
    const roundId = new URL(page.url()).pathname.split('/').pop()!;
    for (let played = 0; played < 3; played++) {
      const matches = await apiData(
        'GET',
        `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&pageSize=100`,
        { key },
      );
      const next = matches.matches.find(
        (m: {
          matchStatus: number;
          duelDetail: { participant1Id: string | null; participant2Id: string | null };
        }) => m.matchStatus === 1 && m.duelDetail.participant1Id && m.duelDetail.participant2Id,
      );
      expect(next, 'a match ready to play').toBeDefined();
      await tabTo(page, new RegExp(`\\|${next.matchId}$`));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The result dialog opens on the first score, not on its Close button.
      await expectFocus(page, /^INPUT\|\|.+, game 1\|/);
      if (played === 0) {
        await screenshot(page, 'result-dialog-keyboard');
        await checkAccessibility(page);
      }
      await page.keyboard.type('2');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^INPUT\|\|.+, game 1\|/);
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
    }
    const tournament = await apiData('GET', `/tournaments/${tournamentId}`, { key });
    expect(tournament.status).toBe(3);
    expect(tournament.winnerTeamName).toBe(TEAMS[0]);
  });
});
