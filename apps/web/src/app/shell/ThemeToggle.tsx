import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTheme, storedTheme, type Theme } from '../../shared/theme/theme.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

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
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} className="theme-icon" />
    </button>
  );
}
