import type { Page } from 'playwright-core';

/**
 * Clicks a match of the bracket and saves a one-game result through its dialog, as an
 * organiser would.
 */
export async function enterDuelResult(
  page: Page,
  match: { matchId: string; names: [string, string]; score: [number, number] },
) {
  await page.locator(`[data-match-id="${match.matchId}"]`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`${match.names[0]}, game 1`).fill(String(match.score[0]));
  await dialog.getByLabel(`${match.names[1]}, game 1`).fill(String(match.score[1]));
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
