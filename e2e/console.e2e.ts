import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signedInOwner,
  signIn,
  signInAsOperator,
} from './helpers/browser.js';
import { startHttpServer } from './helpers/receiver.js';
import {
  apiCall,
  apiSession,
  baseUrl,
  createOwner,
  createTenant,
  unique,
} from './helpers/server.js';
import { createTournament } from './helpers/tournaments.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signing in and out', () => {
  it('the sign-in page shows its form and passes the accessibility check', async () => {
    const page = await newPage(browser);
    await page.goto('/console/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).isVisible()).toBe(
      true,
    );
    await checkAccessibility(page);
    await screenshot(page, 'sign-in');
  });

  it('a wrong password is answered "Wrong email or password" and stays on the page', async () => {
    const { tenantId } = await createTenant();
    const owner = await createOwner(tenantId);
    const page = await newPage(browser);
    await page.goto('/console/sign-in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Wrong email or password',
    );
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
  });

  it('signs in with email and password, shows the organisation, and signs out from the menu', async () => {
    const { page, tenant } = await signedInOwner(browser);
    await page.getByText(tenant.name).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/console/sign-in');
    // The session is gone on the server too: opening a page asks to sign in again.
    await page.goto('/console/settings/account');
    await page.waitForURL(/\/console\/sign-in\?next=/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('a session ended elsewhere sends the next action to sign-in with a notice', async () => {
    const { page, owner } = await signedInOwner(browser);
    // A page that asks the server nothing by itself, so the click below is the next action.
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    const elsewhere = await apiSession(owner.email, owner.password);
    expect((await elsewhere.call('DELETE', '/console/sessions')).status).toBe(200);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(/\/console\/sign-in\?next=%2Fsettings%2Fkeys/);
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      'Your session has ended',
    );
  });
});

describe('isolation and forgery', () => {
  it("staff of one tenant opening another tenant's tournament get not-found", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const tournamentOfB = await createTournament(b.key);
    const { page } = await signedInOwner(browser, a);
    await page.goto(`/console/tournaments/${tournamentOfB.id}`);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    expect(await page.getByText(tournamentOfB.tournamentName).count()).toBe(0);
  });

  it('a form on another origin posting with the session cookie is refused and creates nothing', async () => {
    const { tenantId, key } = await createTenant();
    const owner = await createOwner(tenantId);
    const name = unique('Forged cup');
    const forger = await startHttpServer((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><html lang="en"><body><form method="post" enctype="text/plain" ` +
          `action="${baseUrl()}/api/v1/tournaments"><input name='{"tournamentName":"${name}","x":"' value='"}'>` +
          `</form><script>document.forms[0].submit()</script></body></html>`,
      );
    });
    try {
      const page = await newPage(browser);
      await signIn(page, owner.email, owner.password);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/tournaments'));
      await page.goto(forger.url);
      const refused = await answer;
      expect([401, 403]).toContain(refused.status());
      const tournaments = await apiCall('GET', '/tournaments?pageSize=100', { key });
      expect(tournaments.status).toBe(200);
      expect(JSON.stringify(tournaments.body)).not.toContain(name);
    } finally {
      await forger.close();
    }
  });
});

describe('the operator', () => {
  it('signs in with the admin token, creates a tenant and invites its owner, who accepts and lands signed in', async () => {
    const page = await newPage(browser);
    await signInAsOperator(page);
    await page.getByRole('heading', { name: 'Tenants' }).waitFor();

    const name = unique('Operator-made');
    await page.getByRole('button', { name: 'Create a tenant' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('cell', { name, exact: true }).waitFor();
    await checkAccessibility(page);
    await screenshot(page, 'operator-tenants');

    await page.getByRole('button', { name: `Invite first owner of ${name}` }).click();
    const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const acceptUrl = await page.getByLabel('Accept link').inputValue();
    expect(acceptUrl).toMatch(/\/console\/accept-invitation#token=/);

    const invited = await newPage(browser);
    await invited.goto(acceptUrl);
    await invited.getByText(`You are invited to ${name} as owner`).waitFor();
    await invited
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill('a long enough password');
    await invited
      .getByRole('textbox', { name: 'Repeat the password' })
      .fill('a long enough password');
    await invited.getByRole('button', { name: 'Accept and sign in' }).click();
    await invited.waitForURL(/\/console\/tournaments/);
    await invited.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await invited.getByRole('button', { name: 'Account menu' }).textContent()).toBe(email);
  });
});
