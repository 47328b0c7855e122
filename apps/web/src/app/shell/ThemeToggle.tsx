import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTheme, storedTheme, type Theme } from '../../shared/theme/theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn theme-toggle"
      data-testid="theme-toggle"
      aria-label={next === 'light' ? t('shell.themeToLight') : t('shell.themeToDark')}
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
    >
      {/* Drawn as a CSS mask (app.css): the same weight on every device, and no script. */}
      <span className={`theme-icon theme-icon-${theme === 'dark' ? 'sun' : 'moon'}`} aria-hidden="true" />
    </button>
  );
}
