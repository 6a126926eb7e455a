import { afterAll, describe, expect, it } from 'vitest';
import { formatDateRange, formatDateTime } from './dates';
import { i18n, i18nReady } from './i18n';

const EVENING = '2026-12-01T18:00:00Z';

afterAll(() => i18n.changeLanguage('en'));

describe('dates as the reader reads them', () => {
  it('writes a moment in the given language and zone, the zone named', () => {
    expect(formatDateTime(EVENING, { locale: 'en-GB', timeZone: 'Europe/Madrid' })).toBe(
      '1 Dec 2026, 19:00 CET',
    );
    expect(formatDateTime(EVENING, { locale: 'es', timeZone: 'Europe/Madrid' })).toBe(
      '1 dic 2026, 19:00 CET',
    );
    expect(formatDateTime(EVENING, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Dec 1, 2026, 01:00 PM EST',
    );
  });

  it('adds the weekday to match times', () => {
    expect(
      formatDateTime(EVENING, { locale: 'es', timeZone: 'Europe/Madrid', weekday: true }),
    ).toBe('mar, 1 dic 2026, 19:00 CET');
  });

  it('writes a range with what both ends share once', () => {
    expect(
      formatDateRange(EVENING, '2026-12-01T21:00:00Z', { locale: 'es', timeZone: 'UTC' }),
    ).toBe('1 dic 2026, 18:00–21:00 UTC');
  });

  it('follows the page’s language when none is given', async () => {
    await i18nReady;
    await i18n.changeLanguage('es');
    expect(formatDateTime(EVENING, { timeZone: 'UTC' })).toBe('1 dic 2026, 18:00 UTC');
    await i18n.changeLanguage('en');
    expect(formatDateTime(EVENING, { timeZone: 'UTC' })).toMatch(/^(Dec 1, 2026|1 Dec 2026)/);
  });
});

describe('messages through the library', () => {
  it('chooses the plural form and fills in values in each language', async () => {
    await i18nReady;
    await i18n.changeLanguage('es');
    expect(i18n.t('session.throttled', { count: 1 })).toBe(
      'Demasiados intentos. Vuelve a probar dentro de 1 minuto',
    );
    expect(i18n.t('session.throttled', { count: 5 })).toBe(
      'Demasiados intentos. Vuelve a probar dentro de 5 minutos',
    );
    expect(i18n.t('public.organisedBy', { organiser: 'Liga Norte' })).toBe('Organiza Liga Norte');
    await i18n.changeLanguage('en');
    expect(i18n.t('session.throttled', { count: 1 })).toBe(
      'Too many attempts, try again in 1 minute',
    );
  });
});
