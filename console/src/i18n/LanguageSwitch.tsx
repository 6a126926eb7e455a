import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage, LANGUAGES, type Language } from './i18n';

const CHOICES = Object.entries(LANGUAGES).map(([value, label]) => ({ value, label }));

/** The page's language, each offered in its own words; the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      w={110}
      data={CHOICES}
      value={currentLanguage()}
      onChange={(event) => void chooseLanguage(event.currentTarget.value as Language)}
    />
  );
}
