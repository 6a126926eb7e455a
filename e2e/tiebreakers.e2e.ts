import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, screenshot, ownerWorkspace } from './helpers/browser.js';
import { apiData } from './helpers/server.js';
import { publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { choose, field, visible } from './support/tournament-pages.js';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());

const tab = (name: string) => page.getByRole('tab', { name, exact: true });

/**
 * Every match of a four-team league: Alpha and Bravo both win twice; Alpha beat Bravo, but
 * Bravo won its other matches 13-0. Head-to-head ranks Alpha first, score difference Bravo.
 */
async function playLeague(tournamentId: string, roundId: string, teamIds: string[]) {
  const [a, b, c, d] = teamIds as [string, string, string, string];
  const results = new Map<string, [string, number, number]>([
    [`${a}|${b}`, [a, 13, 7]],
    [`${a}|${c}`, [c, 13, 4]],
    [`${a}|${d}`, [a, 13, 7]],
    [`${b}|${c}`, [b, 13, 0]],
    [`${b}|${d}`, [b, 13, 0]],
    [`${c}|${d}`, [d, 13, 11]],
  ]);
  const { matches } = await apiData(
    'GET',
    `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&pageSize=100`,
    { key },
  );
  for (const match of matches) {
    const { participant1Id: p1, participant2Id: p2 } = match.duelDetail;
    const [winner, high, low] = results.get(`${p1}|${p2}`) ?? results.get(`${p2}|${p1}`)!;
    const [s1, s2] = winner === p1 ? [high, low] : [low, high];
    await apiData('POST', `/matches/${match.matchId}/result`, {
      key,
      expect: 200,
      body: { games: [{ participant1Score: s1, participant2Score: s2 }] },
    });
  }
}

describe('tiebreakers in the console', () => {
  it('creates a league with chosen tiebreakers and shows why one team is above another', async () => {
    const { tournamentId, teamIds, suffix } = await publishedTournamentWithTeams(
      key,
      gameId,
      TEAMS,
      1,
    );
    await page.goto(`/console/tournaments/${tournamentId}`);
    await tab('Rounds').click();
    await page.getByRole('button', { name: 'New round' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Round name').fill('League');
    await choose(page, 'Format', 'Round robin');
    const picker = dialog.getByRole('combobox', { name: 'Tiebreakers' });
    await visible(picker);
    // The pills' box around the field takes the click, as it does for a person; the list stays
    // open while picking, in the order picked.
    await picker.click({ force: true });
    for (const option of [/^Score difference/, /^Head-to-head/])
      await page.getByRole('option', { name: option }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'tiebreakers-create-round');
    await dialog.getByRole('button', { name: 'Create round' }).click();
    await visible(page.getByRole('link', { name: 'League' }));

    const [round] = await apiData('GET', `/tournaments/${tournamentId}/rounds`, { key });
    expect(round.tiebreakers).toEqual(['scoreDifference', 'headToHead']);
    await apiData('POST', `/rounds/${round.id}/generate`, {
      key,
      expect: 200,
      body: {
        seeding: {
          mode: 'explicit',
          seeds: Object.fromEntries(teamIds.map((id, i) => [id, i + 1])),
        },
      },
    });
    await playLeague(tournamentId, round.id, teamIds);

    await page.goto(`/console/tournaments/${tournamentId}/rounds/${round.id}`);
    await visible(page.getByText('Ties broken by Score difference, then Head-to-head'));

    await page.goto(`/console/tournaments/${tournamentId}`);
    await tab('Standings').click();
    await choose(page, 'Standings of', 'League');
    await visible(page.getByText('ties broken by Score difference, then Head-to-head'));
    const standings = page.getByRole('table', { name: 'Standings' });
    await visible(standings);
    const headers = await standings.locator('thead th').allInnerTexts();
    expect(headers.slice(-2)).toEqual(['Score difference', 'Head-to-head']);
    const firstRow = standings.locator('tbody tr').first();
    await expect.poll(() => firstRow.innerText()).toContain(`Bravo ${suffix}`);
    const cells = await firstRow.locator('td').allInnerTexts();
    // Rank 1, two wins, +20 score difference and no head-to-head win among those left tied.
    expect([cells[0], cells[2], ...cells.slice(-2)]).toEqual(['1', '2', '20', '0']);
    const second = await standings.locator('tbody tr').nth(1).locator('td').allInnerTexts();
    expect([second[0], second[1], ...second.slice(-2)]).toEqual(['2', `Alpha ${suffix}`, '3', '0']);

    // The whole tournament keeps the usual order: Alpha beat Bravo.
    await choose(page, 'Standings of', 'The whole tournament');
    await visible(page.getByText('ties broken by Head-to-head, then Score difference'));
    await expect.poll(() => firstRow.innerText()).toContain(`Alpha ${suffix}`);
    await screenshot(page, 'tiebreakers-standings');
    await checkAccessibility(page);
  });
});
