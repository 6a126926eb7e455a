import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signedInOwner,
  signIn,
} from './helpers/browser.js';
import { startHttpServer } from './helpers/receiver.js';
import { apiCall, createStaff, createTenant } from './helpers/server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('API keys', () => {
  it('a key issued in the console is shown once and the API accepts it', async () => {
    const { page } = await signedInOwner(browser);
    await page.goto('/console/settings/keys');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await checkAccessibility(page);
    await page.getByRole('button', { name: 'Issue a key' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('scoreboard');
    await page.getByRole('checkbox', { name: /^manage/ }).check();
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const secret = page.getByLabel('Secret of "scoreboard"');
    await secret.waitFor();
    const apiKey = await secret.inputValue();
    expect(apiKey.length).toBeGreaterThan(20);
    await expect(
      page.getByText('This is the only time the key is shown').isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'keys-secret');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    const row = page.getByRole('row', { name: /scoreboard/ });
    await expect(row.textContent()).resolves.toMatch(/integration.*manage/);

    expect((await apiCall('GET', '/tournaments', { key: apiKey })).status).toBe(200);
  });

  it('an organiser has no keys entry and the keys page shows the API refusal', async () => {
    const { tenantId } = await createTenant();
    const organiser = await createStaff(tenantId, 'organiser');
    const page = await newPage(browser);
    await signIn(page, organiser.email, organiser.password);
    await page.getByRole('link', { name: 'Tournaments' }).waitFor();
    expect(await page.getByRole('link', { name: 'API keys' }).count()).toBe(0);
    await page.goto('/console/settings/keys');
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toMatch(/not allowed/i);
  });
});

describe('webhooks', () => {
  it('"Send test" shows the status, body and duration the receiver answered', async () => {
    const receiver = await startHttpServer((_request, _body, response) => {
      response.writeHead(202, { 'content-type': 'text/plain' });
      response.end('received by the e2e receiver');
    });
    try {
      const { page } = await signedInOwner(browser);
      await page.goto('/console/settings/webhooks');
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByRole('button', { name: 'Add a webhook' }).click();
      await page.getByLabel('URL').fill(`${receiver.url}/hook`);
      await page.getByLabel('Signing secret').fill('a signing secret of the e2e test');
      await page.getByRole('button', { name: 'Create webhook' }).click();
      await page.getByRole('button', { name: 'Send test' }).click();
      const result = page.getByRole('region', { name: 'Test result' });
      await result.waitFor();
      const text = await result.textContent();
      expect(text).toContain('Status 202');
      expect(text).toContain('received by the e2e receiver');
      expect(text).toMatch(/\d+ ms/);
      expect(receiver.received.some((r) => r.url === '/hook' && r.body.includes('test.ping'))).toBe(
        true,
      );
      // The server's EVENT_RETENTION_DAYS (30 by default), as the deliveries log reads it.
      await page
        .getByText(
          'Deliveries that succeeded or failed are deleted with their attempts 30 days after their last attempt; pending ones stay.',
        )
        .waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'webhooks-test');
    } finally {
      await receiver.close();
    }
  });
});

describe('staff', () => {
  it('the owner invites a member and gets the accept link to copy', async () => {
    const { page, owner } = await signedInOwner(browser);
    await page.goto('/console/settings/staff');
    await page.getByRole('cell', { name: owner.email }).first().waitFor();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByLabel('Email').fill('new.organiser@example.com');
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const link = page.getByLabel('Accept link');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/console\/accept-invitation#token=.+/);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'new.organiser@example.com', exact: true }).waitFor();
    await checkAccessibility(page);
    await screenshot(page, 'staff');
  });
});
