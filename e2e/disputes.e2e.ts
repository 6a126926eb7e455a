import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, screenshot, ownerWorkspace } from './helpers/browser.js';
import { apiData } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { visible } from './support/tournament-pages.js';

const TEAMS = ['Quebec', 'Romeo', 'Sierra', 'Tango'];

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
  matchNumber: number;
  matchStatus: number;
  duelDetail: { participant1Name: string; participant2Name: string };
}

/** The owner of a team signed up by `registerTeamThroughApi` acts for it: its external id. */
const ownerOf = (teamName: string) => teamName.toLowerCase().replace(/\W+/g, '-');

async function report(match: Match, side: 1 | 2, body: object) {
  const name = side === 1 ? match.duelDetail.participant1Name : match.duelDetail.participant2Name;
  return apiData('POST', `/matches/${match.matchId}/reports?externalUserId=${ownerOf(name)}`, {
    key,
    expect: 200,
    body,
  });
}

describe('the dispute queue in the console', () => {
  it('shows both reports with their evidence, and resolves a dispute by entering the score', async () => {
    const { tournamentId, teamIds } = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
    const roundId = await generatedRound(key, tournamentId, teamIds, { roundType: 1 });
    const { matches } = await apiData(
      'GET',
      `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&matchStatus=1`,
      { key },
    );
    const [disputed, waiting] = matches as Match[];
    await report(disputed!, 1, {
      games: [{ participant1Score: 13, participant2Score: 7 }],
      evidenceUrls: ['https://cdn.example.com/scoreboard.png'],
    });
    await report(disputed!, 2, {
      games: [{ participant1Score: 5, participant2Score: 13 }],
      evidenceUrls: ['https://clips.example.org/round-1'],
    });
    await report(waiting!, 1, { games: [{ participant1Score: 13, participant2Score: 4 }] });
    const [home, away] = [
      disputed!.duelDetail.participant1Name,
      disputed!.duelDetail.participant2Name,
    ];

    // The round view says which scores are reported but not applied.
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    const pending = page.getByRole('alert', { name: 'Reported scores' });
    await visible(pending);
    await visible(pending.getByText('Reported scores not applied yet (2)'));
    await visible(pending.getByText(`Match ${disputed!.matchNumber}: Disputed`, { exact: false }));
    const { participant1Name: w1, participant2Name: w2 } = waiting!.duelDetail;
    await visible(
      pending.getByText(`${w1} reported 13–4; waiting for ${w2} to confirm`, { exact: false }),
    );
    await pending.getByRole('link', { name: 'Open the dispute queue' }).click();

    await page.waitForURL(`**/tournaments/${tournamentId}/disputes`);
    await visible(page.getByRole('heading', { name: 'Disputes (1)' }));
    await visible(page.getByRole('heading', { name: 'Waiting for confirmation (1)' }));
    const card = page.getByRole('article', {
      name: new RegExp(`^Match ${disputed!.matchNumber} `),
    });
    await visible(card.getByText('Disputed', { exact: true }));
    const rows = card.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const [first, second] = await Promise.all([rows.nth(0).innerText(), rows.nth(1).innerText()]);
    expect(first).toContain(home);
    expect(first).toContain('13–7');
    expect(second).toContain(away);
    expect(second).toContain('5–13');
    const evidence = card.getByRole('link', { name: 'Evidence 1 (cdn.example.com)' });
    expect(await evidence.getAttribute('href')).toBe('https://cdn.example.com/scoreboard.png');
    await visible(card.getByRole('link', { name: 'Evidence 1 (clips.example.org)' }));
    await checkAccessibility(page);
    await screenshot(page, 'dispute-queue');

    await card.getByRole('button', { name: 'Resolve: enter the score' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await dialog.getByLabel(`${home}, game 1`).fill('13');
    await dialog.getByLabel(`${away}, game 1`).fill('11');
    await dialog.getByRole('button', { name: 'Resolve with this score' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await visible(page.getByRole('heading', { name: 'Disputes (0)' }));
    await visible(page.getByText('No disputes.'));
    const resolved = await apiData('GET', `/matches/${disputed!.matchId}/reports`, { key });
    expect(resolved).toMatchObject({
      state: 'resolved',
      resolution: { games: [{ participant1Score: 13, participant2Score: 11 }] },
      match: { matchStatus: 3, matchResult: 1 },
    });
  });
});
