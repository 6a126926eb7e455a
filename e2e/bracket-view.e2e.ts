import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from './helpers/browser.js';
import { apiData, createOwner, createTenant, seedCatalogue } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { visible } from './support/tournament-pages.js';

const TEAMS = Array.from({ length: 16 }, (_, i) => `Seed ${i + 1}`);

interface ApiMatch {
  matchId: string;
  matchNumber: number;
  matchStatus: number;
  duelDetail: { participant1Name: string | null; participant2Name: string | null };
  bracket: {
    side: string;
    round: number;
    position: number;
    winnerTo: { matchId: string; slot: number } | null;
  };
}

let browser: Browser;
let page: Page;
let key: string;
let tournamentId: string;
let roundId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { gameId } = await seedCatalogue();
  const tenant = await createTenant();
  key = tenant.key;
  const owner = await createOwner(tenant.tenantId);
  const seeded = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
  tournamentId = seeded.tournamentId;
  roundId = await generatedRound(key, tournamentId, seeded.teamIds, {
    roundType: 2,
    grandFinal: 'double',
  });
  page = await newPage(browser);
  await signIn(page, owner.email, owner.password);
});
afterAll(() => browser?.close());

async function roundMatches(): Promise<ApiMatch[]> {
  const page = await apiData(
    'GET',
    `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&pageSize=100`,
    { key },
  );
  return page.matches;
}

const at = (matches: ApiMatch[], side: string, round: number, position: number) =>
  matches.find(
    (m) => m.bracket.side === side && m.bracket.round === round && m.bracket.position === position,
  )!;

const card = (matchId: string) => page.locator(`[data-match-id="${matchId}"]`);

const report = (matchId: string, scores: [number, number]) =>
  apiData('POST', `/matches/${matchId}/result`, {
    key,
    expect: 200,
    body: { games: [{ participant1Score: scores[0], participant2Score: scores[1] }] },
  });

describe('a 16-team double-elimination bracket in the console', () => {
  it('draws both brackets and the finals, with results entered through the API', async () => {
    const matches = await roundMatches();
    for (const match of matches.filter(
      (m) => m.bracket.side === 'winners' && m.bracket.round === 1,
    )) {
      await report(match.matchId, [13, 7]);
    }
    await report(at(matches, 'winners', 2, 1).matchId, [13, 9]);

    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    await visible(page.getByRole('region', { name: /bracket/ }));
    for (const title of ['Winners round 1', 'Winners final', 'Losers round 1', 'Losers final']) {
      await visible(page.getByText(title, { exact: true }));
    }
    await visible(page.getByText('Grand final', { exact: true }));
    await visible(page.getByText('Grand final reset', { exact: true }));
    // 15 winners, 14 losers, the grand final and its reset.
    await expect.poll(() => page.locator('[data-match-id]').count()).toBe(31);
    const first = at(matches, 'winners', 1, 1);
    await expect
      .poll(() => card(first.matchId).getAttribute('aria-label'))
      .toBe(
        `Match ${first.matchNumber}: Seed 1 ${suffixOf(first)} vs Seed 16 ${suffixOf(first)}, 1–0, completed, Seed 1 ${suffixOf(first)} won`,
      );
  });

  it('enters a result in the dialog and shows the winner advanced', async () => {
    const matches = await roundMatches();
    const match = at(matches, 'winners', 2, 2);
    const [name1, name2] = [match.duelDetail.participant1Name!, match.duelDetail.participant2Name!];
    await card(match.matchId).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`${name1}, game 1`).fill('13');
    await dialog.getByLabel(`${name2}, game 1`).fill('4');
    await dialog.getByLabel('Map, game 1').fill('Harbour');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const next = match.bracket.winnerTo!.matchId;
    await expect.poll(() => card(next).getAttribute('aria-label')).toContain(name1);
    const saved = (await roundMatches()).find((m) => m.matchId === match.matchId)!;
    expect(saved.matchStatus).toBe(3);
  });

  it('shows why a correction is refused when a later match was played', async () => {
    const matches = await roundMatches();
    const match = at(matches, 'winners', 1, 1);
    const [name1, name2] = [match.duelDetail.participant1Name!, match.duelDetail.participant2Name!];
    await card(match.matchId).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`${name1}, game 1`).fill('2');
    await dialog.getByLabel(`${name2}, game 1`).fill('13');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await visible(dialog.getByRole('alert').filter({ hasText: 'Later matches already played' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const unchanged = (await roundMatches()).find((m) => m.matchId === match.matchId)!;
    expect(unchanged.matchStatus).toBe(3);

    await page.getByRole('button', { name: 'Fit' }).click();
    await screenshot(page, 'double-elimination-bracket');
    await checkAccessibility(page);
  });
});

/** The run's suffix of the team names (`Seed 1 <suffix>`), read back from a match. */
function suffixOf(match: ApiMatch) {
  return match.duelDetail.participant1Name!.replace(/^Seed \d+ /, '');
}

describe('the other formats in the console', () => {
  let gameId: string;
  beforeAll(async () => {
    ({ gameId } = await seedCatalogue());
  });

  async function generated(teams: number, body: Record<string, unknown>) {
    const names = Array.from({ length: teams }, (_, i) => `Seed ${i + 1}`);
    const seeded = await publishedTournamentWithTeams(key, gameId, names, 1);
    tournamentId = seeded.tournamentId;
    roundId = await generatedRound(key, tournamentId, seeded.teamIds, body);
    return seeded.suffix;
  }

  it('shows byes as byes in a 6-team single elimination with a third-place match', async () => {
    await generated(6, { roundType: 1, thirdPlaceMatch: true });
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    await visible(page.getByText('Third place', { exact: true }));
    await visible(page.getByText('Final', { exact: true }));
    const byes = page.getByRole('button', { name: /vs Bye, bye/ });
    await expect.poll(() => byes.count()).toBe(2);
  });

  it('draws a round robin as a cross table with ranked standings', async () => {
    const suffix = await generated(4, { roundType: 3 });
    const [first] = await roundMatches();
    await report(first!.matchId, [13, 2]);
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    const table = page.getByRole('table', { name: 'Cross table' });
    await visible(table);
    // Every pair meets once: 4 × 3 cells hold a match.
    await expect.poll(() => table.getByRole('button').count()).toBe(12);
    const standings = page.getByRole('table', { name: 'Standings' });
    await visible(standings);
    const leader = await standings.locator('tbody tr').first().locator('td, th').allInnerTexts();
    expect(leader.slice(0, 3)).toEqual(['1', first!.duelDetail.participant1Name, '1']);
    expect(leader[1]).toContain(suffix);
    await screenshot(page, 'round-robin');
    await checkAccessibility(page);
  });

  it('lists Swiss rounds and pairs the next stage from the console', async () => {
    await generated(4, { roundType: 4, swissStages: 2 });
    for (const match of await roundMatches()) await report(match.matchId, [13, 5]);
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    await visible(page.getByRole('region', { name: 'Round 1' }));
    await page.getByRole('button', { name: 'Pair next stage' }).click();
    const second = page.getByRole('region', { name: 'Round 2' });
    await visible(second);
    await expect.poll(() => second.locator('[data-match-id]').count()).toBe(2);
    // Winners of round 1 meet each other: both sides of a round-2 pairing won once.
    await visible(page.getByRole('table', { name: 'Standings' }));
    await screenshot(page, 'swiss');
    await checkAccessibility(page);
  });
});
