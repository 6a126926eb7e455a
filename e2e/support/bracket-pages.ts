import type { Page } from 'playwright-core';

/** Opens a match of the bracket and saves a one-game result through the result dialog. */
export async function enterDuelResult(page: Page, matchId: string, score: [number, number]) {
  await page.locator(`[data-match-id="${matchId}"]`).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(/participant 1|score 1/i)
    .first()
    .fill(String(score[0]));
  await dialog
    .getByLabel(/participant 2|score 2/i)
    .first()
    .fill(String(score[1]));
  await dialog.getByRole('button', { name: /save/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}
