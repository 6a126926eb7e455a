import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from './helpers/browser.js';
import { apiData, apiSession, createOwner, seedCatalogue, unique } from './helpers/server.js';
import { enterDuelResult } from './support/bracket-pages.js';
import { choose, expectStatus, field, localDateTime, visible } from './support/tournament-pages.js';

const LINES = [
  'Night Owls: Nova (nova#1), Kite',
  'Red Foxes: Ada',
  'Blue Herons',
  'Grey Wolves: Linus, Grace (grace#7)',
];
const TEAMS = ['Night Owls', 'Red Foxes', 'Blue Herons', 'Grey Wolves'];

let browser: Browser;
let page: Page;
let session: Awaited<ReturnType<typeof apiSession>>;
let tenantId: string;
let tournamentId: string;
const tournamentName = unique('Club Cup');

beforeAll(async () => {
  browser = await launchBrowser();
  await seedCatalogue();
  // A tenant the operator creates with no API key: the club has no integrator.
  ({ tenantId } = await apiData('POST', '/admin/tenants', {
    admin: true,
    body: { name: unique('Club') },
  }));
  const owner = await createOwner(tenantId);
  page = await newPage(browser);
  await signIn(page, owner.email, owner.password);
  session = await apiSession(owner.email, owner.password);
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'participants-failure');
});

const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const read = async (path: string) => {
  const answer = await session.call('GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe('a club runs a tournament of its own participants, with no integrator', () => {
  it('creates the tournament and opens registration', async () => {
    await page.goto('/console/tournaments/new');
    await field(page, 'Name').fill(tournamentName);
    await choose(page, 'Game', 'E2E Arena');
    await field(page, 'Team type').fill('2v2');
    await field(page, 'Registration deadline').fill(localDateTime(2));
    await field(page, 'Start').fill(localDateTime(3));
    await field(page, 'End').fill(localDateTime(4));
    await field(page, 'Max teams').fill('4');
    await field(page, 'Min team members').fill('1');
    await field(page, 'Max team members').fill('2');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(/\/console\/tournaments\/[0-9a-f-]{36}$/);
    tournamentId = page.url().split('/').pop()!;
    const registration = page.getByRole('group', { name: 'Registration' });
    await registration.getByRole('button', { name: 'Open registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Open registration' }).click();
    await expectStatus(page, 'Upcoming');
  });

  it('pastes four participants: the server names a bad line, checks the list, then adds them', async () => {
    await tab('Participants').click();
    await tab('Paste many').click();
    const list = field(page, 'Participants, one a line');
    await list.fill([...LINES, 'Too Many: A, B, C'].join('\n'));
    await page.getByRole('button', { name: 'Check the list' }).click();
    await visible(page.getByText('Line 5: the team needs 1 to 2 players; it has 3'));
    await visible(page.getByText('Line 5: the tournament is full: 4 places were left'));

    await list.fill(LINES.join('\n'));
    await page.getByRole('button', { name: 'Check the list' }).click();
    await visible(page.getByText('4 participants ready to add'));
    expect(await read(`/tournaments/${tournamentId}/participants`)).toMatchObject({ items: [] });
    await page.getByRole('button', { name: 'Add them all' }).click();

    const table = page.getByRole('table', { name: 'Participants' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    for (const team of TEAMS) await visible(table.getByRole('cell', { name: team, exact: true }));
    await visible(table.getByRole('cell', { name: 'Nova, Kite' }));
    await screenshot(page, 'console-participants');
    await checkAccessibility(page);

    // Integration reads show them like any other team.
    const registrations = await read(`/tournaments/${tournamentId}/registrations?status=2`);
    expect(registrations.totalCount).toBe(4);
    const owls = (await read(`/tournaments/${tournamentId}/participants`)).items[0];
    const team = await read(`/teams/${owls.participantId}`);
    expect(team.members.map((m: { username: string }) => m.username)).toHaveLength(2);
  });

  it('edits a participant, the server naming the empty field', async () => {
    await page.getByRole('button', { name: 'Edit Blue Herons' }).click();
    const dialog = page.getByRole('dialog');
    const player = field(dialog, 'Player 1 name');
    await player.fill('');
    await field(dialog, 'Team name').fill('Blue Herons II');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => player.getAttribute('aria-invalid')).toBe('true');
    await player.fill('Heron');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Participants' });
    await visible(table.getByRole('cell', { name: 'Blue Herons II', exact: true }));
    await visible(table.getByRole('cell', { name: 'Heron', exact: true }));
    TEAMS[2] = 'Blue Herons II';
  });

  it('runs a single elimination from the console to its champion', async () => {
    // The tournament's plan (a single elimination, the new-tournament form's default) made its round.
    await tab('Rounds').click();
    await visible(page.getByRole('link', { name: 'Bracket' }));
    await page.getByRole('button', { name: 'Generate Bracket' }).click();
    await expect.poll(() => page.getByTestId('seed-row').count()).toBe(4);
    await page.getByRole('button', { name: 'Generate and start the tournament' }).click();
    await page.waitForURL(/\/rounds\/[0-9a-f-]{36}$/);
    const roundId = page.url().split('/').pop()!;

    for (let played = 0; played < 3; played++) {
      const ready = await read(
        `/matches/duel?tournamentId=${tournamentId}&roundId=${roundId}&matchStatus=1&pageSize=100`,
      );
      const match = ready.matches.find(
        (m: { duelDetail: { participant1Id: string | null; participant2Id: string | null } }) =>
          m.duelDetail.participant1Id && m.duelDetail.participant2Id,
      );
      const { participant1Name, participant2Name } = match.duelDetail;
      await enterDuelResult(page, {
        matchId: match.matchId,
        names: [participant1Name, participant2Name],
        score: [2, 1],
      });
    }
    const tournament = await read(`/tournaments/${tournamentId}`);
    expect(TEAMS).toContain(tournament.winnerTeamName);
    await page.goto(`/console/tournaments/${tournamentId}`);
    await visible(page.getByRole('heading', { name: `Champion: ${tournament.winnerTeamName}` }));
    await expectStatus(page, 'Completed');
  });

  it('never needed an API key', async () => {
    expect(await read('/keys')).toEqual([]);
  });
});
