import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Words of the validator or the API that a person should never read in a message. */
const SCHEMA_PHRASES =
  /must be a valid|must match|must be [<>]=?|must have required|is not a known field|Validation failed|uuid|pattern|additional propert|anyOf/i;
/** ajv's own capitals ("must NOT have fewer than"). */
const AJV_CAPITALS = /must NOT/;
/** An API field name: camelCase (`startTime`) or a path (`games.0`). */
const API_NAMES = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[a-zA-Z]+\.\d+/;

/** Every field message and refusal shown in the scope now. */
export async function shownErrors(scope: Page | Locator): Promise<string[]> {
  const texts = await scope
    .locator(
      '.mantine-InputWrapper-error, .mantine-RadioGroup-error, .mantine-CheckboxGroup-error, [role="alert"]',
    )
    .evaluateAll((elements) =>
      elements.flatMap((element) => {
        // An alert's title and message are two lines to a reader but one run of text to innerText.
        const parts = element.querySelectorAll<HTMLElement>(
          '.mantine-Alert-title, .mantine-Alert-message',
        );
        return (parts.length > 0 ? [...parts] : [element as HTMLElement]).map(
          (part) => part.innerText,
        );
      }),
    );
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Fails on a message that speaks the validator's language or names an API field. */
export function expectSentences(messages: string[]) {
  for (const message of messages) {
    expect(message, `"${message}" speaks the validator's language`).not.toMatch(SCHEMA_PHRASES);
    expect(message, `"${message}" speaks the validator's language`).not.toMatch(AJV_CAPITALS);
    expect(message, `"${message}" names an API field`).not.toMatch(API_NAMES);
  }
}

/**
 * Presses the submit button, waits for the refusal, and checks it as a person would meet it:
 * every message a sentence, the expected ones among them, focus on a field in error.
 */
export async function submitRefused(
  page: Page,
  scope: Page | Locator,
  submit: string,
  expected: string[],
): Promise<string[]> {
  await scope.getByRole('button', { name: submit, exact: true }).click();
  await expect
    .poll(() => shownErrors(scope), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(expected));
  // With none expected by name, the refusal still has to arrive.
  await expect
    .poll(async () => (await shownErrors(scope)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const shown = await shownErrors(scope);
  expectSentences(shown);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        // Mantine marks a password field in error with data-invalid only.
        return active?.getAttribute('aria-invalid') === 'true' ||
          active?.hasAttribute('data-invalid') ||
          !!active?.closest('[role="radiogroup"]')
          ? 'a field in error'
          : `${active?.tagName} ${active?.getAttribute('aria-label') ?? active?.textContent ?? ''}`;
      }),
    )
    .toBe('a field in error');
  return shown;
}
