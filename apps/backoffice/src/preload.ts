// Runs before the app bundle, so the first paint already has the remembered theme and language.
import { storedLanguage } from './shared/i18n/languages.ts';
import { applyTheme, storedTheme } from './shared/theme.ts';

applyTheme(storedTheme());
document.documentElement.lang = storedLanguage().htmlLang;
