import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, ownerWorkspace, screenshot } from './helpers/browser.js';
import { apiData, baseUrl, unique } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { choose, field, visible } from './support/tournament-pages.js';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;

/** Plays every ready match of the round, participant 1 winning, until the bracket is done. */
async function playOut(tournamentId: string, roundId: string) {
  for (;;) {
    const { matches } = await apiData(
      'GET',
      `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&pageSize=100`,
      { key },
    );
    const ready = (matches as { matchId: string; matchStatus: number }[]).filter(
      (m) => m.matchStatus === 1,
    );
    if (ready.length === 0) return;
    for (const m of ready)
      await apiData('POST', `/matches/${m.matchId}/result`, {
        key,
        expect: 200,
        body: { games: [{ participant1Score: 13, participant2Score: 5 }] },
      });
  }
}

/** A four-team single elimination, started; `play` finishes it. */
async function cup() {
  const seeded = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
  const roundId = await generatedRound(key, seeded.tournamentId, seeded.teamIds, { roundType: 1 });
  const { tournamentName } = await apiData('GET', `/tournaments/${seeded.tournamentId}`, { key });
  return {
    ...seeded,
    tournamentName: tournamentName as string,
    names: TEAMS.map((n) => `${n} ${seeded.suffix}`),
    play: () => playOut(seeded.tournamentId, roundId),
  };
}

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'circuits-failure');
});

describe('circuits', () => {
  let first: Awaited<ReturnType<typeof cup>>;
  let second: Awaited<ReturnType<typeof cup>>;
  let pageUrl: string;
  let circuitName: string;

  it('creates a circuit with its points table, adds a finished tournament and shows its standings', async () => {
    first = await cup();
    await first.play();
    second = await cup();
    circuitName = unique('Spring Series');

    await page.goto('/console/circuits');
    await page.getByRole('link', { name: 'New circuit' }).click();
    await field(page, 'Circuit name').fill(circuitName);
    await page.getByLabel('Points (row 1)').fill('120');
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByLabel('To place (row 5)').fill('16');
    await page.getByLabel('Points (row 5)').fill('10');
    await page.getByRole('button', { name: 'Add a stage' }).click();
    await page.getByLabel('Stage (stage row 1)').fill('1');
    await page.getByLabel('Points (stage row 1)').fill('5');
    // A range over another is refused by the server, next to the row's field.
    await page.getByLabel('From place (row 5)').fill('8');
    await page.getByRole('button', { name: 'Create circuit' }).click();
    await visible(page.getByText('overlaps places 5–8 (pointsTable[3])'));
    await page.getByLabel('From place (row 5)').fill('9');
    await page.getByRole('button', { name: 'Create circuit' }).click();
    await visible(page.getByRole('heading', { name: circuitName, level: 2 }));

    await choose(page, 'Add a tournament', first.tournamentName);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const standings = page.getByRole('region', { name: 'Standings' });
    // Seed 1 wins: 120 points for the champion and 5 for playing stage 1.
    await expect.poll(() => standings.innerText()).toContain(first.names[0]!);
    await expect.poll(() => standings.innerText()).toContain('125');
    await choose(page, 'Add a tournament', second.tournamentName);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Tournaments' }).innerText())
      .toContain('not counted yet');

    await page.getByRole('switch', { name: /Public/ }).click();
    const link = page.getByRole('textbox', { name: 'Share link' });
    await visible(link);
    pageUrl = await link.inputValue();
    expect(pageUrl).toMatch(/\/c\/[A-Za-z0-9_-]{16}$/);
    await checkAccessibility(page);
    await screenshot(page, 'console-circuit');
  });

  it('shows the public standings on a phone and follows a tournament that completes', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
    const phone = await context.newPage();
    phone.setDefaultTimeout(15_000);
    await phone.goto(new URL(pageUrl).pathname);
    await visible(phone.getByRole('heading', { name: circuitName, level: 1 }));
    const table = phone.getByRole('table');
    await expect.poll(() => table.innerText()).toContain(first.names[0]!);
    // Nothing wider than the phone: the page scrolls down, never sideways.
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await visible(phone.getByText('Live'));

    // The second tournament completes: the open page shows its champion without a reload.
    await second.play();
    await expect.poll(() => table.innerText(), { timeout: 15_000 }).toContain(second.names[0]!);
    await checkAccessibility(phone);
    await screenshot(phone, 'public-circuit-phone');
    await context.close();
  });
});
