import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signedInOwner,
  signInAsOperator,
} from './helpers/browser.js';
import { apiData, createTenant, seedCatalogue } from './helpers/server.js';
import { expectSentences, shownErrors, submitRefused } from './support/form-errors.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { choose, field, localDateTime, visible } from './support/tournament-pages.js';

// Every form of the console, sent empty and out of range: each message is a sentence about the
// field's label, all of one submit at once, and focus lands on the first field in error.

let browser: Browser;
let page: Page;
let key: string;
let tenantId: string;
let gameId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ gameId } = await seedCatalogue());
  const tenant = await createTenant();
  ({ key, tenantId } = tenant);
  ({ page } = await signedInOwner(browser, tenant));
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'form-messages-failure');
});

const dialog = () => page.getByRole('dialog');

describe('tournament forms', () => {
  it('new tournament: every problem of an empty form at once, then the rules between fields', async () => {
    await page.goto('/console/tournaments/new');
    await visible(page.getByRole('heading', { name: 'New tournament' }));
    await field(page, 'Team type').fill('');
    const empty = await submitRefused(page, page, 'Create tournament', [
      'Name is required',
      'Pick a game',
      'Team type is required',
      'Registration deadline is required',
      'Start is required',
      'End is required',
    ]);
    expect(empty).toHaveLength(6);
    // The first field of the form holds the focus, with its message read out.
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent),
      )
      .toMatch(/^Name/);
    await screenshot(page, 'form-errors');
    await checkAccessibility(page);

    await field(page, 'Name').fill('Message Cup');
    await choose(page, 'Game', 'E2E Arena');
    await field(page, 'Team type').fill('1v1');
    await field(page, 'Max teams').fill('100001');
    await field(page, 'Min team members').fill('0');
    await field(page, 'Max team members').fill('2');
    await field(page, 'Registration deadline').fill(localDateTime(5));
    await field(page, 'Start').fill(localDateTime(4));
    await field(page, 'End').fill(localDateTime(6));
    await submitRefused(page, page, 'Create tournament', [
      'Max teams must be between 1 and 100,000',
      'Min team members must be between 1 and 100',
    ]);
    // The plan's preview, fetched on its own, says what it cannot play in the same words.
    await expect
      .poll(async () => (await shownErrors(page)).join('\n'), { timeout: 15_000 })
      .toContain('Max teams must be between 2 and 1,024');
    expectSentences(await shownErrors(page));

    await field(page, 'Max teams').fill('8');
    await field(page, 'Min team members').fill('3');
    await field(page, 'End').fill(localDateTime(3));
    // The rules between fields come together, each next to its field, in the form's words.
    await submitRefused(page, page, 'Create tournament', [
      'Min team members must not exceed max team members',
      'Registration deadline must not be after start',
      'End must not be before start',
    ]);
  });

  it('edit: a blank name and an out-of-range colour', async () => {
    const { tournamentId } = await apiData('POST', '/tournaments', {
      key,
      body: {
        tournamentName: 'Edit me',
        gameId,
        enrollmentLimit: 8,
        minTeamMembers: 1,
        maxTeamMembers: 5,
        startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        endTime: new Date(Date.now() + 4 * 86_400_000).toISOString(),
        registrationDeadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        matchType: 1,
        teamType: '5v5',
        color: '#2B6CB0',
      },
    });
    await page.goto(`/console/tournaments/${tournamentId}/edit`);
    await field(page, 'Name').fill('   ');
    await field(page, 'Max teams').fill('0');
    await submitRefused(page, page, 'Save changes', [
      'Name is required',
      'Max teams must be between 1 and 100,000',
    ]);
  });
});

describe('round forms', () => {
  let tournamentId: string;
  let roundId: string;
  beforeAll(async () => {
    const seeded = await publishedTournamentWithTeams(
      key,
      gameId,
      ['Ash', 'Birch', 'Cedar', 'Dogwood'],
      1,
    );
    tournamentId = seeded.tournamentId;
    roundId = await generatedRound(key, tournamentId, seeded.teamIds, { roundType: 1 });
  });

  it('new round: an empty name and an end before the start', async () => {
    await page.goto(`/console/tournaments/${tournamentId}/rounds`);
    await page.getByRole('button', { name: 'New round' }).click();
    await field(dialog(), 'Round start').fill(localDateTime(5));
    await field(dialog(), 'Round end').fill(localDateTime(4));
    await submitRefused(page, dialog(), 'Create round', ['Round name is required']);
    await field(dialog(), 'Round name').fill('Second stage');
    await submitRefused(page, dialog(), 'Create round', [
      'Round end must not be before round start',
    ]);
    await page.keyboard.press('Escape');
  });

  it('stages: a stage without a name', async () => {
    await page.goto(`/console/tournaments/${tournamentId}/stages`);
    await page.getByRole('button', { name: 'Declare stages' }).click();
    await field(dialog(), 'Stage 1 name').fill('');
    await submitRefused(page, dialog(), 'Declare stages', ['Stage 1 name is required']);
    await page.keyboard.press('Escape');
  });

  it('result dialog: no score at all, then a negative score', async () => {
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    await page.locator('[data-match-id]').first().click();
    await submitRefused(page, dialog(), 'Save result', [
      'The result needs at least one game unless forfeit is given',
    ]);
    // Enter in the field sends the form before the field would clamp what was typed.
    const scores = dialog().getByRole('textbox');
    await scores.nth(1).fill('2');
    await scores.nth(0).fill('-1');
    await scores.nth(0).press('Enter');
    await expect
      .poll(() => shownErrors(dialog()))
      .toEqual([expect.stringMatching(/^Ash .*, game 1 must be between 0 and 1,000,000$/)]);
    expectSentences(await shownErrors(dialog()));
    await page.keyboard.press('Escape');
  });

  it('schedule: match length and stations out of range', async () => {
    await page.goto(`/console/tournaments/${tournamentId}/rounds/${roundId}`);
    await page.getByRole('button', { name: 'Auto-schedule' }).click();
    await field(dialog(), 'First matches start at').fill(localDateTime(3));
    await field(dialog(), 'Match length (minutes)').fill('0');
    await field(dialog(), 'Stations').fill('0');
    await submitRefused(page, dialog(), 'Schedule', [
      'Match length (minutes) must be between 1 and 1,440',
      'Stations must be between 1 and 1,000',
    ]);
    await page.keyboard.press('Escape');
  });
});

describe('settings forms', () => {
  it('webhook: an empty address, then one that is not a web address', async () => {
    await page.goto('/console/settings/webhooks');
    await page.getByRole('button', { name: 'Add a webhook' }).click();
    await submitRefused(page, dialog(), 'Create webhook', ['URL is required']);
    await field(dialog(), 'URL').fill('ftp://example.com/hook');
    const shown = await submitRefused(page, dialog(), 'Create webhook', []);
    expect(shown.join(' ')).toMatch(/^URL /);
    await page.keyboard.press('Escape');
  });

  it('API key: no name', async () => {
    await page.goto('/console/settings/keys');
    await page.getByRole('button', { name: 'Issue a key' }).click();
    await submitRefused(page, dialog(), 'Issue', ['Name is required']);
    await page.keyboard.press('Escape');
  });

  it('staff invitation: no email, then one that is not an address', async () => {
    await page.goto('/console/settings/staff');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await submitRefused(page, dialog(), 'Create invitation', []);
    await field(dialog(), 'Email').fill('not an address');
    await submitRefused(page, dialog(), 'Create invitation', [
      'Email must be an email address, like name@example.com',
    ]);
    await page.keyboard.press('Escape');
  });

  it('account: a new password too short', async () => {
    await page.goto('/console/settings/account');
    await field(page, 'Current password').fill('correct horse battery');
    await field(page, 'New password').fill('short');
    await field(page, 'Repeat the new password').fill('short');
    await submitRefused(page, page, 'Change password', [
      'New password must have at least 10 characters',
    ]);
  });

  it('embedding: a line that is not an origin', async () => {
    await page.goto('/console/settings/embedding');
    await field(page, 'Sites allowed to embed your public pages').fill('https://club.example/path');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => shownErrors(page)).not.toEqual([]);
    expectSentences(await shownErrors(page));
  });
});

describe('signing in and accepting an invitation', () => {
  it('sign in: empty, then an address that is not one', async () => {
    const guest = await newPage(browser);
    await guest.goto('/console/sign-in');
    const empty = await submitRefused(guest, guest, 'Sign in', [
      'Email is required',
      'Password is required',
    ]);
    expect(empty).toHaveLength(2);
    await field(guest, 'Email').fill('nobody');
    await guest.getByRole('textbox', { name: 'Password', exact: true }).fill('x');
    await submitRefused(guest, guest, 'Sign in', [
      'Email must be an email address, like name@example.com',
    ]);
    await guest.context().close();
  });

  it('operator sign-in: an empty token', async () => {
    const guest = await newPage(browser);
    await guest.goto('/console/sign-in');
    await guest.getByRole('tab', { name: 'Operator' }).click();
    const empty = await submitRefused(guest, guest, 'Sign in as operator', [
      'Admin token is required',
    ]);
    expect(empty).toHaveLength(1);
    await guest.context().close();
  });

  it('accept invitation: a password too short', async () => {
    const invitation = await apiData('POST', `/admin/tenants/${tenantId}/staff-invitations`, {
      admin: true,
      body: { email: 'new-organiser@example.com', role: 'organiser' },
    });
    const guest = await newPage(browser);
    await guest.goto(`/console/accept-invitation#token=${invitation.token}`);
    await field(guest, 'Password').fill('short');
    await field(guest, 'Repeat the password').fill('short');
    await submitRefused(guest, guest, 'Accept and sign in', [
      'Password must have at least 10 characters',
    ]);
    await guest.context().close();
  });
});

describe('operator forms', () => {
  let operator: Page;
  beforeAll(async () => {
    operator = await newPage(browser);
    await signInAsOperator(operator);
  });

  it('tenant: no name', async () => {
    await operator.goto('/console/operator/tenants');
    await operator.getByRole('button', { name: 'Create a tenant' }).click();
    await submitRefused(operator, operator.getByRole('dialog'), 'Create', ['Name is required']);
    await operator.keyboard.press('Escape');
  });

  it('game: no name, and a map image that is not a web address', async () => {
    await operator.goto('/console/operator/catalogue');
    await operator.getByRole('button', { name: 'Add game' }).click();
    await submitRefused(operator, operator.getByRole('dialog'), 'Add game', [
      'Game name is required',
    ]);
    await operator.keyboard.press('Escape');
  });

  it('currency: empty, then a code out of form', async () => {
    await operator.goto('/console/operator/catalogue');
    await submitRefused(operator, operator, 'Add currency', [
      'Code is required',
      'Currency name is required',
      'Symbol is required',
    ]);
    await field(operator, 'Code').fill('1');
    const shown = await submitRefused(operator, operator, 'Add currency', []);
    expect(shown.join(' ')).toMatch(/^Code /);
  });
});
