import { LANGUAGE_NAME, LANGUAGE_TAG, UI_LANGUAGES, type UiLanguage } from '@mekong/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system/status-context.ts';

export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  const brandLanguages = useSystemStatus().info.brand.languages;
  const languages = UI_LANGUAGES.filter((l) => brandLanguages.length === 0 || brandLanguages.includes(l));
  return (
    <span className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        data-testid="language-picker"
        value={currentLanguage()}
        onChange={(e) => void setLanguage(e.target.value as UiLanguage)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TAG[code]}>
            {LANGUAGE_NAME[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
