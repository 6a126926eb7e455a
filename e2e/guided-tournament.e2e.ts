import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, ownerWorkspace, screenshot } from './helpers/browser.js';
import { apiData, unique } from './helpers/server.js';
import {
  choose,
  expectStatus,
  field,
  localDateTime,
  registerTeamThroughApi,
  visible,
} from './support/tournament-pages.js';

const TEAMS = ['Aurora', 'Blaze', 'Cobalt', 'Dune', 'Ember', 'Frost', 'Granite', 'Harbor'];

let browser: Browser;
let page: Page;
let key: string;
let gameId: string;
let tournamentId: string;
let roundId: string;
const tournamentName = unique('Guided Cup');

beforeAll(async () => {
  ({ browser, page, key, gameId } = await ownerWorkspace());
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'guided-tournament-failure');
});

const summary = () => page.getByTestId('plan-summary').innerText();

interface ReadyMatch {
  matchId: string;
  bracket: { side: string };
  duelDetail: { participant1Name: string; participant2Name: string };
}

async function readyMatches(): Promise<ReadyMatch[]> {
  const data = await apiData(
    'GET',
    `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&matchStatus=1&pageSize=100`,
    { key },
  );
  return data.matches.filter(
    (m: { duelDetail: { participant1Id: string | null; participant2Id: string | null } }) =>
      m.duelDetail.participant1Id && m.duelDetail.participant2Id,
  );
}

/** Opens the match in the bracket and clicks its winner: one click, no score typed. */
async function clickWinner(matchId: string, winner: string) {
  await page.locator(`[data-match-id="${matchId}"]`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: `Winner: ${winner}`, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a double elimination set up through the guided form and run with one-click results', () => {
  it('asks for the format, shows the server’s counts and the empty bracket, and saves the plan', async () => {
    await page.goto('/console/tournaments');
    await page.getByRole('link', { name: 'New tournament' }).click();
    await field(page, 'Name').fill(tournamentName);
    await choose(page, 'Game', 'E2E Arena');
    await field(page, 'Team type').fill('1v1');
    await page.getByRole('radio', { name: /^Double elimination/ }).check();
    // A reset is the default: nobody leaves a double elimination on one loss.
    expect(await page.getByRole('combobox', { name: 'Grand final' }).inputValue()).toMatch(
      /^With a reset/,
    );
    await field(page, 'Max teams').fill('8');
    // 7 winners-bracket matches, 6 losers-bracket matches, the grand final and its reset.
    await expect.poll(summary).toBe('8 teams play 15 matches over 9 rounds.');
    const preview = page.getByRole('region', { name: 'What will happen' });
    await visible(preview.getByText('Seed 1', { exact: true }));
    await visible(preview.getByText('Seed 8', { exact: true }));

    await choose(page, 'Grand final', 'One match');
    await expect.poll(summary).toBe('8 teams play 14 matches over 8 rounds.');
    await choose(page, 'Grand final', 'With a reset');
    await field(page, 'Max teams').fill('6');
    // Byes for the top two seeds: fewer matches are played.
    await expect.poll(summary).toBe('6 teams play 11 matches over 8 rounds.');
    await field(page, 'Max teams').fill('8');
    await expect.poll(summary).toBe('8 teams play 15 matches over 9 rounds.');

    await field(page, 'Registration deadline').fill(localDateTime(2));
    await field(page, 'Start').fill(localDateTime(3));
    await field(page, 'End').fill(localDateTime(4));
    await screenshot(page, 'console-new-tournament');
    await checkAccessibility(page);

    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(/\/console\/tournaments\/[0-9a-f-]{36}$/);
    tournamentId = page.url().split('/').pop()!;
    await visible(page.getByRole('heading', { name: tournamentName }));
    await expectStatus(page, 'Draft');
    const stages = await apiData('GET', `/tournaments/${tournamentId}/stages`, { key });
    expect(stages.stages).toHaveLength(1);
    expect(stages.stages[0]).toMatchObject({ roundType: 2, options: { grandFinal: 'double' } });
  });

  it('opens registration as a step of its own, apart from the public page', async () => {
    const registration = page.getByRole('group', { name: 'Registration' });
    await visible(registration.getByText(/^Not open yet/));
    await registration.getByRole('button', { name: 'Open registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Open registration' }).click();
    await expectStatus(page, 'Upcoming');
    await visible(registration.getByText(/^Open: teams can register until/));
    // The public page is still off: registration does not show it.
    expect(await page.getByRole('switch', { name: /^Public page:/ }).isChecked()).toBe(false);
    // Integrators read the chosen format's name.
    const tournament = await apiData('GET', `/tournaments/${tournamentId}`, { key });
    expect(tournament.tournamentFormat).toBe('Double elimination');
  });

  it('starts the tournament with one action that seeds the teams into the planned bracket', async () => {
    for (const team of TEAMS) await registerTeamThroughApi(key, gameId, tournamentId, team);
    const pending = await apiData(
      'GET',
      `/tournaments/${tournamentId}/registrations?pageSize=100`,
      {
        key,
      },
    );
    for (const registration of pending.items)
      await apiData(
        'POST',
        `/tournaments/${tournamentId}/registrations/${registration.registrationId}/approve`,
        { key, expect: 200, body: {} },
      );
    await page.reload();
    const start = page.getByRole('group', { name: 'Start' });
    await visible(start.getByText(/^Start tournament: seeds 8 approved teams into “Bracket”/));
    await screenshot(page, 'console-tournament-steps');
    await checkAccessibility(page);
    await start.getByRole('button', { name: 'Start tournament' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start tournament' }).click();
    await page.waitForURL(/\/rounds\/[0-9a-f-]{36}$/);
    roundId = page.url().split('/').pop()!;
    const tournament = await apiData('GET', `/tournaments/${tournamentId}`, { key });
    expect(tournament.status).toBe(2);
    expect(await readyMatches()).toHaveLength(4);
  });

  it('takes a click on the winner as the result, and a second click corrects it', async () => {
    const [first] = await readyMatches();
    const { participant1Name, participant2Name } = first!.duelDetail;
    await clickWinner(first!.matchId, participant2Name);
    const matchOf = async () =>
      (
        await apiData(
          'GET',
          `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&pageSize=100`,
          {
            key,
          },
        )
      ).matches.find((m: { matchId: string }) => m.matchId === first!.matchId);
    expect((await matchOf()).matchResult).toBe(2);
    await clickWinner(first!.matchId, participant1Name);
    const corrected = await matchOf();
    expect(corrected.matchResult).toBe(1);
    expect(corrected.games).toMatchObject([{ participant1Score: 1, participant2Score: 0 }]);
  });

  it('plays every match with one click each, through the reset, until the champion is known', async () => {
    let champion = '';
    for (let played = 0; played < 20; played++) {
      const [match] = await readyMatches();
      if (!match) break;
      const { participant1Name, participant2Name } = match.duelDetail;
      // The losers-bracket finalist takes the first grand final, so the reset is played.
      const winner = match.bracket.side === 'grand_final' ? participant2Name : participant1Name;
      await clickWinner(match.matchId, winner);
      champion = winner;
    }
    const completed = await apiData(
      'GET',
      `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&matchStatus=3&pageSize=100`,
      { key },
    );
    expect(completed.matches).toHaveLength(15);
    const tournament = await apiData('GET', `/tournaments/${tournamentId}`, { key });
    expect(tournament.winnerTeamName).toBe(champion);
    await page.goto(`/console/tournaments/${tournamentId}`);
    await visible(page.getByRole('heading', { name: `Champion: ${champion}` }));
    await expectStatus(page, 'Completed');
  });
});
