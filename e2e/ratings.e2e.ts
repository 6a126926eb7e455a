import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, ownerWorkspace, screenshot } from './helpers/browser.js';
import { apiData } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { visible } from './support/tournament-pages.js';

// Registered (and seeded) in this order; each beats every team after it.
const TEAMS = ['Quebec', 'Romeo', 'Sierra', 'Tango'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;
let teamIds: string[];
let suffix: string;

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());

/** The leaderboard as its rows read: [rank, player]. */
async function leaderboardRows() {
  const table = page.getByRole('table', { name: 'Leaderboard' });
  await visible(table);
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('td').allInnerTexts();
      return [Number(cells[0]), cells[1]] as const;
    }),
  );
}

describe('ratings in the console', () => {
  it('plays a round robin and shows the leaderboard in rating order', async () => {
    const made = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
    ({ teamIds, suffix } = made);
    const roundId = await generatedRound(key, made.tournamentId, teamIds, { roundType: 3 });
    const { matches } = await apiData(
      'GET',
      `/matches/duel?tournamentId=${made.tournamentId}&roundId=${roundId}&pageSize=100`,
      { key },
    );
    for (const m of matches) {
      const first = teamIds.indexOf(m.duelDetail.participant1Id);
      const second = teamIds.indexOf(m.duelDetail.participant2Id);
      const games =
        first < second
          ? [{ participant1Score: 13, participant2Score: 7 }]
          : [{ participant1Score: 7, participant2Score: 13 }];
      await apiData('POST', `/matches/${m.matchId}/result`, { key, expect: 200, body: { games } });
    }

    await page.goto(`/console/ratings?gameId=${gameId}`);
    const expected = TEAMS.map((name, i) => [i + 1, `${name} ${suffix}`]);
    await expect.poll(leaderboardRows).toEqual(expected);
    // The page shows the server's order.
    const board = await apiData('GET', `/games/${gameId}/leaderboard`, { key });
    expect(board.items.map((e: { displayName: string }) => e.displayName)).toEqual(
      expected.map(([, name]) => name),
    );
    await screenshot(page, 'console-leaderboard');
    await checkAccessibility(page);
  });

  it("opens a player's page with the rating history chart", async () => {
    await page.getByRole('link', { name: `${TEAMS[0]} ${suffix}` }).click();
    await page.waitForURL(/\/console\/ratings\/players\//);
    await visible(page.getByRole('table', { name: 'Ratings' }));
    const chart = page.getByRole('figure', { name: 'Rating history chart' });
    await visible(chart);
    // One line per series, through the start and the three matches.
    await expect.poll(() => chart.locator('.recharts-line').count()).toBe(2);
    const changes = page.getByRole('table', { name: 'Rating changes' }).locator('tbody tr');
    await expect.poll(() => changes.count()).toBe(3);
    // Three wins: every change is a gain.
    for (const text of await changes.locator('td:nth-child(3)').allInnerTexts())
      expect(text).toMatch(/^\+\d+\.\d$/);
    await screenshot(page, 'console-player-rating');
    await checkAccessibility(page);
  });

  it('orders a new bracket by rating in the seeding editor', async () => {
    // The same teams in a new tournament, registered worst first.
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const created = await apiData('POST', '/tournaments', {
      key,
      body: {
        tournamentName: `Rematch ${suffix}`,
        gameId,
        enrollmentLimit: 8,
        maxTeamMembers: 3,
        minTeamMembers: 1,
        startTime: inDays(3),
        endTime: inDays(4),
        registrationDeadline: inDays(2),
        matchType: 1,
        teamType: 'squad',
        color: '#3b5bdb',
      },
    });
    const tournamentId = created.tournamentId as string;
    await apiData('POST', `/tournaments/${tournamentId}/status`, {
      key,
      expect: 200,
      body: { status: 1 },
    });
    for (const teamId of [...teamIds].reverse())
      await apiData('POST', `/tournaments/${tournamentId}/registrations/teams/${teamId}`, {
        key,
        expect: 200,
        body: {},
      });
    const registrations = await apiData('GET', `/tournaments/${tournamentId}/registrations`, {
      key,
    });
    for (const r of registrations.items)
      await apiData(
        'POST',
        `/tournaments/${tournamentId}/registrations/${r.registrationId}/approve`,
        { key, expect: 200, body: {} },
      );
    await apiData('POST', `/tournaments/${tournamentId}/rounds`, {
      key,
      expect: 201,
      body: {
        roundName: 'Playoffs',
        roundType: 1,
        startDate: inDays(3),
        endDate: inDays(4),
      },
    });
    // The organiser marks this one unrated on its overview.
    await page.goto(`/console/tournaments/${tournamentId}`);
    const rated = page.getByRole('switch', { name: /^Rated/ });
    await visible(rated);
    expect(await rated.isChecked()).toBe(true);
    await rated.uncheck();
    await expect
      .poll(
        async () => (await apiData('GET', `/tournaments/${tournamentId}/ratings`, { key })).rated,
      )
      .toBe(false);

    await page.goto(`/console/tournaments/${tournamentId}/rounds`);
    await page.getByRole('button', { name: 'Generate Playoffs' }).click();
    const rows = page.getByTestId('seed-row');
    await expect.poll(() => rows.count()).toBe(4);
    await visible(rows.first().getByText(/^rating -?\d+\.\d$/));
    await page.getByRole('button', { name: 'Order by rating' }).click();
    const names = async () =>
      Promise.all(
        (await rows.all()).map(async (row) =>
          (await row.getByRole('button', { name: /^Drag / }).getAttribute('aria-label'))?.replace(
            /^Drag /,
            '',
          ),
        ),
      );
    await expect.poll(names).toEqual(TEAMS.map((name) => `${name} ${suffix}`));
  });
});
