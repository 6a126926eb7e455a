import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from './helpers/browser.js';
import { apiSession, createOwner, createTenant } from './helpers/server.js';

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
    const { tenantId, name } = await createTenant();
    const owner = await createOwner(tenantId);
    const page = await newPage(browser);
    await signIn(page, owner.email, owner.password);
    await page.getByText(name).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/console/sign-in');
    // The session is gone on the server too: opening a page asks to sign in again.
    await page.goto('/console/settings/account');
    await page.waitForURL(/\/console\/sign-in\?next=/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('a session ended elsewhere sends the next action to sign-in with a notice', async () => {
    const { tenantId } = await createTenant();
    const owner = await createOwner(tenantId);
    const page = await newPage(browser);
    await signIn(page, owner.email, owner.password);
    const elsewhere = await apiSession(owner.email, owner.password);
    expect((await elsewhere.call('DELETE', '/console/sessions')).status).toBe(204);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL(/\/console\/sign-in\?next=%2Fsettings%2Fkeys/);
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      'Your session has ended',
    );
  });
});
