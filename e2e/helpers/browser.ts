import { existsSync, mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN_TOKEN, baseUrl, createOwner, createTenant, seedCatalogue } from './server.js';

/** The browser the scenarios drive: Debian's chromium, or the one CHROMIUM_PATH names. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SCREENSHOT_DIR = 'e2e/screenshots';

/**
 * The browser's language and time zone unless a scenario asks for others: the console picks its
 * language from the browser's, and the scenarios read English.
 */
export const ENGLISH_BROWSER = { locale: 'en-US' } as const;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No browser at ${CHROMIUM_PATH}: install chromium (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A page in a fresh context (its own cookies), relative URLs resolved against the server;
 * `options` may give another language (`locale`) or time zone (`timezoneId`).
 */
export async function newPage(
  browser: Browser,
  options: { locale?: string; timezoneId?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    ...ENGLISH_BROWSER,
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Signs in on the console's sign-in page and waits until it has left it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/console/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/console/sign-in'));
}

/**
 * The owner of a tenant (a new one unless given), signed in on a page of their own: most
 * scenarios start here.
 */
export async function signedInOwner(
  browser: Browser,
  tenant?: Awaited<ReturnType<typeof createTenant>>,
) {
  tenant ??= await createTenant();
  const owner = await createOwner(tenant.tenantId);
  const page = await newPage(browser);
  await signIn(page, owner.email, owner.password);
  return { page, tenant, owner };
}

/** A scenario file's start: a browser, the catalogue's game, and a new tenant's owner signed in. */
export async function ownerWorkspace() {
  const browser = await launchBrowser();
  const { gameId } = await seedCatalogue();
  const { page, tenant } = await signedInOwner(browser);
  return { browser, page, key: tenant.key, gameId };
}

/** Signs in on the sign-in page's Operator tab with the server's admin token. */
export async function signInAsOperator(page: Page) {
  await page.goto('/console/sign-in');
  await page.getByRole('tab', { name: 'Operator' }).click();
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in as operator' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/console/sign-in'));
}

/** Saves `e2e/screenshots/<name>.png` (not committed), for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A full-page capture draws the fixed header where the window was scrolled to: from the top
  // it stays at the top, as a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** Fails on axe's serious and critical violations of the page as it is now. */
export async function checkAccessibility(page: Page) {
  // A dialog fading in or out is half transparent: its text would fail the contrast rule.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Legacy mode runs the whole check inside the page. The default finishes it in a blank page
  // of the same browser context, which takes the focus away and gives it back to the first
  // link: a keyboard scenario checked mid-way would continue from the wrong place.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking.join('\n'), `accessibility violations on ${page.url()}`).toBe('');
}
