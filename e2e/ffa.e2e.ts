import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, screenshot, ownerWorkspace } from './helpers/browser.js';
import { apiData } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { visible } from './support/tournament-pages.js';

const TEAMS = ['Kilo', 'Lima', 'Mike', 'November', 'Oscar', 'Papa'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());

/** The leaderboard of a lobby as its rows read: [rank, participant, points]. */
async function leaderboardRows(groupName: string) {
  const table = page.getByRole('table', { name: `${groupName} leaderboard` });
  await visible(table);
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('td, th').allInnerTexts();
      return [Number(cells[0]), cells[1], Number(cells[2])] as const;
    }),
  );
}

describe('FFA lobbies in the console', () => {
  it('enters a lobby’s placements and shows the leaderboard in points order', async () => {
    const { tournamentId, teamIds } = await publishedTournamentWithTeams(key, gameId, TEAMS, 2);
    const roundId = await generatedRound(key, tournamentId, teamIds, {
      roundType: 5,
      numberOfGroups: 2,
      maxParticipants: 3,
      matchesPerGroup: 2,
    });

    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    const lobby = page.getByRole('region', { name: 'Group A' });
    await visible(lobby);
    await lobby.getByRole('button', { name: 'Enter results for Group A' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    const names = await dialog.getByRole('rowheader').allInnerTexts();
    expect(names).toHaveLength(3);

    // Two participants in first place: the server refuses and names the field.
    await dialog.getByLabel(`${names[0]} placement`).fill('1');
    await dialog.getByLabel(`${names[1]} placement`).fill('1');
    await dialog.getByRole('button', { name: 'Save results' }).click();
    await visible(dialog.getByText(/^Placements must be unique and between 1 and 3$/));

    // The last-listed participant wins: 10 + 3 finishes + 1 knock × 0.5 = 13.5 points.
    const entries = [
      { name: names[2]!, placement: 1, finishes: 3, knocks: 1, points: 13.5 },
      { name: names[1]!, placement: 2, finishes: 1, knocks: 0, points: 7 },
      { name: names[0]!, placement: 3, finishes: 0, knocks: 0, points: 4 },
    ];
    for (const entry of entries) {
      await dialog.getByLabel(`${entry.name} placement`).fill(String(entry.placement));
      await dialog.getByLabel(`${entry.name} finishes`).fill(String(entry.finishes));
      await dialog.getByLabel(`${entry.name} knocks`).fill(String(entry.knocks));
    }
    await dialog.getByRole('button', { name: 'Save results' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const expected = entries.map((e, index) => [index + 1, e.name, e.points]);
    await expect.poll(() => leaderboardRows('Group A')).toEqual(expected);
    // The page shows what the server ranks.
    const groups = await apiData('GET', `/groups?roundId=${roundId}`, { key });
    const groupA = groups.items.find((g: { groupName: string }) => g.groupName === 'Group A');
    const standings = await apiData('GET', `/groups/${groupA.id}/standings`, { key });
    expect(
      standings.standings.map((l: { rank: number; participantName: string; points: number }) => [
        l.rank,
        l.participantName,
        l.points,
      ]),
    ).toEqual(expected);
    // Group B has no result yet: everyone on zero points.
    expect((await leaderboardRows('Group B')).map((row) => row[2])).toEqual([0, 0, 0]);
    await screenshot(page, 'ffa-leaderboard');
    await checkAccessibility(page);
  });
});
