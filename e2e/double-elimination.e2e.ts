import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, screenshot, ownerWorkspace } from './helpers/browser.js';
import { apiData, unique } from './helpers/server.js';
import { enterDuelResult } from './support/bracket-pages.js';
import {
  choose,
  field,
  expectStatus,
  localDateTime,
  registerTeamThroughApi,
  visible,
} from './support/tournament-pages.js';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;
let tournamentId: string;
const tournamentName = unique('Double Cup');
/** The seeding order the organiser ends up with, top seed first. */
let seedOrder: string[] = [];

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());
// What the page showed when a step failed, to see why.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'double-elimination-failure');
});

const tab = (name: string) => page.getByRole('tab', { name, exact: true });

describe('an 8-team double-elimination tournament run entirely in the console', () => {
  it('creates the tournament, showing the server’s field errors next to the fields first', async () => {
    await page.goto('/console/tournaments');
    await visible(page.getByRole('heading', { name: 'Tournaments' }));
    await screenshot(page, 'tournaments-dashboard');
    await checkAccessibility(page);

    await page.getByRole('link', { name: 'New tournament' }).click();
    await field(page, 'Name').fill(tournamentName);
    await choose(page, 'Game', 'E2E Arena');
    await field(page, 'Team type').fill('1v1');
    // The format is chosen up front; its grand final has a reset unless changed.
    await page.getByRole('radio', { name: /^Double elimination/ }).check();
    await field(page, 'Registration deadline').fill(localDateTime(2));
    await field(page, 'Start').fill(localDateTime(3));
    // An end before the start: the server refuses and names the field.
    await field(page, 'End').fill(localDateTime(1));
    // Out of range: kept as typed when the field is left, never quietly saved as another number.
    await field(page, 'Max teams').fill('-4');
    await field(page, 'Max teams').press('Tab');
    expect(await field(page, 'Max teams').inputValue()).toBe('-4');
    await field(page, 'Min team members').fill('1');
    await field(page, 'Max team members').fill('3');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await field(page, 'Rule 1 title').fill('Format');
    await field(page, 'Rule 1 text').fill('Best of one, double elimination');
    await page.getByRole('button', { name: 'Add position' }).click();
    await field(page, 'Position 1').fill('1st');
    await field(page, 'Position 1 amount').fill('100');
    await page.getByRole('button', { name: 'Create tournament' }).click();

    const maxTeams = field(page, 'Max teams');
    await expect.poll(() => maxTeams.getAttribute('aria-invalid')).toBe('true');
    await visible(page.getByText('Max teams must be between 1 and 100,000'));
    await maxTeams.fill('8');
    await page.getByRole('button', { name: 'Create tournament' }).click();

    const endField = field(page, 'End');
    await expect.poll(() => endField.getAttribute('aria-invalid')).toBe('true');
    await visible(page.getByText('End must not be before start'));
    await screenshot(page, 'tournament-form');
    await checkAccessibility(page);

    await endField.fill(localDateTime(4));
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(/\/console\/tournaments\/[0-9a-f-]{36}$/);
    tournamentId = page.url().split('/').pop()!;
    await visible(page.getByRole('heading', { name: tournamentName }));
    await expectStatus(page, 'Draft');
  });

  it('finds the draft on the dashboard by status and name', async () => {
    await page.goto('/console/tournaments');
    await tab('Draft').click();
    await field(page, 'Search by name').fill(tournamentName.split(' ').pop()!);
    const row = page.getByRole('row').filter({ hasText: tournamentName });
    await visible(row);
    expect((await row.innerText()).toLowerCase()).toContain('draft');
    expect(await page.getByRole('table', { name: 'Tournaments' }).locator('tbody tr').count()).toBe(
      1,
    );
    await row.getByRole('link', { name: tournamentName }).click();
    await visible(page.getByRole('heading', { name: tournamentName }));
    await expectStatus(page, 'Draft');
  });

  it('opens registration after a confirmation', async () => {
    await page.getByRole('button', { name: 'Open registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Open registration' }).click();
    await expectStatus(page, 'Upcoming');
    await visible(page.getByText('Registration open'));
  });

  it('sees the 8 teams an integrator registers, and approves them all at once', async () => {
    for (const team of TEAMS) await registerTeamThroughApi(key, gameId, tournamentId, team);

    await page.reload();
    await expect.poll(() => page.getByTestId('teams-joined').innerText()).toBe('8 / 8');
    await tab('Registrations').click();
    await visible(page.getByText('8 registrations'));
    for (const team of TEAMS) await visible(page.getByTestId(`registration-${team}`));
    await screenshot(page, 'tournament-registrations');
    await checkAccessibility(page);

    await field(page, 'Select every pending registration on this page').check();
    await page.getByRole('button', { name: 'Approve selected (8)' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Approved' }).count())
      .toBe(8);

    await choose(page, 'Status', 'Approved');
    await visible(page.getByText('8 registrations'));
    const approved = await apiData('GET', `/tournaments/${tournamentId}/registrations?status=2`, {
      key,
    });
    expect(approved.totalCount).toBe(8);
  });

  it('seeds the planned double-elimination bracket by drag, keyboard and buttons', async () => {
    await tab('Rounds').click();
    // The bracket chosen on creation is already a round, waiting to be generated.
    await visible(page.getByRole('link', { name: 'Bracket' }));
    await page.getByRole('button', { name: 'Generate Bracket' }).click();
    const rows = page.getByTestId('seed-row');
    await expect.poll(() => rows.count()).toBe(8);
    // The list starts in name order (no seeds were given on approval).
    expect(await seedNames()).toEqual(TEAMS);

    // Buttons: Hotel up one place.
    await page.getByRole('button', { name: 'Move Hotel up' }).click();
    expect((await seedNames()).slice(6)).toEqual(['Hotel', 'Golf']);
    // Keyboard on the drag handle: Space lifts, an arrow moves, Space drops.
    await page.getByRole('button', { name: 'Drag Alpha' }).focus();
    // (dnd-kit measures the rows between key presses; a person is never faster than that.)
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(seedNames).toEqual(['Bravo', 'Alpha', ...TEAMS.slice(2, 6), 'Hotel', 'Golf']);
    // Mouse drag: Charlie to the top.
    await dragOnto(page, 'Charlie', 'Bravo');
    await expect.poll(async () => (await seedNames())[0]).toBe('Charlie');
    seedOrder = await seedNames();
    await screenshot(page, 'seeding-editor');
    await checkAccessibility(page);

    // Generating starts the tournament, and the button says so.
    await visible(page.getByText('Generating starts the tournament', { exact: false }));
    await page.getByRole('button', { name: 'Generate and start the tournament' }).click();
    await page.waitForURL(/\/rounds\/[0-9a-f-]{36}$/);
  });

  it('enters every result in the bracket, through a grand-final reset, until the champion is known', async () => {
    const roundId = page.url().split('/').pop()!;
    // The better seed wins, except that the third seed beats the second in the winners
    // semi-final, and the second, back through the losers bracket, takes the grand final: the
    // reset decides, and the top seed wins it. The runner-up ends with more wins (5–2) than the
    // champion (4–1).
    const seedOf = (name: string) => seedOrder.indexOf(name);
    let upset = false;
    const firstWins = (m: { bracket: { side: string } }, first: string, second: string) => {
      if (m.bracket.side === 'grand_final') return false;
      const better = seedOf(first) < seedOf(second);
      if (upset || [seedOf(first), seedOf(second)].sort().join() !== '1,2') return better;
      upset = true;
      return !better;
    };
    for (let played = 0; played < 20; played++) {
      const ready = await apiData(
        'GET',
        `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&matchStatus=1&pageSize=100`,
        { key },
      );
      const match = ready.matches.find(
        (m: { duelDetail: { participant1Id: string | null; participant2Id: string | null } }) =>
          m.duelDetail.participant1Id && m.duelDetail.participant2Id,
      );
      if (!match) break;
      const { participant1Name, participant2Name } = match.duelDetail;
      await enterDuelResult(page, {
        matchId: match.matchId,
        names: [participant1Name, participant2Name],
        score: firstWins(match, participant1Name, participant2Name) ? [1, 0] : [0, 1],
      });
    }
    // Each saved result replaced the last notice: they do not pile up over the actions.
    expect(await page.getByText(/^Result of match \d+ saved$/).count()).toBe(1);
    const tournament = await apiData('GET', `/tournaments/${tournamentId}`, { key });
    expect(tournament.winnerTeamName).toBe(seedOrder[0]);
    const reset = await apiData(
      'GET',
      `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&matchStatus=3&pageSize=100`,
      { key },
    );
    expect(
      reset.matches.some(
        (m: { bracket: { side: string } }) => m.bracket.side === 'grand_final_reset',
      ),
    ).toBe(true);
  });

  it('shows the champion, the completed status and the standings', async () => {
    await page.goto(`/console/tournaments/${tournamentId}`);
    await visible(page.getByRole('heading', { name: `Champion: ${seedOrder[0]}` }));
    // The server completes the tournament when its final round has a champion.
    await expectStatus(page, 'Completed');
    await tab('Standings').click();
    const standings = page.getByRole('table', { name: 'Standings' });
    await visible(standings);
    await visible(page.getByText('Ranked by final placement', { exact: false }));
    await expectPlaces(standings);
    await screenshot(page, 'tournament-standings');
    await checkAccessibility(page);
  });

  it('shows the same places on the public page', async () => {
    const { shareSlug } = await apiData('PUT', `/tournaments/${tournamentId}/publication`, {
      key,
      body: { isPublic: true },
    });
    await page.goto(`/t/${shareSlug}`);
    await visible(page.getByRole('heading', { level: 1 }));
    await expectPlaces(page.getByRole('table', { name: 'Standings' }));
    // The matches list in bracket order: the winners by round, the losers by round, then the
    // grand final and its reset (these matches have no times).
    const items = page
      .getByRole('heading', { name: 'Matches' })
      .locator('xpath=following-sibling::ul[1]/li');
    const numbers = (await items.allInnerTexts()).map((text) =>
      Number(/Match (\d+)/.exec(text)![1]),
    );
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    // A finished tournament says so, and no longer claims to be live.
    await visible(page.getByText('Completed', { exact: true }).first());
    expect(await page.locator('[data-live-state]').count()).toBe(0);
    await screenshot(page, 'public-standings-after-reset');
  });
});

async function seedNames(): Promise<string[]> {
  const rows = page.getByTestId('seed-row');
  const names: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const label = await rows
      .nth(i)
      .getByRole('button', { name: /^Drag / })
      .getAttribute('aria-label');
    names.push(label!.replace(/^Drag /, ''));
  }
  return names;
}

/** A pointer drag of one row's handle onto another row, in small steps as a hand would. */
async function dragOnto(target: Page, from: string, onto: string) {
  const handle = await target.getByRole('button', { name: `Drag ${from}` }).boundingBox();
  const destination = await target.getByRole('button', { name: `Drag ${onto}` }).boundingBox();
  if (!handle || !destination) throw new Error('seed rows not on screen');
  await target.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await target.mouse.down();
  await target.mouse.move(handle.x + handle.width / 2, handle.y - 5, { steps: 5 });
  await target.mouse.move(destination.x + destination.width / 2, destination.y + 2, { steps: 15 });
  await target.mouse.up();
}

/**
 * The champion's row first, with place 1, the reset's loser second, and the places shared by
 * the teams out in the same losers round shown as ranges.
 */
async function expectPlaces(standings: Locator) {
  const rows = standings.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(8);
  const cells = async (index: number) =>
    (await rows.nth(index).locator('td, th').allInnerTexts()).map((text) => text.trim());
  const [rank, place, name] = await cells(0);
  expect([rank, place, name]).toEqual(['1', '1', seedOrder[0]]);
  expect((await cells(1)).slice(0, 3)).toEqual(['2', '2', seedOrder[1]]);
  const places = [];
  for (let i = 0; i < 8; i++) places.push((await cells(i))[1]);
  expect(places).toEqual(['1', '2', '3', '4', '5–6', '5–6', '7–8', '7–8']);
}
