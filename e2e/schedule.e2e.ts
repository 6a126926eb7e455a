import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, screenshot, ownerWorkspace } from './helpers/browser.js';
import { apiData } from './helpers/server.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { field, visible } from './support/tournament-pages.js';

const TEAMS = ['Quebec', 'Romeo', 'Sierra', 'Tango'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;
let tournamentId: string;
let roundId: string;
let teamIds: string[];
let suffix: string;

interface ApiMatch {
  matchNumber: number;
  matchStatus: number;
  scheduledAt: string | null;
  duelDetail: { participant1Id: string; participant2Id: string; winnerTeamId: string | null };
}
const listMatches = async (): Promise<ApiMatch[]> =>
  (await apiData('GET', `/matches/duel?tournamentId=${tournamentId}`, { key })).matches;

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
  ({ tournamentId, teamIds, suffix } = await publishedTournamentWithTeams(key, gameId, TEAMS, 1));
  roundId = await generatedRound(key, tournamentId, teamIds, { roundType: 1 });
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'schedule-failure');
});

/** The "Starts at" cell of a row of the schedule table. */
const startsAt = (label: string) => page.getByTestId(`schedule-${label}`).locator('td').nth(2);
/** A local time as the console prints it: "6:00 PM" or "18:00" depending on the locale. */
const shows = (hours: number, minutes: number) => {
  const mm = String(minutes).padStart(2, '0');
  const twelve = `${hours % 12 === 0 ? 12 : hours % 12}:${mm}\\s?${hours < 12 ? 'AM' : 'PM'}`;
  return new RegExp(`(${twelve}|${String(hours).padStart(2, '0')}:${mm})`);
};

describe('scheduling a round and disqualifying a team in the console', () => {
  it('lists every match unscheduled, then plans the round from the dialog', async () => {
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await visible(schedule);
    for (const label of ['Match 1', 'Match 2', 'Match 3'])
      await expect.poll(() => startsAt(label).innerText()).toBe('Not scheduled');

    await schedule.getByRole('button', { name: 'Auto-schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-schedule the round' });
    await visible(dialog);
    // A start in the past: the server refuses and the dialog says why.
    await field(dialog, 'First matches start at').fill('2020-01-01T10:00');
    await field(dialog, 'Match length (minutes)').fill('30');
    await field(dialog, 'Break between matches (minutes)').fill('10');
    await field(dialog, 'Stations').fill('1');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await visible(dialog.getByRole('alert').getByText('A match cannot be scheduled in the past'));
    await screenshot(page, 'auto-schedule-dialog');
    await checkAccessibility(page);

    await field(dialog, 'First matches start at').fill('2031-03-01T18:00');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await visible(page.getByText('3 matches scheduled'));
    // One station: the semi-finals one after the other, the final once both are over.
    await expect.poll(() => startsAt('Match 1').innerText()).toMatch(shows(18, 0));
    await expect.poll(() => startsAt('Match 2').innerText()).toMatch(shows(18, 40));
    await expect.poll(() => startsAt('Match 3').innerText()).toMatch(shows(19, 20));
    await expect(startsAt('Match 3').innerText()).resolves.toMatch(/2031/);
    await screenshot(page, 'round-schedule');
    await checkAccessibility(page);
  });

  it('moves and clears one match’s time', async () => {
    await page.getByRole('button', { name: 'Set time of Match 2' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await field(dialog, 'Starts at').fill('2031-03-02T09:30');
    await dialog.getByRole('button', { name: 'Save time' }).click();
    await expect.poll(() => startsAt('Match 2').innerText()).toMatch(shows(9, 30));

    await page.getByRole('button', { name: 'Set time of Match 1' }).click();
    await visible(page.getByRole('dialog'));
    await page.getByRole('dialog').getByRole('button', { name: 'Clear time' }).click();
    await expect.poll(() => startsAt('Match 1').innerText()).toBe('Not scheduled');
    const matches = await listMatches();
    const byNumber = (n: number) => matches.find((m) => m.matchNumber === n)!;
    expect(byNumber(1).scheduledAt).toBeNull();
    expect(Date.parse(byNumber(2).scheduledAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('disqualifies a team after a confirmation: its semi-final is a forfeit', async () => {
    const name = `${TEAMS[0]} ${suffix}`;
    await page.goto(`/console/tournaments/${tournamentId}`);
    await page.getByRole('tab', { name: 'Registrations', exact: true }).click();
    const row = page.getByTestId(`registration-${name}`);
    await visible(row);
    await row.getByRole('button', { name: `Disqualify ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disqualify' });
    await visible(confirm.getByText(/Every match it has left is recorded as its forfeit/));
    await screenshot(page, 'disqualify-confirmation');
    await confirm.getByRole('button', { name: 'Disqualify' }).click();
    await visible(row.getByText('Disqualified'));
    await expect(row.getByRole('button', { name: `Disqualify ${name}` }).count()).resolves.toBe(0);
    await screenshot(page, 'registration-disqualified');

    const semi = (await listMatches()).find(
      (m) =>
        m.duelDetail.participant1Id === teamIds[0] || m.duelDetail.participant2Id === teamIds[0],
    );
    if (!semi) throw new Error('The team plays no match');
    expect(semi.matchStatus).toBe(3);
    expect(semi.duelDetail.winnerTeamId).not.toBe(teamIds[0]);

    // The round page shows the forfeited match as played: its time can no longer be set.
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    await visible(page.getByRole('region', { name: 'Schedule' }));
    await visible(startsAt(`Match ${semi.matchNumber}`));
    await expect(
      page.getByRole('button', { name: `Set time of Match ${semi.matchNumber}` }).count(),
    ).resolves.toBe(0);
  });
});
