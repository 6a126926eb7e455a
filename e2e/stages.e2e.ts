import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, ownerWorkspace, screenshot } from './helpers/browser.js';
import { apiData } from './helpers/server.js';
import { publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { choose, visible } from './support/tournament-pages.js';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());

const stageCard = (name: string) => page.getByRole('region', { name });
// Badges are drawn in capitals; the words are the statuses'.
const textOf = async (card: ReturnType<typeof stageCard>) => (await card.innerText()).toLowerCase();

/** Every group match, the better seed winning. */
async function playGroups(tournamentId: string, roundId: string, seeded: string[]) {
  const { matches } = await apiData(
    'GET',
    `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&pageSize=100`,
    { key },
  );
  for (const match of matches) {
    const { participant1Id: p1, participant2Id: p2 } = match.duelDetail;
    const firstWins = seeded.indexOf(p1) < seeded.indexOf(p2);
    await apiData('POST', `/matches/${match.matchId}/result`, {
      key,
      expect: 200,
      body: {
        games: [{ participant1Score: firstWins ? 13 : 7, participant2Score: firstWins ? 7 : 13 }],
      },
    });
  }
}

describe('stages in the console', () => {
  it('declares groups into playoffs and shows who went through', async () => {
    const { tournamentId, teamIds } = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
    await page.goto(`/console/tournaments/${tournamentId}/stages`);
    await visible(page.getByText('No stages declared'));
    await page.getByRole('button', { name: 'Declare stages' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: 'Declare stages' });
    await visible(form);

    // An elimination bracket cannot feed another stage: the server says so at the field.
    await choose(page, 'Stage 1 format', 'Single elimination');
    await form.getByRole('button', { name: 'Declare stages' }).click();
    await visible(dialog.getByText(/can only be the last stage/).first());
    await choose(page, 'Stage 1 format', 'Round robin');
    await screenshot(page, 'stages-declare');
    await form.getByRole('button', { name: 'Declare stages' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const groups = stageCard('Stage 1: Groups');
    await visible(groups);
    await expect.poll(() => groups.innerText()).toContain('Round robin in 2 groups');
    expect(await groups.innerText()).toContain('Top 2 of each group go through');
    expect(await textOf(groups)).toContain('pending');
    const playoffs = stageCard('Stage 2: Playoffs');
    expect(await playoffs.innerText()).toContain('Last stage: crowns the winner');

    const { stages } = await apiData('GET', `/tournaments/${tournamentId}/stages`, { key });
    await apiData('POST', `/rounds/${stages[0].roundId}/generate`, {
      key,
      expect: 200,
      body: {
        seeding: {
          mode: 'explicit',
          seeds: Object.fromEntries(teamIds.map((id, i) => [id, i + 1])),
        },
      },
    });
    await playGroups(tournamentId, stages[0].roundId, teamIds);

    await page.reload();
    await visible(groups);
    await expect.poll(() => textOf(groups)).toContain('completed');
    const qualified = page.getByRole('list', { name: 'Qualified from Groups' });
    await visible(qualified);
    const names = await qualified.getByRole('listitem').allInnerTexts();
    expect(names).toHaveLength(4);
    // Serpentine groups of seeds 1,4,5,8 and 2,3,6,7, the better seed winning every match:
    // the winners Alpha and Bravo, then the runners-up Delta and Charlie (A1–B2, B1–A2).
    expect(names.map((n) => n.split(' ')[0])).toEqual(['Alpha', 'Bravo', 'Delta', 'Charlie']);
    expect(await textOf(playoffs)).toContain('ongoing');
    expect(await playoffs.innerText()).toContain('4 teams');
    await screenshot(page, 'stages-qualified');
    await checkAccessibility(page);
  });
});
