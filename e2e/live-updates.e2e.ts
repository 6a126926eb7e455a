import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWorkspace } from './helpers/browser.js';
import { apiData } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { visible } from './support/tournament-pages.js';

const TEAMS = ['Uniform', 'Victor', 'Whiskey', 'Xray'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());

interface Match {
  matchId: string;
  matchStatus: number;
}

describe('live updates in the console', () => {
  it('shows a result reported elsewhere on the open round page, without a reload, refetching unchanged answers as 304s', async () => {
    const { tournamentId, teamIds } = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
    const roundId = await generatedRound(key, tournamentId, teamIds, { roundType: 1 });
    const { matches } = await apiData(
      'GET',
      `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&matchStatus=1`,
      { key },
    );
    const match = (matches as Match[])[0]!;
    const card = page.locator(`[data-match-id="${match.matchId}"]`);

    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    await visible(card);
    expect(await card.getAttribute('aria-label')).not.toContain('completed');
    // Gone if the page reloads.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The live event refetches every read of the tournament; those it did not change are 304s.
    const notModified: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/v1/') && response.status() === 304) notModified.push(pathname);
    });

    await apiData('POST', `/matches/${match.matchId}/result`, {
      key,
      expect: 200,
      body: { games: [{ participant1Score: 13, participant2Score: 7 }] },
    });
    await expect
      .poll(() => card.getAttribute('aria-label'), { timeout: 10_000 })
      .toContain('1–0, completed');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect.poll(() => notModified.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // What a 304 left in place is still shown: the teams of the round, the result beside them.
    for (const team of TEAMS) await visible(page.getByText(team).first());
    expect(await card.getAttribute('aria-label')).toContain('1–0, completed');
  });
});
