import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  ENGLISH_BROWSER,
  launchBrowser,
  screenshot,
} from './helpers/browser.js';
import { startHttpServer } from './helpers/receiver.js';
import {
  apiData,
  apiSession,
  baseUrl,
  createOwner,
  createTenant,
  seedCatalogue,
} from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { visible } from './support/tournament-pages.js';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
/** The colour publishedTournamentWithTeams gives the tournament, as the browser computes it. */
const TOURNAMENT_RGB = 'rgb(59, 91, 219)';

interface ApiMatch {
  matchId: string;
  matchNumber: number;
  duelDetail: { participant1Name: string | null; participant2Name: string | null };
  bracket: { round: number; position: number };
}

let browser: Browser;
let page: Page;
let key: string;
let tournamentId: string;
let roundId: string;
let shareSlug: string;
let teamNames: string[];
/** What the page must never show: the integrator's ids of the teams and users, staff emails. */
let privateValues: string[];
let owner: { email: string; password: string };
let firstSemifinal: ApiMatch;
let secondSemifinal: ApiMatch;

const report = (matchId: string, games: [number, number][]) =>
  apiData('POST', `/matches/${matchId}/result`, {
    key,
    expect: 200,
    body: {
      games: games.map(([one, two]) => ({ participant1Score: one, participant2Score: two })),
    },
  });

async function openPublicPage(viewport: { width: number; height: number }, query = '') {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, ...ENGLISH_BROWSER });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`/t/${shareSlug}${query}`);
  await visible(page.getByRole('heading', { level: 1 }));
}

const card = (match: ApiMatch) => page.locator(`[data-match-id="${match.matchId}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  const { gameId } = await seedCatalogue();
  const tenant = await createTenant();
  key = tenant.key;
  owner = await createOwner(tenant.tenantId);
  const seeded = await publishedTournamentWithTeams(key, gameId, TEAMS, 1);
  tournamentId = seeded.tournamentId;
  teamNames = TEAMS.map((name) => `${name} ${seeded.suffix}`);
  // registerTeamThroughApi's ids: the user's external id, its team's and its in-game id.
  privateValues = [
    owner.email,
    ...teamNames.flatMap((name) => {
      const externalId = name.toLowerCase().replace(/\W+/g, '-');
      return [externalId, `team-${externalId}`, `${externalId}-1`];
    }),
  ];
  roundId = await generatedRound(key, tournamentId, seeded.teamIds, {
    roundType: 1,
    bestOf: 3,
  });
  // Matches get times, which the public list shows.
  await apiData('POST', `/rounds/${roundId}/schedule`, {
    key,
    expect: 200,
    body: { startAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), matchMinutes: 45 },
  });
  const { matches } = await apiData(
    'GET',
    `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&pageSize=100`,
    { key },
  );
  const semifinals = (matches as ApiMatch[])
    .filter((m) => m.bracket.round === 1)
    .sort((a, b) => a.bracket.position - b.bracket.position);
  [firstSemifinal, secondSemifinal] = semifinals as [ApiMatch, ApiMatch];
  await report(firstSemifinal.matchId, [
    [13, 7],
    [13, 9],
  ]);
  const publication = await apiData('PUT', `/tournaments/${tournamentId}/publication`, {
    key,
    body: { isPublic: true },
  });
  shareSlug = publication.shareSlug;
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'public-page-failure');
});

async function expectBracketWithScore() {
  await visible(page.getByRole('region', { name: /bracket/ }));
  for (const name of teamNames) {
    await expect
      .poll(() => page.getByRole('region', { name: /bracket/ }).innerText())
      .toContain(name);
  }
  const [one, two] = [
    firstSemifinal.duelDetail.participant1Name,
    firstSemifinal.duelDetail.participant2Name,
  ];
  await expect
    .poll(() => card(firstSemifinal).getAttribute('aria-label'))
    .toBe(`Match ${firstSemifinal.matchNumber}: ${one} vs ${two}, 2–0, completed, ${one} won`);
}

async function expectNothingPrivate() {
  const text = await page.locator('body').innerText();
  const html = await page.content();
  for (const value of privateValues) {
    expect(text).not.toContain(value);
    expect(html).not.toContain(value);
  }
}

describe('the public page of a published single-elimination tournament', () => {
  it('shows the bracket, a reported score and the tournament’s colour on a phone', async () => {
    await openPublicPage({ width: 390, height: 844 });
    await expectBracketWithScore();
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(() => heading.evaluate((el) => getComputedStyle(el).color))
      .toBe(TOURNAMENT_RGB);
    // The bracket scrolls sideways inside its frame; the page itself does not.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await visible(page.getByRole('heading', { name: 'Matches' }));
    await expectNothingPrivate();
    await checkAccessibility(page);
    await screenshot(page, 'public-page-phone');
  });

  it('reads the same on a desktop, with landmarks and the matches list', async () => {
    await openPublicPage({ width: 1440, height: 900 });
    await expectBracketWithScore();
    await visible(page.getByRole('main'));
    await visible(page.getByRole('banner'));
    await visible(page.getByRole('contentinfo'));
    const listed = page
      .getByRole('listitem')
      .filter({ hasText: `Match ${firstSemifinal.matchNumber}` });
    await expect.poll(() => listed.innerText()).toMatch(/Completed/i);
    // The scheduled time, as a machine-readable <time> too.
    expect(await listed.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await expectNothingPrivate();
    await checkAccessibility(page);
    await screenshot(page, 'public-page-desktop');
  });

  it('says so when the address names no public tournament', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), ...ENGLISH_BROWSER });
    page = await context.newPage();
    const answer = await page.goto('/t/no-such-tournament-slug');
    expect(answer?.status()).toBe(404);
  });
});

describe('the embed script on another site', () => {
  it('frames the chrome-less page, sized to fit, from the script’s server', async () => {
    const site = await startHttpServer((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><html lang="en"><head><title>Partner site</title></head><body>` +
          `<h1>Our league</h1><script src="${baseUrl()}/embed.js" async></script>` +
          `<tourney-bracket slug="${shareSlug}"></tourney-bracket></body></html>`,
      );
    });
    try {
      // The partner's origin may frame the tenant's pages (an owner's console setting).
      const session = await apiSession(owner.email, owner.password);
      const saved = await session.call('PUT', '/settings/embedding', {
        body: { frameAncestors: [site.url] },
      });
      expect(saved.status).toBe(200);
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        ...ENGLISH_BROWSER,
      });
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(site.url);
      const frame = page.frameLocator('tourney-bracket iframe');
      await visible(frame.getByRole('region', { name: /bracket/ }));
      for (const name of teamNames) {
        await expect.poll(() => frame.getByRole('main').innerText()).toContain(name);
      }
      // No page chrome inside the frame.
      expect(await frame.getByRole('contentinfo').count()).toBe(0);
      // The partner's background shows through.
      expect(
        await frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
      ).toBe('rgba(0, 0, 0, 0)');
      // The frame grows from its default 480 px to the page's height.
      const iframe = page.locator('tourney-bracket iframe');
      await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(500);
      const inner = await frame
        .locator('#root')
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(Math.abs(((await iframe.boundingBox())?.height ?? 0) - inner)).toBeLessThan(2);
    } finally {
      await site.close();
    }
  });
});

describe('live updates', () => {
  it('shows a result reported through the API without a reload', async () => {
    await openPublicPage({ width: 1440, height: 900 });
    await expect.poll(() => page.getByRole('status').getAttribute('data-live-state')).toBe('live');
    // Gone after a reload: proves the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    // The refetch names the event (`after`): a URL no CDN kept from before the result.
    const refetched = page.waitForRequest((request) =>
      /\/api\/v1\/public\/tournaments\/[^/?]+\?after=./.test(request.url()),
    );
    await report(secondSemifinal.matchId, [
      [13, 2],
      [13, 5],
    ]);
    const { participant1Name: one, participant2Name: two } = secondSemifinal.duelDetail;
    await expect
      .poll(() => card(secondSemifinal).getAttribute('aria-label'))
      .toBe(`Match ${secondSemifinal.matchNumber}: ${one} vs ${two}, 2–0, completed, ${one} won`);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await refetched;
  });
});

describe('the public page of a free-for-all tournament', () => {
  it('shows each lobby’s leaderboard in the server’s points order', async () => {
    const { gameId } = await seedCatalogue();
    const ffa = await publishedTournamentWithTeams(key, gameId, ['Kilo', 'Lima', 'Mike'], 2);
    const ffaRoundId = await generatedRound(key, ffa.tournamentId, ffa.teamIds, {
      roundType: 5,
      numberOfGroups: 1,
      maxParticipants: 3,
      matchesPerGroup: 2,
    });
    const { items } = await apiData('GET', `/groups?roundId=${ffaRoundId}`, { key });
    const group = items[0] as { id: string; groupName: string };
    const before = await apiData('GET', `/groups/${group.id}/standings`, { key });
    const ids = (before.standings as { participantId: string }[]).map((l) => l.participantId);
    // The last listed wins: 10 points for first place + 2 finishes + 1 knock × 0.5.
    await apiData('POST', `/groups/${group.id}/results`, {
      key,
      expect: 200,
      body: {
        matchNumber: 1,
        placements: [ids[2], ids[0], ids[1]].map((participantId, index) => ({
          participantId,
          placement: index + 1,
          finishes: index === 0 ? 2 : 0,
          knocks: index === 0 ? 1 : 0,
        })),
      },
    });
    const { shareSlug: ffaSlug } = await apiData(
      'PUT',
      `/tournaments/${ffa.tournamentId}/publication`,
      { key, body: { isPublic: true } },
    );
    const after = await apiData('GET', `/groups/${group.id}/standings`, { key });
    const expected = (
      after.standings as { rank: number; participantName: string; points: number }[]
    ).map((l) => [String(l.rank), l.participantName, String(l.points), '1 / 2']);
    expect(expected[0]![2]).toBe('12.5');

    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      ...ENGLISH_BROWSER,
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`/t/${ffaSlug}`);
    const table = page.getByRole('table', { name: `${group.groupName} leaderboard` });
    await visible(table);
    const rows = async () =>
      Promise.all(
        (await table.locator('tbody tr').all()).map(async (row) => {
          const cells = await row.locator('td, th').allInnerTexts();
          return [cells[0], cells[1], cells[2], cells[6]];
        }),
      );
    await expect.poll(rows).toEqual(expected);
    await checkAccessibility(page);
  });
});
