import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The focused element as `TAG|aria-label|label|text|match id`, enough to recognise where the
 * keyboard is.
 */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'BODY||||';
    const label = (active as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return [
      active.tagName,
      active.getAttribute('aria-label') ?? '',
      label.replace(/\s*\*$/, ''),
      (active.textContent ?? '').trim().slice(0, 80),
      active.getAttribute('data-match-id') ?? '',
    ].join('|');
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user moves on. */
export async function tabTo(page: Page, wanted: RegExp, { back = false, max = 120 } = {}) {
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (wanted.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${wanted}; focus is on ${await focused(page)}`);
}

/** Waits until focus is on an element that matches. */
export async function expectFocus(page: Page, wanted: RegExp) {
  await expect.poll(() => focused(page), { timeout: 15_000 }).toMatch(wanted);
}

/**
 * Types a date and time into the focused datetime-local input, field by field as Chromium's
 * en-US editor takes them (month, day, year, then hour, minute, AM/PM), and checks the value.
 */
export async function typeDateTime(page: Page, at: Date) {
  const two = (n: number) => String(n).padStart(2, '0');
  const hour12 = at.getHours() % 12 === 0 ? 12 : at.getHours() % 12;
  await page.keyboard.type(`${two(at.getMonth() + 1)}${two(at.getDate())}${at.getFullYear()}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${two(hour12)}${two(at.getMinutes())}`);
  await page.keyboard.type(at.getHours() < 12 ? 'A' : 'P');
  const expected = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value))
    .toBe(expected);
}
