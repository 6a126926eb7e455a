import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './i18n';

type Catalogue = { [key: string]: string | Catalogue };

const SOURCE = join(import.meta.dirname, '..');
const catalogues = Object.fromEntries(
  Object.keys(LANGUAGES).map((language) => [
    language,
    JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${language}.json`), 'utf8')),
  ]),
) as Record<Language, Catalogue>;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every message of a catalogue by its dotted key, plural forms under their own suffixes. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const [k, v] of flatten(value, path)) messages.set(k, v);
  }
  return messages;
}

const messages = Object.fromEntries(
  Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]),
) as Record<Language, Map<string, string>>;

/** The keys a reader sees, plural forms folded into one. */
const baseKeys = (language: Language) =>
  new Set([...messages[language].keys()].map((key) => key.replace(PLURAL, '')));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SECTIONS = Object.keys(catalogues.en).join('|');
// t('a.b'), t("a.b"), t(`a.b`), i18nKey="a.b", and any quoted 'section.key' (keys kept in tables).
const KEY_PATTERNS = [
  /\bt\(\s*(['"`])([\w.-]+)\1/g,
  /i18nKey=\{?(['"`])([\w.-]+)\1/g,
  new RegExp(`(['"\`])((?:${SECTIONS})\\.[\\w.]+)\\1`, 'g'),
];
// t(`public.roundType.${type}`): the part before the value must be a group of messages.
const TEMPLATE_PATTERN = /\bt\(\s*`([\w.]+)\.\$\{/g;

/** Keys used in code, with the file that uses them; import lines are not messages. */
function keysInCode() {
  const exact = new Map<string, string>();
  const groups = new Map<string, string>();
  for (const file of sourceFiles(SOURCE)) {
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(import|export) .* from /.test(line))
      .join('\n');
    const name = file.slice(SOURCE.length + 1);
    for (const pattern of KEY_PATTERNS)
      for (const match of code.matchAll(pattern)) exact.set(match[2]!, name);
    for (const match of code.matchAll(TEMPLATE_PATTERN)) groups.set(match[1]!, name);
  }
  return { exact, groups };
}

function lookUp(catalogue: Catalogue, key: string): string | Catalogue | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*(\w+)|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('the language catalogues', () => {
  const { exact, groups } = keysInCode();
  const languages = Object.keys(LANGUAGES) as Language[];

  it('finds the keys the code uses (the scan itself works)', () => {
    expect(exact.get('shell.signOut')).toBe('layout/AccountMenu.tsx');
    expect(exact.size).toBeGreaterThan(50);
    expect(groups.has('public.roundType')).toBe(true);
  });

  it.each(languages)('%s has every key the code uses', (language) => {
    const missing = [...exact]
      .filter(([key]) => {
        const plain = messages[language].has(key) || lookUp(catalogues[language], key);
        return !plain && ![...messages[language].keys()].some((k) => k.replace(PLURAL, '') === key);
      })
      .map(([key, file]) => `${key} (${file})`);
    const missingGroups = [...groups]
      .filter(([key]) => typeof lookUp(catalogues[language], key) !== 'object')
      .map(([key, file]) => `${key}.* (${file})`);
    expect([...missing, ...missingGroups]).toEqual([]);
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has exactly the keys of English', (language) => {
    const english = baseKeys('en');
    const other = baseKeys(language);
    expect({
      missing: [...english].filter((key) => !other.has(key)),
      extra: [...other].filter((key) => !english.has(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('%s has every plural form its language needs', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set(
      [...messages[language].keys()]
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')),
    );
    const missing = [...plurals].flatMap((key) =>
      categories.filter((c) => !messages[language].has(`${key}_${c}`)).map((c) => `${key}_${c}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(languages.filter((l) => l !== 'en'))(
    '%s fills in the same values and tags as English',
    (language) => {
      // A singular form may say "the first" rather than "1": it may leave the count out.
      const comparable = (key: string, message: string) =>
        placeholders(message).filter((p) => p !== 'count' || !/_(zero|one|two)$/.test(key));
      const differing = [...messages[language]].filter(([key, message]) => {
        const english = messages.en.get(key) ?? messages.en.get(key.replace(PLURAL, '_other'));
        return (
          english !== undefined &&
          comparable(key, english).join() !== comparable(key, message).join()
        );
      });
      expect(differing.map(([key]) => key)).toEqual([]);
    },
  );
});
