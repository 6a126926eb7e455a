import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/** The languages the console and the public pages speak, by their own names. */
export const LANGUAGES = { en: 'English', es: 'Español' } as const;
export type Language = keyof typeof LANGUAGES;

/** Where the chosen language is remembered (localStorage). */
const LANGUAGE_STORAGE_KEY = 'tourney.language';

// English is the fallback and ships in the first download; any other catalogue is fetched
// only by the readers who choose it, so each language costs the others nothing.
const lazyCatalogues = import.meta.glob<{ default: object }>([
  './locales/*.json',
  '!./locales/en.json',
]);
const otherCatalogues = resourcesToBackend(async (language: string) => {
  const load = lazyCatalogues[`./locales/${language}.json`];
  return load ? (await load()).default : {};
});

/** The one i18next instance of a page. */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Resolves once the language is picked — `?lang=` (what an embedding site asks for), the
 * reader's earlier choice, then the browser's languages — and its catalogue is in: pages render
 * after it. English is there at once (`initAsync: false`), so code and tests that run before
 * it, or outside a browser, read English.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(LanguageDetector)
  .use(otherCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    initAsync: false,
    fallbackLng: 'en',
    supportedLngs: Object.keys(LANGUAGES),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Pages render once the catalogue is in, and a switch resolves after loading.
    react: { useSuspense: false },
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Only the reader's own choice is remembered (see `chooseLanguage`), not a guess.
      caches: [],
    },
  });

/**
 * A message in the page's language, for code outside components and for the console's pages,
 * which are drawn anew when the language changes (App.tsx), so they need no hook to follow it.
 */
export const t: typeof i18n.t = ((...args: Parameters<typeof i18n.t>) =>
  i18n.t(...args)) as typeof i18n.t;

/** The reader's choice from a language switch: applied at once, remembered in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the choice lasts for this page.
  }
}

/** The language in use, as a supported code ('en' before anything is chosen). */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return resolved && resolved in LANGUAGES ? (resolved as Language) : 'en';
}
