import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../i18n/i18n.ts';
import { LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { applyTheme, storedTheme, type Theme } from '../theme.ts';

/** Language and theme switches, on the sign-in page and in the frame. */
export function Preferences() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <div className="preferences">
      <label className="inline">
        <span className="sr-only">{t('frame.language')}</span>
        <select
          value={currentLanguage().code}
          onChange={(e) => void switchLanguage(e.target.value as LanguageCode)}
          data-testid="language-select"
          aria-label={t('frame.language')}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.htmlLang}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn"
        onClick={toggle}
        aria-pressed={theme === 'light'}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? t('frame.lightTheme') : t('frame.darkTheme')}
      </button>
    </div>
  );
}
