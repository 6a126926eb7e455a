import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAccessibility,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
} from './helpers/browser.js';
import { apiData, createOwner, createTenant, seedCatalogue } from './helpers/server.js';
import { submitRefused } from './support/form-errors.js';
import { generatedRound, publishedTournamentWithTeams } from './support/seeded-tournament.js';
import { field, visible } from './support/tournament-pages.js';

/** A date and time with its zone as Madrid reads it in Spanish: "5 dic 2026, 18:00 CET". */
const SPANISH_DATE_WITH_ZONE =
  /\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}, \d{1,2}:\d{2}.* (CET|CEST)/;

let browser: Browser;
let page: Page;
let shareSlug: string;
let tournamentId: string;
let key: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { gameId } = await seedCatalogue();
  const tenant = await createTenant();
  const owner = await createOwner(tenant.tenantId);
  key = tenant.key;
  const seeded = await publishedTournamentWithTeams(
    tenant.key,
    gameId,
    ['Alpha', 'Bravo', 'Charlie', 'Delta'],
    1,
  );
  tournamentId = seeded.tournamentId;
  const roundId = await generatedRound(tenant.key, tournamentId, seeded.teamIds, { roundType: 1 });
  await apiData('POST', `/rounds/${roundId}/schedule`, {
    key: tenant.key,
    expect: 200,
    body: { startAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), matchMinutes: 45 },
  });
  const publication = await apiData('PUT', `/tournaments/${tournamentId}/publication`, {
    key: tenant.key,
    body: { isPublic: true },
  });
  shareSlug = publication.shareSlug;
  // An English browser in Madrid: the reader chooses Spanish themselves.
  page = await newPage(browser, { timezoneId: 'Europe/Madrid' });
  await signIn(page, owner.email, owner.password);
});
afterAll(() => browser?.close());
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page) await screenshot(page, 'languages-failure');
});

describe('choosing Spanish', () => {
  it('turns the console’s frame into Spanish at once', async () => {
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await visible(sections.getByRole('link', { name: 'Tournaments' }));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');

    const secciones = page.getByRole('navigation', { name: 'Secciones' });
    await visible(secciones.getByRole('link', { name: 'Torneos' }));
    await visible(secciones.getByRole('link', { name: 'Mi cuenta' }));
    await visible(page.getByRole('button', { name: 'Menú de la cuenta' }));
    await expect(page.getByRole('combobox', { name: 'Idioma' }).inputValue()).resolves.toBe('es');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await screenshot(page, 'console-spanish');
  });

  it('skips to the content and names a form’s problems in Spanish', async () => {
    await page.goto('/console/tournaments/new');
    await visible(page.getByRole('heading', { name: 'Nuevo torneo', level: 1 }));
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skipLink.evaluate((link) => link === document.activeElement)).resolves.toBe(true);

    await field(page, 'Tipo de equipo').fill('');
    await submitRefused(page, page, 'Crear torneo', [
      'El campo «Nombre» es obligatorio',
      'Elige una opción en «Juego»',
      'El campo «Tipo de equipo» es obligatorio',
    ]);
  });

  it('remembers the choice: the public page opens in Spanish, dates in the reader’s zone', async () => {
    await page.goto(`/t/${shareSlug}`);
    await visible(page.getByRole('heading', { level: 1 }));
    await visible(page.getByText('Fechas', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Partidas' }));
    await visible(page.getByText('Con la tecnología de Tourney'));
    const dates = page.locator('dt', { hasText: 'Fechas' }).locator('+ dd');
    await expect(dates.innerText()).resolves.toMatch(SPANISH_DATE_WITH_ZONE);
    const firstMatchTime = page.locator('main li time').first();
    await expect(firstMatchTime.innerText()).resolves.toMatch(SPANISH_DATE_WITH_ZONE);
    await checkAccessibility(page);
    await screenshot(page, 'public-page-spanish');
  });

  it('switches back to English from the public page', async () => {
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await visible(page.getByText('Dates', { exact: true }));
    await visible(page.getByRole('heading', { name: 'Matches' }));
    await page.reload();
    await visible(page.getByText('Dates', { exact: true }));
  });

  it('speaks Spanish on the participants, circuits and ratings screens and the circuit’s page', async () => {
    const circuit = await apiData('POST', '/circuits', {
      key,
      body: {
        name: 'Liga de otoño',
        pointsTable: [
          { from: 1, points: 100 },
          { from: 2, points: 70 },
        ],
        bestResults: 2,
      },
    });
    await apiData('PUT', `/circuits/${circuit.id}/tournaments/${tournamentId}`, { key });
    const publication = await apiData('PUT', `/circuits/${circuit.id}/publication`, {
      key,
      body: { isPublic: true },
    });

    await page.goto(`/console/tournaments/${tournamentId}/participants`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await visible(page.getByRole('tab', { name: 'Participantes' }));
    await visible(page.getByRole('tab', { name: 'Añadir un equipo' }));
    await visible(page.getByRole('heading', { name: /^Participantes \(4 \/ \d+\)$/ }));
    await visible(
      page.getByRole('table', { name: 'Participantes' }).getByText('Integración').first(),
    );

    await page.goto(`/console/circuits/${circuit.id}`);
    await visible(page.getByRole('region', { name: 'Puntos y reglas' }));
    await visible(page.getByLabel('Desde el puesto (fila 1)'));
    await visible(page.getByText('En juego · aún no cuenta'));
    await page.goto('/console/ratings');
    await visible(page.getByRole('heading', { name: 'Ranking' }));

    await page.goto(new URL(publication.pageUrl).pathname);
    await visible(page.getByRole('heading', { name: 'Liga de otoño' }));
    await visible(page.getByRole('heading', { name: 'Clasificación' }));
    await visible(page.getByText(/^Aún no hay resultados: los puntos llegan cuando termina/));
    await visible(page.getByRole('listitem').filter({ hasText: 'En juego' }));
    await checkAccessibility(page);
  });
});
