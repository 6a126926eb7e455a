import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, screenshot, ownerWorkspace } from './helpers/browser.js';
import { apiData, unique } from './helpers/server.js';
import { registerTeamThroughApi, visible } from './support/tournament-pages.js';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const suffix = unique('').trim();
const [ALPHA, BRAVO, CHARLIE, DELTA, ECHO] = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map(
  (name) => `${name} ${suffix}`,
) as [string, string, string, string, string];
/** registerTeamThroughApi names the owner after the team. */
const ownerOf = (name: string) => name.toLowerCase().replace(/\W+/g, '-');

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;
let tournamentId: string;
const teamIds: Record<string, string> = {};

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'check-in-failure');
});

const checkInList = () => page.getByRole('table', { name: 'Check-in list' });
const checkInRow = (name: string) => page.getByTestId(`check-in-${name}`);
const waitlist = () => page.getByRole('list', { name: 'Waitlist' });
const waitlistNames = async () =>
  (await waitlist().getByRole('listitem').allInnerTexts()).map((t) => t.split(' (')[0]);

async function openRegistrations() {
  await page.goto(`/console/tournaments/${tournamentId}`);
  await page.getByRole('tab', { name: 'Registrations', exact: true }).click();
  await visible(checkInList());
}

describe('check-in and the waitlist in the console', () => {
  it('shows who checked in, the waitlist in order, and checks teams in and out', async () => {
    const tournament = await apiData('POST', '/tournaments', {
      key,
      body: {
        tournamentName: unique('Night Cup'),
        gameId,
        enrollmentLimit: 3,
        maxTeamMembers: 3,
        minTeamMembers: 1,
        registrationDeadline: inMinutes(30),
        startTime: inMinutes(60),
        endTime: inMinutes(300),
        matchType: 1,
        teamType: '1v1',
        color: '#3b5bdb',
        waitlistEnabled: true,
        checkInWindowMinutes: 120,
      },
    });
    tournamentId = tournament.tournamentId;
    await apiData('POST', `/tournaments/${tournamentId}/status`, {
      key,
      expect: 200,
      body: { status: 1 },
    });
    for (const name of [ALPHA, BRAVO, CHARLIE, DELTA, ECHO])
      teamIds[name] = await registerTeamThroughApi(key, gameId, tournamentId, name);
    const { items } = await apiData('GET', `/tournaments/${tournamentId}/registrations`, { key });
    for (const r of items.filter((x: { status: number }) => x.status === 1))
      await apiData(
        'POST',
        `/tournaments/${tournamentId}/registrations/${r.registrationId}/approve`,
        {
          key,
          expect: 200,
          body: {},
        },
      );
    // Alpha's owner checks the team in on the integrator's site.
    await apiData(
      'POST',
      `/tournaments/${tournamentId}/registrations/teams/${teamIds[ALPHA]}/check-in?externalUserId=${ownerOf(ALPHA)}`,
      { key, expect: 200 },
    );

    await openRegistrations();
    await visible(page.getByText('1 of 3 approved teams checked in'));
    expect(await checkInRow(BRAVO).innerText()).toContain('Not checked in');
    expect(await checkInRow(ALPHA).innerText()).not.toContain('Not checked in');
    expect(await waitlistNames()).toEqual([DELTA, ECHO]);
    await screenshot(page, 'check-in-list');
    await checkAccessibility(page);

    await page.getByRole('button', { name: `Check in ${BRAVO}` }).click();
    await visible(page.getByText('2 of 3 approved teams checked in'));
    await page.getByRole('button', { name: `Check out ${BRAVO}` }).click();
    await visible(page.getByText('1 of 3 approved teams checked in'));
    await page.getByRole('button', { name: `Check in ${BRAVO}` }).click();
    await visible(page.getByText('2 of 3 approved teams checked in'));
  });

  it('promotes the first waiting team when a team withdraws', async () => {
    await apiData(
      'DELETE',
      `/tournaments/${tournamentId}/registrations/teams/${teamIds[CHARLIE]}?externalUserId=${ownerOf(CHARLIE)}`,
      { key, expect: 200 },
    );
    await openRegistrations();
    await expect.poll(waitlistNames).toEqual([ECHO]);
    expect((await page.getByTestId(`registration-${DELTA}`).innerText()).toLowerCase()).toContain(
      'pending',
    );
    await page.getByRole('button', { name: `Approve ${DELTA}` }).click();
    await visible(checkInRow(DELTA));
    await visible(page.getByText('2 of 3 approved teams checked in'));
  });

  it('marks the team that did not check in a no-show when the round is generated', async () => {
    const round = await apiData('POST', `/tournaments/${tournamentId}/rounds`, {
      key,
      body: { roundName: 'Final', roundType: 1, startDate: inMinutes(60), endDate: inMinutes(120) },
    });
    await apiData('POST', `/rounds/${round.id}/generate`, { key, expect: 200, body: {} });
    await openRegistrations();
    // The badge is upper-cased by its style: compare the words, not the case.
    const textOf = async (testId: string) =>
      (await page.getByTestId(testId).innerText()).toLowerCase();
    await expect.poll(() => textOf(`check-in-${DELTA}`)).toContain('no-show');
    expect(await textOf(`check-in-${ALPHA}`)).not.toContain('no-show');
    expect(await textOf(`registration-${DELTA}`)).toContain('no-show');
    await screenshot(page, 'check-in-no-shows');
    await checkAccessibility(page);
  });
});
