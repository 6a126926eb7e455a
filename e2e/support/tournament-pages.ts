import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiData } from '../helpers/server.js';

/** Waits until the locator is visible (Playwright's own wait, with vitest's assertions). */
export async function visible(locator: Locator, timeout = 15_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** The input labelled so; a required field's label ends with Mantine's asterisk. */
export function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(labelled(label));
}

function labelled(label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}( \\*)?$`);
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** `YYYY-MM-DDTHH:mm` in the browser's zone, `days` from now, as a datetime-local input takes it. */
export function localDateTime(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The text of the tournament's status badge, next to its title. */
async function statusBadge(page: Page) {
  const badge = page.locator('h1 + .mantine-Badge-root').first();
  await visible(badge);
  return badge.innerText();
}

export async function expectStatus(page: Page, label: string) {
  await expect.poll(() => statusBadge(page).then((t) => t.toLowerCase())).toBe(label.toLowerCase());
}

/**
 * An integrator's site signing up a team: the user, their game account, the team, and the
 * team's registration — all through the integration API with the tenant's key.
 */
export async function registerTeamThroughApi(
  key: string,
  gameId: string,
  tournamentId: string,
  name: string,
) {
  const externalId = name.toLowerCase().replace(/\W+/g, '-');
  const ok = { key, expect: 200 };
  await apiData('POST', '/external/users', {
    ...ok,
    body: { externalId, username: externalId, displayName: name },
  });
  await apiData('POST', `/external/user-game-ids?externalUserId=${externalId}`, {
    ...ok,
    body: { gameId, userGameId: `${externalId}-1` },
  });
  const team = await apiData(
    'POST',
    `/teams?externalId=team-${externalId}&externalUserId=${externalId}`,
    { ...ok, body: { name, gameId } },
  );
  await apiData('POST', `/tournaments/${tournamentId}/registrations/teams/${team.teamId}`, {
    ...ok,
    body: {},
  });
  return team.teamId as string;
}
